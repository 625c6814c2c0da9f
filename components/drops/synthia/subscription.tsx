'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSignMessage } from 'wagmi';
import { Modal } from '@/components/ui/modal';
import { useNow } from '@/components/ui/use-now';
import { api } from '@/lib/client/api';
import { SYNTHIA } from '@/lib/drops/synthia/config';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { formatSubscriptionDate, subscriptionExtension, subscriptionMessage } from '@/lib/drops/synthia/rules';
import { isRejection } from '@/lib/wallet/write-errors';
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';

type Sub = { start: number; expiry: number | null } | null;

/** The subscription (collections §2, §4, §5): the wallet signs synthia_{months}_months_{timestamp}. */
export function Subscription({ loggedIn }: { loggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<number>(SYNTHIA.subscriptionMonths[0]);
  const [phase, setPhase] = useState<'idle' | 'signing' | 'submitted'>('idle');
  const now = useNow();
  const { signMessageAsync } = useSignMessage();
  const sub = useQuery({
    queryKey: ['synthia-subscription'],
    queryFn: async (): Promise<Sub> => {
      const res = await api<{ subscription: Sub }>('/api/synthia/subscription');
      if (!res.ok) throw new Error(res.error);
      return res.data.subscription;
    },
  });
  const current = sub.data && sub.data.expiry ? { start: new Date(sub.data.start * 1000), expiry: new Date(sub.data.expiry * 1000) } : null;
  const ext = subscriptionExtension(now, current, months);

  async function subscribe() {
    if (!loggedIn) return void toast.error(M.loginToSubscribe);
    if (!ext.allowed || phase !== 'idle') return;
    setPhase('signing');
    const message = subscriptionMessage(months, Math.floor(Date.now() / 1000));
    let signature: `0x${string}`;
    try {
      signature = await signMessageAsync({ message });
    } catch (err) {
      setPhase('idle');
      if (!isRejection(err)) toast.error(M.signingError);
      return;
    }
    setPhase('submitted');
    const res = await api('/api/synthia/subscription', { json: { months, message, signature } });
    setPhase('idle');
    if (res.ok) {
      toast.success(M.subscribed(months));
      await sub.refetch();
    } else toast.error(res.status === 401 ? M.loginToSubscribe : M.subscribeRetry);
  }

  return (
    <>
      <button type="button" className={controls.secondary} onClick={() => setOpen(true)}>
        Subscribe
      </button>
      <Modal open={open} title="Premium subscription" onClose={() => setOpen(false)}>
        <dl className={styles.mintFigures}>
          <dt>Current expiry</dt>
          <dd>{current ? formatSubscriptionDate(current.expiry) : 'None'}</dd>
          <dt>New expiry</dt>
          <dd>{formatSubscriptionDate(ext.newExpiry)}</dd>
        </dl>
        <fieldset className={styles.amounts}>
          <legend>Months</legend>
          {SYNTHIA.subscriptionMonths.map((m) => (
            <label key={m} className={styles.amount}>
              <input type="radio" name="synthia-months" checked={months === m} onChange={() => setMonths(m)} /> {m}
            </label>
          ))}
        </fieldset>
        {sub.data && sub.data.expiry === null && <p role="alert">{M.discordExpired}</p>}
        {ext.message && <p role="alert">{ext.message}</p>}
        <button type="button" className={controls.primary} disabled={!ext.allowed || phase !== 'idle'} onClick={() => void subscribe()}>
          {phase === 'signing' ? 'Signing…' : phase === 'submitted' ? 'Subscribing…' : `Subscribe for ${months} months`}
        </button>
      </Modal>
    </>
  );
}
