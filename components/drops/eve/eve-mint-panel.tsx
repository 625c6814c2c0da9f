'use client';

import { useRouter } from 'next/navigation';
import { PanelButton } from '@/components/drops/panel-button';
import { useChainNow } from '@/components/ui/use-now';
import { useQueuedPress, usePanelChain, usePanelWallet, useWalletFunds } from '@/components/wallet/panel-wallet';
import { waitsForWallet } from '@/lib/wallet/panel-loading';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { publicConfig } from '@/lib/config/public';
import { EVE_MINT, eveToken, toTokenInfo, type EveTokenInfo } from '@/lib/drops/eve/config';
import { EVE_MESSAGES as M } from '@/lib/drops/eve/messages';
import { eveButton } from '@/lib/drops/eve/rules';
import { weiToEth } from '@/lib/format/wei';
import styles from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/eve/contract');

/** token: null on a failed server read. */
export type EveMintItem = { key: string; title: string; token: EveTokenInfo | null; renderedAt: string };

/** An Eve item's mint (drop-pages §4): the server's token state until the wallet code reads it again. */
export function EveMint({ item }: { item: EveMintItem }) {
  const router = useRouter();
  const now = useChainNow(new Date(item.renderedAt));
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, connect, switchChain } = usePanelWallet();
  const ref = eveToken(item.title);
  const address = ref ? EVE_MINT[ref.contract].address : null;
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).eveReads(ref ?? { contract: 'editions', tokenId: 0n }, wallet),
    { token: null, claimed: false },
    { key: wallet ?? '', enabled: Boolean(address), writesTo: [address] },
  );
  const token = answered ? figures.token && toTokenInfo(figures.token) : item.token;
  const funds = useWalletFunds(wallet, answered ? figures : null);

  const state = eveButton({
    connected: Boolean(wallet),
    onConfiguredChain,
    chainLabel: publicConfig.chain.label.toLowerCase(),
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
    if (state.kind !== 'mint' || !address || !ref || !token) return;
    void send(async () => (await contract()).eveMint(address, ref.tokenId, token.price), {
      progress: M.progress(item.title),
      success: M.success(item.title),
      fallback: M.error,
      reverted: { UnknownToken: M.unable, WrongPrice: M.unable },
      statusMs: EVE_MINT.statusMs,
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
