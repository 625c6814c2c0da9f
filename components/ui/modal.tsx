'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

/** The native <dialog>: focus trap, Escape and backdrop for free. */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // close also fires when `open` turns false: only the visitor's own close reports back.
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
