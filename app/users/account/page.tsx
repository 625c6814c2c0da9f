import Link from 'next/link';
import { AfterPlaceholder } from '@/components/ui/placeholder-hold';
import { EmptyData } from '@/components/ui/empty-data';
import { formatDropDate } from '@/lib/format/date';
import { listTransactions } from '@/lib/platform/users';
import { requireCurrentUser } from '@/app/_lib/session/current-user';
import page from '@/components/ui/page.module.css';
import styles from './account.module.css';
import { firstParam, type SearchParams } from '@/lib/http/query';

export const metadata = { title: 'Account', description: 'Your purchases, mints and refunds in USD and ETH.', robots: { index: false } };

const CURRENCIES = ['USD', 'ETH'] as const;

export default async function AccountPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requireCurrentUser('/users/account');
  const requested = firstParam(await searchParams, 'currency')?.toUpperCase();
  const currency = CURRENCIES.find((c) => c === requested) ?? 'USD';
  const transactions = await listTransactions(me.user.key, me.token, { currency });
  return (
    <AfterPlaceholder>
      <div className={page.narrow}>
        <h1>Account</h1>
        <nav aria-label="Currency" className={styles.tabs}>
          {CURRENCIES.map((c) => (
            <Link key={c} href={`/users/account?currency=${c}`} aria-current={c === currency ? 'page' : undefined} className={styles.tab}>
              {c}
            </Link>
          ))}
        </nav>
        <h2 className="visually-hidden">{currency} transactions</h2>
        {transactions.items.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Type</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {transactions.items.map((t) => (
                <tr key={t.key}>
                  <td>{t.created && formatDropDate(t.created)}</td>
                  <td>
                    <Link href={`/transaction/${t.key}`}>{t.description}</Link>
                  </td>
                  <td>{t.kind}</td>
                  <td>
                    {t.amount} {t.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <EmptyData />
        )}
      </div>
    </AfterPlaceholder>
  );
}
