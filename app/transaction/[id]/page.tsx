import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDropDate } from '@/lib/format/date';
import { orNull } from '@/app/_lib/not-found';
import { getTransaction } from '@/lib/platform/users';
import { publicConfig } from '@/lib/config/public';
import { requireCurrentUser } from '@/app/_lib/session/current-user';
import page from '@/components/ui/page.module.css';
import styles from '@/app/users/account/account.module.css';

export const metadata = { title: 'Transaction', description: 'The details of one of your transactions.', robots: { index: false } };

export default async function TransactionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requireCurrentUser(`/transaction/${id}`);
  const tx = await orNull(getTransaction(id, me.token));
  if (!tx) notFound();
  const explorer = publicConfig.chain.explorerUrl;
  return (
    <div className={page.narrow}>
      <Link href={`/users/account?currency=${tx.currency}`} className={page.backLink}>
        Back to account
      </Link>
      <h1>{tx.description}</h1>
      <dl className={styles.facts}>
        <dt>Amount</dt>
        <dd>
          {tx.amount} {tx.currency}
        </dd>
        <dt>Type</dt>
        <dd>{tx.kind}</dd>
        <dt>Status</dt>
        <dd>{tx.status}</dd>
        <dt>Date</dt>
        <dd>{tx.created && formatDropDate(tx.created)}</dd>
        {tx.txHash && (
          <>
            <dt>Transaction hash</dt>
            <dd>{explorer ? <a href={`${explorer}/tx/${tx.txHash}`}>{tx.txHash}</a> : tx.txHash}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
