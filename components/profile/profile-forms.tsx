'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormErrors } from '@/components/forms/form-errors';
import { useApiForm } from '@/components/accounts/use-api-form';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { basicProfileSchema, changeEmailSchema, changePasswordSchema, confirmEmailSchema, socialsSchema } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import { clearStoredWalletData } from '@/lib/wallet/storage';
import { emailChangeNeedsPassword, firstEmailNeedsWallet } from '@/lib/accounts/email-change';
import type { User } from '@/lib/accounts/types';
import styles from '@/components/forms/forms.module.css';

type Saved = (user: User, pendingEmail?: string) => void;

/** A wallet account's first address: its wallet signs the text the site gives for that address. */
async function walletSignatureFor(email: string, wallet: string | null): Promise<{ signature?: string; error?: string }> {
  const proof = await api<{ message: string }>('/api/me/email-proof', { json: { email } });
  if (!proof.ok) return { error: proof.error };
  const [{ walletRuntime }, { openWalletDialog }] = await Promise.all([import('@/components/wallet/panel-wallet'), import('@/components/wallet/wallet-store')]);
  const signed = await (await walletRuntime()).sign(proof.data.message, wallet ?? '');
  if (signed === 'not-connected') {
    openWalletDialog();
    return { error: ACCOUNT_MESSAGES.emailWalletConnect };
  }
  return signed ? { signature: signed } : { error: ACCOUNT_MESSAGES.emailWalletRejected };
}

/** The values with the wallet's signature when they add the account's first address; an error to show otherwise. */
async function withWalletProof<V extends { email: string }>(user: User, values: V): Promise<{ values?: V & { walletSignature?: string }; error?: string }> {
  if (!firstEmailNeedsWallet(user.email, values.email)) return { values };
  const { signature, error } = await walletSignatureFor(values.email, user.address);
  return error ? { error } : { values: { ...values, walletSignature: signature } };
}

export function BasicInfoForm({ user, onSaved, idPrefix = 'basic' }: { user: User; onSaved: Saved; idPrefix?: string }) {
  const { form, setServerError, messages } = useApiForm(basicProfileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.username,
    email: user.email,
    location: user.location,
    bio: user.bio,
    currentPassword: '',
  });
  const { register, handleSubmit, formState, watch } = form;
  // A new address takes over password resets, so the current password is asked with it.
  const emailChanged = emailChangeNeedsPassword(user.email, watch('email'));
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const proven = await withWalletProof(user, values);
    if (proven.error) return setServerError(proven.error);
    const res = await api<{ user: User; pendingEmail?: string }>('/api/me/basic', { method: 'PUT', json: proven.values });
    if (!res.ok) return setServerError(res.error);
    toast.success(res.data.pendingEmail ? ACCOUNT_MESSAGES.emailPending : ACCOUNT_MESSAGES.profileUpdated);
    onSaved(res.data.user, res.data.pendingEmail);
  });
  const e = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Basic information">
      <FormErrors messages={messages} />
      <Field id={id('firstName')} label="First name" defaultValue={user.firstName} registration={register('firstName')} error={e.firstName?.message} />
      <Field id={id('lastName')} label="Last name" defaultValue={user.lastName} registration={register('lastName')} error={e.lastName?.message} />
      <Field id={id('userName')} label="User name" defaultValue={user.username} registration={register('userName')} error={e.userName?.message} />
      <Field
        id={id('email')}
        label="Email"
        type="email"
        defaultValue={user.email}
        hint={user.email ? undefined : ACCOUNT_MESSAGES.emailWalletHint}
        registration={register('email')}
        error={e.email?.message}
      />
      {emailChanged && (
        <Field
          id={id('currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email"
          registration={register('currentPassword')}
          error={e.currentPassword?.message}
        />
      )}
      <Field id={id('location')} label="Location" defaultValue={user.location} registration={register('location')} error={e.location?.message} />
      <Field id={id('bio')} label="Bio" multiline defaultValue={user.bio} registration={register('bio')} error={e.bio?.message} hint="At most 500 characters" />
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving' : 'Save'}
      </button>
    </form>
  );
}

const SOCIAL_LABELS = [
  ['twitter', 'Twitter', 'twitter.com/username'],
  ['instagram', 'Instagram', 'instagram.com/username'],
  ['facebook', 'Facebook', 'facebook.com/username'],
  ['discord', 'Discord', 'Discord ID'],
  ['site', 'Website', 'yoursite.com'],
] as const;

export function SocialsForm({ user, onSaved }: { user: User; onSaved: Saved }) {
  const { form, setServerError, messages } = useApiForm(socialsSchema, {
    twitter: user.social.twitter,
    instagram: user.social.instagram,
    facebook: user.social.facebook,
    discord: user.social.discord,
    site: user.social.site,
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api<{ user: User }>('/api/me/socials', { method: 'PUT', json: values });
    if (!res.ok) return setServerError(res.error);
    toast.success(ACCOUNT_MESSAGES.profileUpdated);
    onSaved(res.data.user);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Social links">
      <FormErrors messages={messages} />
      {SOCIAL_LABELS.map(([name, label, placeholder]) => (
        <Field
          key={name}
          id={`social-${name}`}
          label={label}
          placeholder={placeholder}
          defaultValue={user.social[name]}
          registration={register(name)}
          error={formState.errors[name]?.message}
        />
      ))}
      <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving' : 'Save'}
      </button>
    </form>
  );
}

export function ChangePasswordForm() {
  const { form, setServerError, messages } = useApiForm(changePasswordSchema, { currentPassword: '', password: '', confirmPassword: '' });
  const { register, handleSubmit, formState, reset } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await api('/api/me/password', { method: 'PUT', json: values });
    if (!res.ok) return setServerError(res.error);
    toast.success('Your password has been changed');
    reset();
  });
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      <FormErrors messages={messages} />
      <Field
        id="pw-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={e.currentPassword?.message}
      />
      <Field id="pw-new" label="New password" type="password" autoComplete="new-password" registration={register('password')} error={e.password?.message} />
      <Field
        id="pw-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={e.confirmPassword?.message}
      />
      <button type="submit" className={styles.secondary} disabled={formState.isSubmitting}>
        Change password
      </button>
    </form>
  );
}

export function ChangeEmailForm({ user, onSaved }: { user: User; onSaved: Saved }) {
  const { form, setServerError, messages } = useApiForm(changeEmailSchema, { email: user.email, currentPassword: '' });
  const [note, setNote] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const proven = await withWalletProof(user, values);
    if (proven.error) return setServerError(proven.error);
    const res = await api<{ user: User; pendingEmail?: string }>('/api/me/email', { method: 'PUT', json: proven.values });
    if (!res.ok) return setServerError(res.error);
    setNote(res.data.pendingEmail ? ACCOUNT_MESSAGES.emailPending : null);
    form.resetField('currentPassword');
    onSaved(res.data.user, res.data.pendingEmail);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change email">
      <FormErrors messages={messages} />
      <Field
        id="email-new"
        label="New email"
        type="email"
        autoComplete="email"
        defaultValue={user.email}
        hint={user.email ? undefined : ACCOUNT_MESSAGES.emailWalletHint}
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      {user.email && (
        <Field
          id="email-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
          error={form.formState.errors.currentPassword?.message}
        />
      )}
      {note && <p className={styles.success}>{note}</p>}
      <button type="submit" className={styles.secondary} disabled={form.formState.isSubmitting}>
        Change email
      </button>
    </form>
  );
}

/** Until the code comes back the account keeps its address. */
export function ConfirmEmailForm({ pendingEmail, onConfirmed }: { pendingEmail: string; onConfirmed: (user: User) => void }) {
  const { form, setServerError, messages } = useApiForm(confirmEmailSchema, { code: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const res = await api<{ user: User }>('/api/me/confirm-email', { method: 'PUT', json: values });
    if (!res.ok) return setServerError(res.error);
    toast.success(ACCOUNT_MESSAGES.emailConfirmed);
    onConfirmed(res.data.user);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Confirm new email">
      <p>
        Enter the code we sent to <strong>{pendingEmail}</strong>. Your account keeps its current email until then.
      </p>
      <FormErrors messages={messages} />
      <Field
        id="email-code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <button type="submit" className={styles.secondary} disabled={form.formState.isSubmitting}>
        Confirm email
      </button>
    </form>
  );
}

export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    const res = await api('/api/auth/sign-out-everywhere', { method: 'POST', json: {} });
    if (!res.ok) {
      setBusy(false);
      return setError(res.error);
    }
    // As a logout does (components/wallet/logout.ts).
    clearStoredWalletData();
    window.location.replace('/login');
  };
  return (
    <div className={styles.form}>
      <p>Signs this account out on every browser and device, this one included.</p>
      {error && <p role="alert">{error}</p>}
      <button type="button" className={styles.secondary} onClick={signOut} disabled={busy}>
        Sign out everywhere
      </button>
    </div>
  );
}
