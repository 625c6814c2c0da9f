'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

/** A modal dialog on the native <dialog> element (focus trap, Escape and backdrop for free), named by its title. */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The close event also fires when this component closes the dialog (open turned false): only a
  // close the visitor made (Escape) reports back.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => isOpen.current && onClose()}>
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
