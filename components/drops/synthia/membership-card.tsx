'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { openWalletDialog } from '@/components/wallet/wallet-store';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { api } from '@/lib/client/api';
import { PLACEHOLDER_MIN_MS } from '@/lib/constants';
import { ELIGIBILITY_TEXT as T, type MembershipEligibility } from '@/lib/profile/eligibility';
import styles from './membership-card.module.css';

type Eligibility = { state: MembershipEligibility; completeHref: string; tokenHref: string | null; profileHref: string };

const FAILED = 'An error has occured, please try again';

/** Reads the signed-in wallet's eligibility, answering no sooner than the placeholder's 600 ms. */
async function readEligibility(): Promise<Eligibility | 'failed'> {
  const shown = Date.now();
  const res = await api<Eligibility>('/api/me/membership');
  const wait = PLACEHOLDER_MIN_MS - (Date.now() - shown);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return res.ok ? res.data : 'failed';
}

/** "Your DRP membership" (collections §4): informs, gates nothing; no wallet code. */
export function MembershipCard() {
  const session = useWalletSession();
  const [read, setRead] = useState<{ address: string; result: Eligibility | 'failed' } | null>(null);
  const address = session.status === 'ready' ? session.address : null;

  useEffect(() => {
    if (!address) return;
    let current = true;
    void readEligibility().then((result) => current && setRead({ address, result }));
    return () => {
      current = false;
    };
  }, [address]);

  const result = address && read?.address === address ? read.result : null;
  return (
    <section aria-labelledby="drp-membership" className={styles.card} aria-busy={session.status === 'loading' || (address !== null && !result)}>
      <h3 id="drp-membership">{T.title}</h3>
      <Body session={session.status} address={address} result={result} />
    </section>
  );
}

function Body({ session, address, result }: { session: 'loading' | 'ready'; address: string | null; result: Eligibility | 'failed' | null }) {
  if (session === 'ready' && !address)
    return (
      <button type="button" className={styles.action} onClick={openWalletDialog}>
        {T.connect}
      </button>
    );
  if (!result) return <p role="status">{T.LOADING}</p>;
  if (result === 'failed') return <p role="status">{FAILED}</p>;
  const link = (href: string, text: string) => (
    <Link href={href} className={styles.action}>
      {text}
    </Link>
  );
  return (
    <>
      <p role="status">{T[result.state]}</p>
      {result.state === 'INFO_MISSING' && link(result.completeHref, T.completeProfile)}
      {result.state === 'MEMBERSHIP_GOT' && result.tokenHref && link(result.tokenHref, T.viewToken)}
      {result.state === 'QUALIFY' && link(result.profileHref, T.mintNow)}
      {result.state === 'TOP_UP' && link('/drops', T.browseDrops)}
    </>
  );
}
