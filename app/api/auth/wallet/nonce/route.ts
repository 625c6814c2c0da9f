import { NextResponse } from 'next/server';
import { errorResponse, readJson } from '@/app/_lib/http/json';
import { walletNonceSchema } from '@/lib/auth/schemas';
import { requestWalletNonce } from '@/lib/platform/users';

/** POST { address } → { nonceText }: the message the wallet signs to log in. */
export async function POST(req: Request) {
  const input = await readJson(req, walletNonceSchema);
  if ('response' in input) return input.response;
  try {
    return NextResponse.json({ nonceText: await requestWalletNonce(input.data.address) });
  } catch (err) {
    return errorResponse(err);
  }
}
