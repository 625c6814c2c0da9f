import { NextResponse } from 'next/server';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import { gateBalance } from '@/lib/chain/server';
import { sanitizeContentHtml } from '@/lib/html/sanitize';
import { getArticle } from '@/lib/platform/content';
import { getSession } from '@/app/_lib/session/session';

/** A gated body leaves only for a session whose signed-in wallet holds a gating token. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  try {
    const article = await getArticle((await params).key);
    if (article.gated) {
      if (!article.contractAddress) return jsonError(403, GATE_MESSAGES.notHolder);
      const { address } = await getSession();
      if (!address) return jsonError(401, GATE_MESSAGES.connect);
      const gate = { contractType: article.contractType, contractAddress: article.contractAddress as `0x${string}`, tokenIds: article.tokenIds };
      if ((await gateBalance(gate, address as `0x${string}`)) < 1n) return jsonError(403, GATE_MESSAGES.notHolder);
    }
    return NextResponse.json({ html: sanitizeContentHtml(article.content) }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (err) {
    return errorResponse(err);
  }
}
