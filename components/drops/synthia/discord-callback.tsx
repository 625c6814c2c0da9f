'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';

/** Posted to the opener, which checks it comes from our origin. */
export const DISCORD_MESSAGE = 'drp:discord-linked';
const CLOSE_AFTER_MS = 1500;

/** Discord's callback (collections §2): tells the opener and closes. */
export function DiscordCallback() {
  const router = useRouter();
  const [text, setText] = useState<string>('Loading...');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(window.location.search);
    const code = q.get('code');
    const state = q.get('state');
    const done = (ok: boolean) => {
      setText(ok ? M.discordOk : M.discordFailed);
      if (window.opener && !window.opener.closed) {
        window.opener.postMessage({ type: DISCORD_MESSAGE, ok }, window.location.origin);
        setTimeout(() => window.close(), CLOSE_AFTER_MS);
      } else {
        // Opened in this tab (the popup was blocked): back to the key collection.
        setTimeout(() => router.replace('/drops/synthia'), CLOSE_AFTER_MS);
      }
    };
    if (!code || !state) return done(false);
    void api('/api/discord/exchange', { json: { code, state } }).then((res) => done(res.ok));
  }, [router]);
  return (
    <p role="status" aria-live="polite">
      {text}
    </p>
  );
}
