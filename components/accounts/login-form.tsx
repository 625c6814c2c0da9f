'use client';

import Link from 'next/link';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { loginSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { useApiForm } from './use-api-form';
import styles from '@/components/forms/forms.module.css';

export function LoginForm({ next }: { next: string }) {
  const { form, setServerError, messages } = useApiForm(loginSchema, { email: '', password: '' });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api('/api/auth/login', { json: values });
    if (!res.ok) return setServerError(res.error);
    // A full navigation, so every server component sees the new session.
    window.location.assign(next);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormErrors messages={messages} />
      <Field label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email?.message} />
      <Field label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password?.message} />
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        Log In
      </button>
      <div className={styles.links}>
        <Link href="/register">Create an account</Link>
        <Link href="/forgot-password">Forgot password?</Link>
        <Link href="/verifyemail">Verify your email</Link>
      </div>
    </form>
  );
}
