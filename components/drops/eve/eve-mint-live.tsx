'use client';

import { WrongNetworkAlert } from '@/components/wallet/wrong-network-alert';
import { useRouter } from 'next/navigation';
import { zeroAddress } from 'viem';
import { useBalance } from 'wagmi';
import { eveEditionsAbi } from '@/contracts/generated/EveEditions';
import { useChainNow } from '@/components/ui/use-now';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useMint, withInitial } from '@/components/wallet/use-mint';
import { chainRead } from '@/lib/chain/read';
import { useSignedInUser } from '@/components/wallet/use-signed-in-user';
import { liveIsland } from '@/components/wallet/wallet-providers';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import { EVE_MINT, eveToken, toTokenInfo } from '@/lib/drops/eve/config';
import { EVE_MESSAGES as M } from '@/lib/drops/eve/messages';
import { eveButton } from '@/lib/drops/eve/rules';
import { EveMintPanel, type EveMintItem } from './eve-mint-panel';

type TokenTuple = readonly [boolean, boolean, bigint, bigint, bigint, bigint, bigint, bigint, string];

function Mint({ item }: { item: EveMintItem }) {
  const router = useRouter();
  const now = useChainNow(new Date(item.renderedAt));
  const { guard, connect, switchChain } = useChainGuard();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const { signedIn } = useSignedInUser(wallet);
  const ref = eveToken(item.title);
  const contract = ref ? EVE_MINT[ref.contract].address : null;
  const base = { address: contract ?? zeroAddress, abi: eveEditionsAbi } as const;
  const server = item.token;
  const { figures, loading, mint, busy } = useMint(
    {
      token: withInitial(
        chainRead({ ...base, functionName: 'tokens', args: [ref?.tokenId ?? 0n] }, null as TokenTuple | null),
        server
          ? ([
              server.tradingPaused,
              server.isPublic,
              server.maxPerTxn,
              server.editions,
              server.minted,
              server.price,
              server.start,
              server.end,
              server.uri,
            ] as TokenTuple)
          : undefined,
      ),
      claimed: chainRead({ ...base, functionName: 'claimed', args: [ref?.tokenId ?? 0n, wallet ?? zeroAddress] }, false),
    },
    { enabled: Boolean(contract && ref) },
  );
  const balance = useBalance({ address: wallet, chainId: publicConfig.chain.id, query: { enabled: Boolean(wallet), refetchInterval: WALLET_POLLING_MS } });
  const token = figures.token ? toTokenInfo(figures.token) : null;
  const state = eveButton({
    connected: Boolean(wallet),
    onConfiguredChain: guard.kind === 'ready',
    chainLabel: publicConfig.chain.label.toLowerCase(),
    loading: loading || (Boolean(wallet) && balance.isPending),
    token,
    claimed: figures.claimed,
    balance: balance.data?.value ?? 0n,
    signedIn,
    minting: busy,
    now,
  });

  const onClick = () => {
    if (state.kind === 'connect') return guard.kind === 'wrong-network' ? switchChain() : connect();
    // drop-pages §5: a user without an account is sent to the profile update page.
    if (state.kind === 'create-account') return router.push('/users/update');
    if (state.kind !== 'mint' || !contract || !ref || !token) return;
    void mint(
      { address: contract, abi: eveEditionsAbi, functionName: 'mint', args: [ref.tokenId, 1n], value: token.price },
      {
        progress: M.progress(item.title),
        success: M.success(item.title),
        fallback: M.error,
        reverted: { UnknownToken: M.unable, WrongPrice: M.unable },
        statusMs: EVE_MINT.statusMs,
      },
    );
  };

  return (
    <EveMintPanel token={token} state={state} onClick={onClick}>
      <WrongNetworkAlert show={guard.kind === 'wrong-network'} />
    </EveMintPanel>
  );
}

/** The live Eve mint, through the one write helper. */
export default liveIsland(Mint);
