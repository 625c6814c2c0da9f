'use client';

import { useEffect, useState } from 'react';
import { Field } from '@/components/forms/field';
import { useApiForm } from '@/components/accounts/use-api-form';
import { membershipApplicationSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { APPLICATION_MESSAGES as M } from '@/lib/drops/membership/application';
import forms from '@/components/forms/forms.module.css';

type Props = { dropKey: string; videoMode: boolean };

const EMPTY = { name: '', email: '', socialLink: '', reason: '' };

/** The membership form (drop-pages §3, §5); a refusal keeps what was typed. */
export default function MembershipForm({ dropKey, videoMode }: Props) {
  const { form, serverError, setServerError } = useApiForm(membershipApplicationSchema(videoMode), EMPTY);
  const { register, handleSubmit, formState, reset, setFocus } = form;
  const [sent, setSent] = useState(false);
  // Opened by a click, so the first field takes the focus.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSent(false);
    const res = await api('/api/membership-applications', { json: { dropKey, ...values } });
    if (!res.ok) return setServerError(res.error);
    reset(EMPTY);
    setSent(true);
  });

  const e = formState.errors as Partial<Record<keyof typeof EMPTY, { message?: string }>>;
  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label={M.open}>
      <Field label="Name" autoComplete="name" registration={register('name')} error={e.name?.message} />
      <Field label="Email" type="email" autoComplete="email" registration={register('email')} error={e.email?.message} />
      <Field label="Social link" type="url" inputMode="url" registration={register('socialLink')} error={e.socialLink?.message} hint={M.socialHint} />
      {videoMode && <Field label={M.reasonLabel} multiline registration={register('reason' as never)} error={e.reason?.message} />}
      <button type="submit" className={forms.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? M.sending : M.submit}
      </button>
      {serverError && (
        <p className={forms.fieldError} role="alert">
          {serverError}
        </p>
      )}
      {sent && (
        <p className={forms.success} role="status">
          {M.success}
        </p>
      )}
    </form>
  );
}
