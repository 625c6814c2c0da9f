'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { APPLICATION_MESSAGES as M } from '@/lib/drops/membership/application';
import button from '@/components/ui/button.module.css';
import styles from './membership.module.css';

const loadForm = () => import('./membership-form');
const MembershipForm = dynamic(loadForm, { ssr: false, loading: () => <p className={styles.loading}>Loading…</p> });

type Props = { dropKey: string; videoMode: boolean };

/** The membership invitation (drop-pages §2); the form loads on demand. */
export function MembershipApply({ dropKey, videoMode }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="membership-application" className={styles.section}>
      <h2 id="membership-application">{M.heading}</h2>
      <p className={styles.intro}>{M.intro}</p>
      {open ? (
        <MembershipForm dropKey={dropKey} videoMode={videoMode} />
      ) : (
        <button type="button" className={button.primary} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => setOpen(true)}>
          {M.open}
        </button>
      )}
    </section>
  );
}
