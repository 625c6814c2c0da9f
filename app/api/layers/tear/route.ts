import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { LAYERS_MESSAGES as M } from '@/lib/drops/layers/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { decryptTear, getTearData } from '@/lib/platform/layers';
import { readTearRight } from '@/lib/drops/layers/chain';
import { walletSession } from '@/app/_lib/session/wallet-session';

const body = z.object({ tokenId: z.string().regex(/^\d{1,10}$/, M.tokenNotFound), tearType: z.union([z.literal(1), z.literal(2)]) });

/** The owner's alone: the uri reveals traits before the tear. Needs a wallet session that owns the layer and a tear of the type (collections §5). */
export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  const gate = await rateLimit(req, RATE_LIMITS.layersTear);
  if (gate.response) return gate.response;
  const session = await walletSession();
  if (!session) return jsonError(401, M.loginToTear);
  const right = await readTearRight(session.address, BigInt(input.data.tokenId), input.data.tearType).catch((err: Error) => {
    console.error('[chain] the tear right could not be read', err.message);
    return null;
  });
  if (right === null) return jsonError(503, M.tearError);
  if (right === 'not-owner') return jsonError(403, M.needToken);
  if (right === 'no-tear') return jsonError(403, M.noTears);
  try {
    const data = await getTearData(input.data.tokenId);
    if (!data) return jsonError(404, M.tearDataNotFound);
    const tear = await decryptTear(data, input.data.tearType);
    return NextResponse.json(tear, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err, { default: M.tearError, 404: M.tearDataNotFound, 400: M.fullyRevealed });
  }
}
