import { gzipSync } from 'node:zlib';

/**
 * JavaScript a page ships before interaction: the gzip size of the `<script src>` chunks its
 * server HTML references (noModule left out), the measure of issue 3's budget.
 */
export async function initialJsBytes(base: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  const html = await (await fetch(base + path)).text();
  const srcs = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]);
  let gzipBytes = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(srcs).size, gzipBytes };
}
