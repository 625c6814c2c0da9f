/**
 * The shapes of the inline scripts Next writes into a page, for want of a public list: the CSP
 * hashes exactly these (security-headers.mjs). e2e/security.spec.ts fails, printing the script,
 * when an upgrade writes one that is not here (docs/upgrading.md).
 */
const JSON_STRING = '"(?:[^"\\\\]|\\\\.)*"';

export const NEXT_SCRIPT_SHAPES = [
  // The RSC payload, chunk by chunk, and its start.
  new RegExp(`^self\\.__next_f\\.push\\(\\[\\d+(?:,${JSON_STRING})?\\]\\)$`),
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  // Turbopack's list of a page's chunks.
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"static\/chunks\/[\w.\/-]+\.js",?)*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
];

// sha256 of Next 16's icon mover (moves streamed <link rel=icon> into the head).
export const NEXT_SCRIPT_HASHES = ['LcsuUMiDkprrt6ZKeiLP4iYNhWo8NqaSbAgtoZxVK3s='];
