import { gzipSync } from 'node:zlib';

/**
 * JavaScript a page ships before interaction: the gzip size of the chunks its server HTML
 * references as `<script src>` tags (noModule left out), the measure of the 150 KB budget.
 */
export function pageChunks(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]);
  return [...new Set(tags)];
}

/** The measure every budget uses: a script's size gzipped at level 9. */
export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

export async function initialJsBytes(base: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  const html = await (await fetch(base + path)).text();
  const srcs = pageChunks(html);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzipBytes += gzipSize(body);
  }
  return { scripts: srcs.length, gzipBytes };
}
