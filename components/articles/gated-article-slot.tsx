'use client';

import { useEffect } from 'react';
import { inWalletHost } from '@/components/wallet/in-wallet-host';
import { requestWalletStack } from '@/components/wallet/wallet-store';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import styles from './gated-article.module.css';

const Placeholder = () => (
  <div className={styles.notice} role="status">
    <p>{GATE_MESSAGES.connect}</p>
  </div>
);

const GatedArticle = inWalletHost(() => import('./gated-article').then((part) => part.default), Placeholder);

/** A gated article asks for the wallet stack at once to unlock the body. */
export function GatedArticleSlot(props: React.ComponentProps<typeof GatedArticle>) {
  useEffect(() => requestWalletStack(), []);
  return <GatedArticle {...props} />;
}
