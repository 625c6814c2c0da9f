'use client';

import dynamic from 'next/dynamic';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import styles from './gated-article.module.css';

const Placeholder = () => (
  <div className={styles.notice} role="status">
    <p>{GATE_MESSAGES.connect}</p>
  </div>
);

const GatedArticle = dynamic(() => import('./gated-article'), { ssr: false, loading: Placeholder });

/** The server HTML shows the spec's notice; the wallet stack loads in the browser to unlock the body. */
export function GatedArticleSlot(props: React.ComponentProps<typeof GatedArticle>) {
  return <GatedArticle {...props} />;
}
