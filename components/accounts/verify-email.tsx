'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { verifyEmailRequestSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { useApiForm } from './use-api-form';
import styles from '@/components/forms/forms.module.css';

type Result = { kind: 'idle' } | { kind: 'verifying' } | { kind: 'verified' } | { kind: 'error'; message: string };

export function VerifyEmail({ email, code }: { email: string; code: string }) {
  const [result, setResult] = useState<Result>(email && code ? { kind: 'verifying' } : { kind: 'idle' });
  const started = useRef(false);
  const { form, setServerError, messages } = useApiForm(verifyEmailRequestSchema, { email });
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!email || !code || started.current) return;
    started.current = true;
    void api('/api/auth/verify-email', { json: { email, code } }).then((res) =>
      setResult(res.ok ? { kind: 'verified' } : { kind: 'error', message: res.error }),
    );
  }, [email, code]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSent(null);
    const res = await api<{ message: string }>('/api/auth/send-verification', { json: values });
    if (!res.ok) return setServerError(res.error);
    setSent(res.data.message);
  });

  return (
    <div className={styles.form}>
      {result.kind === 'verifying' && <p role="status">Loading...</p>}
      {result.kind === 'verified' && (
        <p className={styles.success} role="status">
          {ACCOUNT_MESSAGES.emailVerified} <Link href="/login">Log in</Link>
        </p>
      )}
      {result.kind === 'error' && <FormErrors messages={[result.message]} />}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <h2 className={styles.title}>Send a new code</h2>
        <FormErrors messages={messages} />
        {sent && (
          <p className={styles.success} role="status">
            {sent}
          </p>
        )}
        <Field label="Email" type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email?.message} />
        <button type="submit" className={styles.secondary} disabled={form.formState.isSubmitting}>
          Send code
        </button>
      </form>
    </div>
  );
}
