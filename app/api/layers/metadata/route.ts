import { NextResponse } from 'next/server';
import { jsonError } from '@/app/_lib/http/json';
import { orNull } from '@/app/_lib/not-found';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { MetadataCache } from '@/lib/drops/layers/metadata-cache';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { getLayerMetadata, type LayerMetadata } from '@/lib/platform/layers';

const MAX_IDS = 30;
/** Platform calls in flight per request. */
const PARALLEL = 6;

const CACHE = Symbol.for('drp.layers-metadata');
const cache = ((globalThis as { [CACHE]?: MetadataCache<LayerMetadata> })[CACHE] ??= new MetadataCache<LayerMetadata>());

async function eachLimited<T>(items: T[], run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/** Every platform call counts against the client's limit, so one request cannot fan out to uncounted calls. */
export async function GET(req: Request) {
  const params = new URL(req.url).searchParams;
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS || !ids.every((id) => /^\d{1,10}$/.test(id))) return jsonError(400, `ids must be 1 to ${MAX_IDS} token ids`);
  const statesText = params.get('states');
  const states = statesText === null ? [] : statesText.split(',');
  if (statesText !== null && (states.length !== ids.length || !states.every((s) => /^[0-3]$/.test(s))))
    return jsonError(400, 'states must give one state (0 to 3) per id');

  const now = Date.now();
  const asked = new Map<string, number>();
  ids.forEach((id, i) => asked.set(id, Math.max(asked.get(id) ?? 0, states[i] === undefined ? 0 : Number(states[i]))));
  const found = new Map<string, LayerMetadata | null>();
  const missing: string[] = [];
  for (const [id, state] of asked) {
    const kept = cache.get(id, state, now);
    if (kept) found.set(id, kept);
    else missing.push(id);
  }
  const gate = await rateLimit(req, RATE_LIMITS.layersRead, undefined, Math.max(1, missing.length));
  if (gate.response) return gate.response;
  await eachLimited(missing, async (id) => {
    const meta = await orNull(getLayerMetadata(id)).catch(() => null);
    if (meta) cache.set(id, meta, Date.now());
    found.set(id, meta);
  });
  const items = [...asked.keys()].map((id) => found.get(id)).filter(Boolean);
  return NextResponse.json({ items }, { headers: { 'cache-control': 'private, no-store' } });
}
