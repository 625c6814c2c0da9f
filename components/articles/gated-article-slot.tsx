'use client';

import dynamic from 'next/dynamic';
import { IslandSlot } from '@/components/wallet/island-slot';
import { useEffect } from 'react';
import { requestWalletStack } from '@/components/wallet/wallet-stack';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import styles from './gated-article.module.css';

const Placeholder = () => (
  <div className={styles.notice} role="status">
    <p>{GATE_MESSAGES.connect}</p>
  </div>
);

const GatedArticle = dynamic(() => import('./gated-article'), { ssr: false });

/** A gated article asks for the wallet stack at once to unlock the body. */
export function GatedArticleSlot(props: React.ComponentProps<typeof GatedArticle>) {
  useEffect(() => requestWalletStack(), []);
  return (
    <IslandSlot standIn={<Placeholder />}>
      <GatedArticle {...props} />
    </IslandSlot>
  );
}
