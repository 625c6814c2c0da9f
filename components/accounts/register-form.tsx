'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { registerSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { useApiForm } from './use-api-form';
import styles from '@/components/forms/forms.module.css';

export function RegisterForm() {
  const { form, setServerError, messages } = useApiForm(registerSchema, {
    firstName: '',
    lastName: '',
    nickName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { register, handleSubmit, formState } = form;
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api('/api/auth/register', { json: values });
    if (!res.ok) return setServerError(res.error);
    setDone(true);
  });

  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {ACCOUNT_MESSAGES.registerSuccess}
        </p>
        <p>We sent a code to your email to verify it.</p>
        <Link href="/login">Log in</Link>
      </div>
    );
  }
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormErrors messages={messages} />
      <Field label="First name" autoComplete="given-name" registration={register('firstName')} error={e.firstName?.message} />
      <Field label="Last name" autoComplete="family-name" registration={register('lastName')} error={e.lastName?.message} />
      <Field label="Nick name" autoComplete="username" registration={register('nickName')} error={e.nickName?.message} />
      <Field label="Email" type="email" autoComplete="email" registration={register('email')} error={e.email?.message} />
      <Field label="Password" type="password" autoComplete="new-password" registration={register('password')} error={e.password?.message} />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={e.confirmPassword?.message}
      />
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        Register
      </button>
      <p>
        Already have an account? <Link href="/login">Log in</Link>
      </p>
    </form>
  );
}
