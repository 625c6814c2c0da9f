/**
 * EIP-55 addresses for bids the feed hears, loaded only when it hears one (keccak costs about 4.6 KB
 * gzip, more than the live auction page has left in its budget): the table shows every bidder as the
 * platform's history does, checksummed.
 */
export { getAddress } from 'viem';
