'use client';

import Link from 'next/link';
import { useState } from 'react';
import { SingleToaster } from '@/components/ui/toaster';
import type { ProfileDialog } from '@/lib/accounts/completion';
import type { User } from '@/lib/accounts/types';
import { Dialog } from './dialog';
import { ImageUpload } from './image-upload';
import { BasicInfoForm, ChangeEmailForm, ChangePasswordForm, ConfirmEmailForm, SignOutEverywhere, SocialsForm } from './profile-forms';
import formStyles from '@/components/forms/forms.module.css';
import styles from './settings.module.css';

const DIALOG_TITLES: Record<ProfileDialog, string> = { basic: 'Basic info', socials: 'Social links', avatar: 'Avatar', banner: 'Banner' };

export function ProfileSettings({
  initialUser,
  initialDialog,
  initialPendingEmail = null,
}: {
  initialUser: User;
  initialDialog: ProfileDialog | null;
  initialPendingEmail?: string | null;
}) {
  const [user, setUser] = useState(initialUser);
  const [dialog, setDialog] = useState<ProfileDialog | null>(initialDialog);
  const [pendingEmail, setPendingEmail] = useState<string | null>(initialPendingEmail);
  const saved = (next: User, pending?: string) => {
    setUser(next);
    if (pending) setPendingEmail(pending);
    setDialog(null);
  };
  // A form on the page leaves an open dialog alone.
  const savedInPage = (next: User, pending?: string) => {
    setUser(next);
    if (pending) setPendingEmail(pending);
  };

  return (
    <div className={styles.settings}>
      <SingleToaster />
      <Link href={`/users/${user.username || user.key}`} className={styles.back}>
        Back to Profile
      </Link>
      <div className={styles.layout}>
        <nav aria-label="Settings" className={styles.menu}>
          <p className={styles.menuTitle}>Setting</p>
          <ul>
            <li>
              <span aria-current="page" className={styles.menuActive}>
                Profile
              </span>
            </li>
            <li>
              <button type="button" disabled className={styles.menuDisabled}>
                Account
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.main}>
          <section aria-labelledby="pictures" className={styles.section}>
            <h2 id="pictures">Pictures</h2>
            <div className={styles.row}>
              <button type="button" className={formStyles.secondary} onClick={() => setDialog('avatar')}>
                Change avatar
              </button>
              <button type="button" className={formStyles.secondary} onClick={() => setDialog('banner')}>
                Change banner
              </button>
              <button type="button" className={formStyles.secondary} onClick={() => setDialog('socials')}>
                Edit socials
              </button>
            </div>
          </section>
          <section aria-labelledby="basic-information" className={styles.section}>
            <h2 id="basic-information">Basic information</h2>
            <BasicInfoForm key={`inline-${user.username}-${user.email}-${pendingEmail}`} user={user} onSaved={savedInPage} idPrefix="inline" />
          </section>
          <section aria-labelledby="password-heading" className={styles.section}>
            <h2 id="password-heading">Password</h2>
            <ChangePasswordForm />
          </section>
          <section aria-labelledby="email-heading" className={styles.section}>
            <h2 id="email-heading">Email</h2>
            <ChangeEmailForm user={user} onSaved={savedInPage} />
            {pendingEmail && (
              <ConfirmEmailForm
                key={pendingEmail}
                pendingEmail={pendingEmail}
                onConfirmed={(next) => {
                  setUser(next);
                  setPendingEmail(null);
                }}
              />
            )}
          </section>
          <section aria-labelledby="sessions-heading" className={styles.section}>
            <h2 id="sessions-heading">Sessions</h2>
            <SignOutEverywhere />
          </section>
        </div>
      </div>
      <Dialog open={dialog !== null} title={dialog ? DIALOG_TITLES[dialog] : ''} onClose={() => setDialog(null)}>
        {dialog === 'basic' && <BasicInfoForm user={user} onSaved={saved} idPrefix="dialog" />}
        {dialog === 'socials' && <SocialsForm user={user} onSaved={saved} />}
        {(dialog === 'avatar' || dialog === 'banner') && <ImageUpload field={dialog} current={user[dialog].original} onSaved={saved} />}
      </Dialog>
    </div>
  );
}
