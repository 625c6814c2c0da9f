import Link from 'next/link';
import page from '@/components/ui/page.module.css';

type Props = { label: string; current: number; total: number; newer: string | null; older: string | null; names?: readonly [back: string, on: string] };

export function Pager({ label, current, total, newer, older, names = ['Newer', 'Older'] }: Props) {
  return (
    <nav aria-label={label} className={page.pager}>
      {newer && <Link href={newer}>{names[0]}</Link>}
      <span>
        Page {current} of {total}
      </span>
      {older && <Link href={older}>{names[1]}</Link>}
    </nav>
  );
}
