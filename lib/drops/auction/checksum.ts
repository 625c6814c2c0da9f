// Loaded only when the feed hears a bid: keccak would not fit the live auction page's budget.
export { getAddress } from 'viem';
