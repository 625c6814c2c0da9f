import type { Metadata } from 'next';
import { DiscordCallback } from '@/components/drops/synthia/discord-callback';
import page from '@/components/ui/page.module.css';

export const metadata: Metadata = { title: 'Discord', description: 'Linking your Discord account.', robots: { index: false } };

/** The Discord callback (collections §2). */
export default function DiscordVerifyPage() {
  return (
    <div className={page.page}>
      <DiscordCallback />
    </div>
  );
}
