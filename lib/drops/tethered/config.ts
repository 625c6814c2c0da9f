import { parseEther } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

/**
 * The tethered mint (drop-pages §2, §4, §9): Bulls Power, 300 editions at 0.05 ETH, each tethered
 * to a physical print and claimed through the platform's whitelist. The only place that knows its
 * contract: the sandbox deploys it at `devnetAddress`.
 */
const DEVNET_ADDRESS = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

export const TETHERED = {
  navKey: 'snipe-bulls-power-tethered',
  title: 'Bulls Power',
  edition: 300n,
  price: parseEther('0.05'),
  devnetAddress: DEVNET_ADDRESS,
  address: contractAddress(publicConfig.chain.name, {
    variable: 'NEXT_PUBLIC_TETHERED_ADDRESS',
    // Inlined at build time only when spelled out literally.
    value: process.env.NEXT_PUBLIC_TETHERED_ADDRESS,
    devnet: DEVNET_ADDRESS,
  }),
} as const;

/** The wallet's whitelist entry, as the site's route handler answers it: the editions it may claim and the platform's signature. */
export type TetheredClaim = { index: number; allocated: number; hash: `0x${string}` };

/** What the server reads of the contract for its HTML, and the live panel starts from. */
export type TetheredFigures = { supply: bigint; price: bigint };
