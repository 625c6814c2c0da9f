'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNow } from '@/components/ui/use-now';
import { api } from '@/lib/client/api';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import { DISCORD_MESSAGE } from './discord-callback';
import { Subscription } from './subscription';
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';

export type DiscordStatus = { id: string; username: string; expiresAt: number; inGuild: boolean } | null;

export function useDiscordStatus() {
  return useQuery({
    queryKey: ['discord-status'],
    queryFn: async (): Promise<DiscordStatus> => {
      const res = await api<{ discord: DiscordStatus }>('/api/discord/status');
      return res.ok ? res.data.discord : null;
    },
  });
}

/** "Link Discord" (collections §2, §7); accepts messages from our origin only. */
export function DiscordLink() {
  const status = useDiscordStatus();
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || (e.data as { type?: string } | null)?.type !== DISCORD_MESSAGE) return;
      void status.refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [status]);
  const open = () => {
    const popup = window.open('/api/discord/authorize', 'drp-discord', 'popup,width=520,height=720');
    // A full navigation: the route answers with a redirect to Discord.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
    if (!popup) window.location.href = '/api/discord/authorize';
  };
  const now = useNow();
  const d = status.data;
  const expired = d && d.expiresAt * 1000 < now.getTime();
  return (
    <div className={styles.discord}>
      {d && !expired ? (
        <>
          <p role="status">
            Discord linked: <strong>{d.username}</strong>
            {d.inGuild ? ' (member of the DRP server)' : ''}
          </p>
          <Subscription loggedIn />
        </>
      ) : (
        <>
          {expired && <p role="alert">{M.discordExpired}</p>}
          <button type="button" className={controls.secondary} onClick={open}>
            Link Discord
          </button>
        </>
      )}
    </div>
  );
}
