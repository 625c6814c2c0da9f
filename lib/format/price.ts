export const FREE = 'Free';

/** A price in ETH as the site shows it; an empty (or zero) price is "Free" (platform-core §1). */
export function formatPrice(price: string | number | null | undefined, currency = 'ETH'): string {
  if (price === null || price === undefined) return FREE;
  const text = String(price).trim();
  if (text === '' || Number(text) === 0 || Number.isNaN(Number(text))) return FREE;
  return `${text} ${currency || 'ETH'}`;
}
