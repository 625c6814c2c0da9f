import type { Metadata } from 'next';
import { DiscordCallback } from '@/components/drops/synthia/discord-callback';
import page from '@/components/ui/page.module.css';

export const metadata: Metadata = { title: 'Discord', description: 'Linking your Discord account.', robots: { index: false } };

/** The Discord callback (collections §2): reads `code` and `state`, exchanges them through our route, says how it went and closes. */
export default function DiscordVerifyPage() {
  return (
    <div className={page.page}>
      <DiscordCallback />
    </div>
  );
}
