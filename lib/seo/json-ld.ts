/**
 * JSON-LD text safe inside an HTML `<script>`: `<`, `>` and `&` become `\u003c`, `\u003e` and
 * `\u0026`, so no platform text (`</script >`, `<!--`, `<script`) can end the block or open
 * another, and U+2028/U+2029 are escaped for old parsers. The JSON still parses to the same
 * values. next-seo escapes only the exact `</script>`, so every JSON-LD block goes through here.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
