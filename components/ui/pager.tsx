import Link from 'next/link';
import page from '@/components/ui/page.module.css';

/** "Newer · Page n of m · Older" under a paged list. */
export function Pager({ label, current, total, newer, older }: { label: string; current: number; total: number; newer: string | null; older: string | null }) {
  return (
    <nav aria-label={label} className={page.pager}>
      {newer && <Link href={newer}>Newer</Link>}
      <span>
        Page {current} of {total}
      </span>
      {older && <Link href={older}>Older</Link>}
    </nav>
  );
}
