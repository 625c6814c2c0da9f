import Link from 'next/link';
import { format } from 'date-fns';
import { EmptyData } from '@/components/ui/empty-data';
import styles from './gallery.module.css';

type Item = { key: string | null; title: string; acquired: string | null };

export function OwnedActivity({ items, from }: { items: readonly Item[]; from: string }) {
  if (items.length === 0) return <EmptyData />;
  return (
    <ol className={styles.activity}>
      {items.map((i, n) => (
        <li key={i.key ?? `item-${n}`}>
          Acquired {i.key ? <Link href={`/users/nft/${encodeURIComponent(i.key)}?from=${encodeURIComponent(from)}`}>{i.title}</Link> : i.title}
          {i.acquired && (
            <>
              {' · '}
              <time dateTime={i.acquired}>{format(new Date(i.acquired), 'd MMM yyyy')}</time>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
