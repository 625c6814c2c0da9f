'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { requestWalletStack, useWalletStack } from '@/components/wallet/wallet-stack';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import styles from './gated-article.module.css';

const Placeholder = () => (
  <div className={styles.notice} role="status">
    <p>{GATE_MESSAGES.connect}</p>
  </div>
);

const GatedArticle = dynamic(() => import('./gated-article'), { ssr: false, loading: Placeholder });

/** The server HTML shows the spec's notice; a gated article asks for the wallet stack at once to unlock the body. */
export function GatedArticleSlot(props: React.ComponentProps<typeof GatedArticle>) {
  const loaded = useWalletStack();
  useEffect(() => requestWalletStack(), []);
  return loaded ? <GatedArticle {...props} /> : <Placeholder />;
}
