'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/client/api';
import { EMAIL_REQUIRED, INVALID_EMAIL, NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import styles from './newsletter-form.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plain controlled form rather than react-hook-form: it is on every content page. `failedText` overrides the failure text (not "already subscribed"). */
export function NewsletterForm({ labelledBy, failedText }: { labelledBy: string; failedText?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setStatus({ kind: 'error', message: EMAIL_REQUIRED });
    if (!EMAIL_RE.test(value)) return setStatus({ kind: 'error', message: INVALID_EMAIL });
    setStatus({ kind: 'sending' });
    const res = await api<{ message?: string }>('/api/newsletter', { json: { email: value } });
    if (res.ok) {
      setEmail('');
      setStatus({ kind: 'done', message: res.data.message ?? NEWSLETTER_MESSAGES.success });
    } else {
      const failed = failedText && res.status !== 409 ? failedText : null;
      setStatus({ kind: 'error', message: failed ?? (res.status === 0 ? NEWSLETTER_MESSAGES.failed : res.error) });
    }
  }

  const message = status.kind === 'done' || status.kind === 'error' ? status.message : '';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={styles.input}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className={styles.button} disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={status.kind === 'error' ? styles.error : styles.ok}>
        {message}
      </p>
    </form>
  );
}
