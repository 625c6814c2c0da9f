import Link from 'next/link';
import { connection } from 'next/server';
import { pageMetadata } from '@/app/_lib/metadata';
import page from '@/components/ui/page.module.css';

export const metadata = pageMetadata({
  title: 'Coming soon',
  description: 'The marketplace is on its way. Meanwhile, browse the drops and the stories behind them.',
  path: '/coming-soon',
});

export default async function ComingSoonPage() {
  // The header's artist menu needs the platform, unreachable at build time.
  await connection();
  return (
    <div className={page.narrow}>
      <h1>Coming soon</h1>
      <p>The marketplace is on its way. Meanwhile, browse the drops and the stories behind them.</p>
      <p>
        <Link href="/drops">See the drops</Link>
      </p>
    </div>
  );
}
