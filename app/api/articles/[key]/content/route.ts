import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import { gateBalance } from '@/lib/chain/server';
import { sanitizeContentHtml } from '@/lib/html/sanitize';
import { getArticle } from '@/lib/platform/content';
import { walletSession } from '@/app/_lib/session/wallet-session';

/** A gated body leaves only for a session whose signed-in wallet holds a gating token. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  try {
    const article = await getArticle((await params).key);
    if (article.gated) {
      if (!article.contractAddress) return jsonError(403, GATE_MESSAGES.notHolder);
      const session = await walletSession();
      if (!session) return jsonError(401, GATE_MESSAGES.connect);
      const gate = { contractType: article.contractType, contractAddress: article.contractAddress as `0x${string}`, tokenIds: article.tokenIds };
      if ((await gateBalance(gate, session.address)) < 1n) return jsonError(403, GATE_MESSAGES.notHolder);
    }
    return NextResponse.json({ html: sanitizeContentHtml(article.content) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}
