'use client';

import { useRouter } from 'next/navigation';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { forgotPasswordSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { useApiForm } from './use-api-form';
import styles from '@/components/forms/forms.module.css';

export function ForgotPasswordForm() {
  const router = useRouter();
  const { form, setServerError, messages } = useApiForm(forgotPasswordSchema, { email: '' });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api('/api/auth/forgot-password', { json: values });
    if (!res.ok) return setServerError(res.error);
    router.push(`/reset-password?email=${encodeURIComponent(values.email)}`);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormErrors messages={messages} />
      <Field label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email?.message} />
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        Send reset code
      </button>
    </form>
  );
}
