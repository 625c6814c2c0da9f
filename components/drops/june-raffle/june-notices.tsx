'use client';

import { RaffleNotices } from '@/components/drops/raffle/raffle-notices';
import { ARTIST_TOKEN } from '@/lib/drops/membership/config';

type Props = Omit<Parameters<typeof RaffleNotices>[0], 'contractKnown'>;

/** The draw's notes for a connected wallet, loaded with it rather than with the page. */
export default function JuneNotices(props: Props) {
  return <RaffleNotices {...props} contractKnown={Boolean(ARTIST_TOKEN.address)} />;
}
