import 'server-only';
import { ImageResponse } from 'next/og';
import { SITE_NAME } from '@/lib/constants';
import { serverConfig } from '@/lib/config/server';
import { readCapped } from '@/lib/http/read-capped';
import { DROP_PHASE_LABELS, dropPhase, lowestPrice } from '@/lib/drops/phase';
import type { Drop } from '@/lib/drops/types';
import { formatPrice } from '@/lib/format/price';

export const OG_SIZE = { width: 1200, height: 630 };

const coverHosts = () =>
  new Set([
    new URL(serverConfig().platformApiUrl).host,
    ...(process.env.OG_IMAGE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  ]);
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

async function coverDataUrl(url: string | null): Promise<string | null> {
  if (!url) return null;
  try {
    const target = new URL(url);
    if (!['http:', 'https:'].includes(target.protocol) || !coverHosts().has(target.host)) return null;
    const res = await fetch(target, { signal: AbortSignal.timeout(4000), redirect: 'error' });
    if (!res.ok || !res.body) return null;
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(type)) return null;
    if (Number(res.headers.get('content-length') ?? 0) > MAX_COVER_BYTES) return null;
    const bytes = await readCapped(res.body, MAX_COVER_BYTES);
    return bytes ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}

export async function ogCard({
  kicker,
  title,
  byline,
  facts = [],
  cover,
}: {
  kicker: string;
  title: string;
  byline?: string | null;
  facts?: string[];
  cover: string | null;
}) {
  const image = await coverDataUrl(cover);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#111111', color: '#ffffff' }}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" width={630} height={630} style={{ width: 630, height: 630, objectFit: 'cover' }} />
      ) : (
        <div style={{ width: 630, height: 630, background: '#2b2b2b' }} />
      )}
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 56, width: 570 }}>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 26, letterSpacing: 4, textTransform: 'uppercase', color: '#f97316' }}>{kicker}</div>
          <div style={{ fontSize: title.length > 28 ? 52 : 64, fontWeight: 700, lineHeight: 1.1, marginTop: 20 }}>{title}</div>
          {byline ? <div style={{ fontSize: 32, color: '#d4d4d4', marginTop: 20 }}>{byline}</div> : null}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {facts.map((fact) => (
            <div key={fact} style={{ fontSize: 34, fontWeight: 700, marginTop: 8 }}>
              {fact}
            </div>
          ))}
          <div style={{ fontSize: 28, letterSpacing: 6, marginTop: 28, color: '#a3a3a3' }}>{SITE_NAME}</div>
        </div>
      </div>
    </div>,
    OG_SIZE,
  );
}

export function dropShareCard(drop: Drop, now: Date) {
  return ogCard({
    kicker: DROP_PHASE_LABELS[dropPhase(drop, now)],
    title: drop.title,
    byline: drop.artistInfo ? `by ${drop.artistInfo.name}` : null,
    facts: [`From ${formatPrice(lowestPrice(drop.items))}`],
    cover: drop.cover.sm ?? drop.cover.lg,
  });
}
