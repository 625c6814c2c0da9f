import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

const DEVNET_ADDRESS = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';

/**
 * The auction contract, apart from the auction's constants (config.ts): the live room's stand-ins
 * take the node and the address as props from the server, so the public config stays out of the
 * page's first scripts; only what reads or writes the chain imports this.
 */
export const FLOATING_AUCTION_CONTRACT = {
  devnetAddress: DEVNET_ADDRESS,
  address: contractAddress(publicConfig.chain.name, {
    variable: 'NEXT_PUBLIC_AUCTION_ADDRESS',
    value: process.env.NEXT_PUBLIC_AUCTION_ADDRESS,
    devnet: DEVNET_ADDRESS,
  }),
} as const;
