import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse, jsonError, readJson } from '@/app/_lib/http/json';
import { rateLimit } from '@/app/_lib/http/rate-limit';
import { unauthorizedEnds, walletSession } from '@/app/_lib/session/wallet-session';
import { layersShippingSchema } from '@/lib/drops/layers/shipping';
import { LAYERS_MESSAGES as M } from '@/lib/drops/layers/messages';
import { RATE_LIMITS } from '@/lib/http/rate-limits';
import { postLayersShipping } from '@/lib/platform/layers';

const body = layersShippingSchema.and(
  z.object({ txn_hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'The burn transaction is missing'), type: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
);

export async function POST(req: Request) {
  const input = await readJson(req, body);
  if ('response' in input) return input.response;
  // Only the wallet that burned may say where its prints go: the platform checks the burn against the token's wallet.
  const signedIn = await walletSession();
  if (!signedIn) return jsonError(401, M.formError);
  const gate = await rateLimit(req, RATE_LIMITS.layersShipping);
  if (gate.response) return gate.response;
  try {
    await postLayersShipping(signedIn.token, { ...input.data, wallet_address: signedIn.address });
    return NextResponse.json({ message: M.formSent }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return (await unauthorizedEnds(err, M.formError)) ?? errorResponse(err, { default: M.formError });
  }
}
