'use client';

import { useState, type ReactNode } from 'react';
import { AccountNotice } from '@/components/drops/raffle/account-notice';
import { useLiveMint } from '@/components/live/use-live';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress, usePanelChain, usePanelWallet } from '@/components/wallet/panel-wallet';
import { NoWalletHint } from '@/components/wallet/visitor-connect';
import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { VR_DROPS, type VrDropKey, type VrItem } from '@/lib/drops/vr/config';
import { VR_MESSAGES as M } from '@/lib/drops/vr/messages';
import { vrButton } from '@/lib/drops/vr/rules';
import { weiToEth } from '@/lib/format/wei';
import styles from '@/components/drops/lushsux/lushsux.module.css';
import mint from '@/components/drops/panel.module.css';

const contract = () => import('@/lib/drops/vr/contract');

type State = ReturnType<typeof vrButton>;
type ItemProps = { item: VrItem; supply: bigint; state: State; settled: boolean; onClick: () => void; children?: ReactNode };

function VrPanel({ item, supply, state, settled, onClick, children }: ItemProps) {
  const queued = useQueuedPress(state, settled, onClick);
  return (
    <li className={styles.panel} data-testid={`vr-item-${item.id}`}>
      <h3>{item.title}</h3>
      <p className={mint.hint}>{item.blurb}</p>
      <p>
        <strong>{item.price > 0n ? `${weiToEth(item.price)} ETH` : 'Free'}</strong>
        {item.edition !== null && <span className={mint.hint}>{` · ${supply} / ${item.edition} minted`}</span>}
      </p>
      <PanelButton state={state} onClick={onClick} settled={settled} onQueued={queued} />
      {children}
    </li>
  );
}

/** A VR drop's items (drop-pages §2, §5): the minted counts as the stream pushes them, the wallet's holdings as it reads them. */
/** `supplies` by `supply<id>`, as the server read them. */
export function VrItems({ drop, supplies }: { drop: VrDropKey; supplies: Record<string, bigint> }) {
  const config = VR_DROPS[drop];
  const { settled, wallet, noWallet, onConfiguredChain, signedIn, emailVerified, connect, switchChain } = usePanelWallet();
  // Every visitor, with a wallet or none, sees the mints as the server's one chain watch pushes them.
  const live = useLiveMint(config.address ? `vr:${drop}` : null, supplies, wallet);
  const { figures, answered, busy, send } = usePanelChain(
    async () => (await contract()).vrReads(drop, wallet!),
    (live.figures ?? supplies) as Record<string, bigint | boolean>,
    // The wallet's own holdings are read again only when a push names the wallet.
    { key: wallet ?? '', enabled: Boolean(config.address) && Boolean(wallet), writesTo: [config.address], pushed: live.concerns },
  );
  const f = { ...figures, ...live.figures };
  const [active, setActive] = useState<bigint | null>(null);
  const balances = [1n, 2n, 3n].map((id) => ({ id, balance: (f[`balance${id}`] as bigint | undefined) ?? 0n }));
  const burnable = balances.reduce((sum, b) => sum + b.balance, 0n);
  const supplyOf = (item: VrItem) => (f[`supply${item.id}`] as bigint | undefined) ?? 0n;

  const stateOf = (item: VrItem) =>
    vrButton({
      item,
      connected: Boolean(wallet),
      onConfiguredChain,
      loading: Boolean(wallet) && !answered,
      supply: supplyOf(item),
      eligible: Boolean(f[`eligible${item.id}`]),
      memberTokens: (f.members as bigint | undefined) ?? 0n,
      burnable,
      had: Boolean(f[`had${item.id}`]),
      busy: busy && active === item.id,
      signedIn,
      emailVerified,
    });

  const write = async (item: VrItem) => {
    const address = config.address;
    if (!address || busy) return;
    setActive(item.id);
    try {
      const planned = (await contract()).vrWrite(address, item, balances);
      if (planned) await send(async () => planned.request, planned.texts);
    } finally {
      setActive(null);
    }
  };

  return (
    <>
      <ul className={styles.panels}>
        {config.items.map((item) => {
          const state = stateOf(item);
          const onClick = () => {
            if (state.kind === 'connect') return connect();
            if (state.kind === 'wrong-network') return switchChain();
            if ((state.kind === 'mint' || state.kind === 'burn') && !state.disabled) void write(item);
          };
          return (
            <VrPanel key={String(item.id)} item={item} supply={supplyOf(item)} state={state} settled={settled} onClick={onClick}>
              {(state.kind === 'mint' || state.kind === 'burn') && (
                <AccountNotice notice={state.notice} verifyText={M.verifyToMint} signInText={M.signInToMint} onSignIn={connect} />
              )}
              {item.kind === 'tier' && item.membersNeeded !== undefined && <p className={mint.hint}>{M.tierNeeds(item.membersNeeded)}</p>}
            </VrPanel>
          );
        })}
      </ul>
      <WrongNetworkAlert show={Boolean(wallet) && !onConfiguredChain} />
      <NoWalletHint show={noWallet} />
    </>
  );
}
