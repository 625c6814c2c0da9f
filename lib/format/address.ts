export const NO_ADDRESS = 'No address';

/** platform-core §9; the "0x" prefix counts, as in the spec. */
export function shortenAddress(address: string | null | undefined, lead = 3, trail = 4): string {
  if (!address) return NO_ADDRESS;
  if (address.length <= lead + trail) return address;
  return `${address.slice(0, lead)}...${address.slice(-trail)}`;
}
