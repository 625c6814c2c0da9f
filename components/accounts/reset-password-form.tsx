'use client';

import { useRouter } from 'next/navigation';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { resetPasswordSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { useApiForm } from './use-api-form';
import styles from '@/components/forms/forms.module.css';

export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const router = useRouter();
  const { form, setServerError, messages } = useApiForm(resetPasswordSchema, { email, code, password: '' });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api('/api/auth/reset-password', { json: values });
    if (!res.ok) return setServerError(res.error);
    router.push('/login');
  });
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormErrors messages={messages} />
      <Field label="Email" type="email" autoComplete="email" registration={register('email')} error={e.email?.message} />
      <Field label="Code" inputMode="numeric" autoComplete="one-time-code" registration={register('code')} error={e.code?.message} />
      <Field label="New password" type="password" autoComplete="new-password" registration={register('password')} error={e.password?.message} />
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        Reset password
      </button>
    </form>
  );
}
