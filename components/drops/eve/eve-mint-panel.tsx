'use client';

import { useRouter } from 'next/navigation';
import { PanelButton } from '@/components/drops/panel-button';
import { useChainNow } from '@/components/ui/use-now';
import { useQueuedPress, usePanelChain, usePanelWallet, useWalletFunds } from '@/components/wallet/panel-wallet';
import { waitsForWallet } from '@/lib/wallet/panel-loading';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useLiveMint } from '@/components/live/use-live';
import type { EveContract } from '@/lib/drops/eve/config';
import { EVE_TOKEN_KINDS } from '@/lib/drops/eve/live';
import { EVE_MESSAGES as M, EVE_STATUS_MS } from '@/lib/drops/eve/messages';
import { eveButton, toTokenInfo, type EveTokenInfo } from '@/lib/drops/eve/rules';
import { weiToEth } from '@/lib/format/wei';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/eve/contract');

/** token: null on a failed server read; mint: null for an item with no token (drawn only); address: null off a configured chain. */
export type EveMintItem = {
  key: string;
  title: string;
  token: EveTokenInfo | null;
  renderedAt: string;
  mint: { contract: EveContract; tokenId: bigint; address: `0x${string}` | null; topic: string } | null;
  chainLabel: string;
};

/** An Eve item's mint (drop-pages §4): the token's state as the stream pushes it (the server's render before), the wallet's claim and funds as it reads them. */
export function EveMint({ item, mint }: { item: EveMintItem; mint: NonNullable<EveMintItem['mint']> }) {
  const router = useRouter();
  const now = useChainNow(new Date(item.renderedAt));
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, connect, switchChain } = usePanelWallet();
  const { address } = mint;
  const live = useLiveMint(address ? mint.topic : null, EVE_TOKEN_KINDS, wallet);
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).eveReads(mint, wallet),
    { token: null, claimed: false },
    // The stream brings the token's state: the wallet's claim is read again only when a push names it.
    { key: wallet ?? '', enabled: Boolean(address), writesTo: [address], pushed: live.concerns },
  );
  const token = live.figures ?? (answered ? figures.token && toTokenInfo(figures.token) : item.token);
  const funds = useWalletFunds(wallet, answered ? figures : null);

  const state = eveButton({
    connected: Boolean(wallet),
    onConfiguredChain,
    chainLabel: item.chainLabel.toLowerCase(),
    loading: waitsForWallet(wallet, { reads: Boolean(address), answered, funds }),
    token,
    claimed: figures.claimed,
    balance: funds ?? 0n,
    signedIn,
    minting: busy,
    now,
  });

  const onClick = () => {
    if (state.kind === 'connect') return wallet && !onConfiguredChain ? switchChain() : connect();
    // drop-pages §5: a user without an account is sent to the profile update page.
    if (state.kind === 'create-account') return router.push('/users/update');
    if (state.kind !== 'mint' || !address || !token) return;
    void send(async () => (await contract()).eveMint(address, mint.tokenId, token.price), {
      progress: M.progress(item.title),
      success: M.success(item.title),
      fallback: M.error,
      reverted: { UnknownToken: M.unable, WrongPrice: M.unable },
      statusMs: EVE_STATUS_MS,
    });
  };
  const queued = useQueuedPress(state, settled, onClick);

  return (
    <div className={styles.mint}>
      {token && (
        <p className={styles.counter} data-testid="eve-minted">
          <strong>{token.minted.toString()}</strong>
          {` / ${token.editions} minted · ${token.price === 0n ? 'Free' : `${weiToEth(token.price)} ETH`}`}
        </p>
      )}
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      <NoWalletHint show={!wallet && noWallet && state.kind === 'connect'} />
      <WrongNetworkAlert show={Boolean(wallet) && !onConfiguredChain} />
    </div>
  );
}
