import { zeroAddress } from 'viem';
import { artistTokenAbi } from '@/contracts/generated/ArtistToken';
import { chainRead } from '@/lib/chain/read';
import { ARTIST_TOKEN } from '@/lib/drops/membership/config';
import { JUNE_RAFFLE, NO_HOLDINGS } from './rules';

/** The four ArtistToken balances in one call; a failed read counts as holding none (drop-pages §8). */
export const juneHoldings = (wallet: `0x${string}` | undefined) => ({
  holdings: chainRead(
    {
      address: ARTIST_TOKEN.address,
      abi: artistTokenAbi,
      functionName: 'balanceOfBatch',
      args: [JUNE_RAFFLE.tokenIds.map(() => wallet ?? zeroAddress), [...JUNE_RAFFLE.tokenIds]],
    },
    NO_HOLDINGS as readonly bigint[],
  ),
});
