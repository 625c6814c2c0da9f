import { NextResponse } from 'next/server';
import { jsonError } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getLayerMetadata } from '@/lib/platform/layers';

const MAX_IDS = 60;

/**
 * GET ?ids=1,2,3 → { items }: each layer's metadata (state, image, revealed traits) from the
 * platform; a layer it does not know is left out. At most 60 ids, digits only.
 */
export async function GET(req: Request) {
  const raw = new URL(req.url).searchParams.get('ids') ?? '';
  const ids = raw.split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS || !ids.every((id) => /^\d{1,10}$/.test(id))) return jsonError(400, 'ids must be 1 to 60 token ids');
  const gate = await rateLimit(req, RATE_LIMITS.layersRead);
  if (gate.response) return gate.response;
  const items = await Promise.all([...new Set(ids)].map((id) => orNull(getLayerMetadata(id)).catch(() => null)));
  return NextResponse.json({ items: items.filter(Boolean) }, { headers: { 'cache-control': 'private, no-store' } });
}
