export const NO_ADDRESS = 'No address';

/**
 * Shortens an address to `lead` leading and `trail` trailing characters (platform-core §9:
 * 3 and 4 in the header, 12 and 12 on owner lines), counting the "0x" prefix as the spec does.
 */
export function shortenAddress(address: string | null | undefined, lead = 3, trail = 4): string {
  if (!address) return NO_ADDRESS;
  if (address.length <= lead + trail) return address;
  return `${address.slice(0, lead)}...${address.slice(-trail)}`;
}
