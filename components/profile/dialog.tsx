'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './settings.module.css';

/** A modal dialog on the native <dialog> element (focus trap, Escape and backdrop for free). */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="dialog-title" onClose={onClose}>
      <div className={styles.dialogHead}>
        <h2 id="dialog-title">{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
