'use client';

import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { RaffleNotices } from '@/components/drops/raffle/raffle-notices';
import type { MintButton, RaffleButton } from '@/lib/drops/desiccation/buttons';
import { DESICCATION_MESSAGES as M } from '@/lib/drops/desiccation/messages';

type Props = { state: MintButton | RaffleButton; failed: boolean; contractKnown: boolean; onSignIn: () => void };

/** The notes under a connected wallet's button, loaded with it rather than with the page. */
export default function TimedNotices({ state, failed, contractKnown, onSignIn }: Props) {
  return (
    <RaffleNotices state={state} failed={failed} contractKnown={contractKnown} onSignIn={onSignIn}>
      {state.kind === 'mint' && <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={onSignIn} />}
    </RaffleNotices>
  );
}
