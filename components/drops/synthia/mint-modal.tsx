'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { zeroAddress } from 'viem';
import { useBalance } from 'wagmi';
import { synthiaKeysAbi } from '@/contracts/generated/SynthiaKeys';
import { Modal } from '@/components/ui/modal';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useChainReads } from '@/components/wallet/use-chain-reads';
import { useWalletWrite } from '@/components/wallet/use-wallet-write';
import { getWalletSession, loadWalletSession, useWalletSession } from '@/components/wallet/wallet-session';
import { chainRead } from '@/lib/chain/read';
import { api } from '@/lib/client/api';
import { publicConfig } from '@/lib/config/public';
import { WALLET_POLLING_MS } from '@/lib/constants';
import { SYNTHIA } from '@/lib/drops/synthia/config';
import { SYNTHIA_KEYS } from '@/lib/drops/synthia/contract';
import { SYNTHIA_MESSAGES as M } from '@/lib/drops/synthia/messages';
import {
  allowedAmounts,
  mintAllowance,
  checkPublicMint,
  checkWhitelistMint,
  formatBalance,
  synthiaButton,
  whitelistUsedUp,
  type WhitelistRecord,
} from '@/lib/drops/synthia/rules';
import { openMint, type SalePhases } from '@/lib/drops/synthia/phases';
import { explorerTxUrl } from '@/lib/wallet/write';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import { hasInjectedWallet } from '@/lib/wallet/injected';
import type { SynthiaFigures } from './mint-bar';
import styles from './synthia.module.css';
import controls from '../app-controls.module.css';
import { weiToEth } from '@/lib/format/wei';

type Props = {
  figures: SynthiaFigures;
  /** Latched by the panel (the bar shows them too). */
  phases: SalePhases;
  open: boolean;
  onClose: () => void;
  /** The keys left as the chain says, for the bar. */
  onLeft: (left: bigint | null) => void;
};

/** The key collection's mint modal (collections §2, §4, §5), on wagmi's hooks in the host's context. */
export function MintModal({ figures: f, phases, open: shown, onClose, onLeft }: Props) {
  const { guard, connect } = useChainGuard();
  const session = useWalletSession();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const loggedIn = Boolean(wallet) && isSignedInWallet(wallet, session.address);
  const open = openMint(phases);

  const keys = { address: SYNTHIA_KEYS.address, abi: synthiaKeysAbi } as const;
  // A failed read shows the server's figure; unknown stays "--", never a made-up 0.
  const { values: chain, refetch: refetchChain } = useChainReads(
    {
      minted: chainRead({ ...keys, functionName: 'totalSupply' }, f.minted),
      supply: chainRead({ ...keys, functionName: 'getTotalSupply' }, f.supply),
      claimed: chainRead({ ...keys, functionName: 'getNClaimed', args: [wallet ?? zeroAddress] }, 0n),
    },
    { refetchInterval: WALLET_POLLING_MS },
  );
  const { minted, supply } = chain;
  const left = minted === null || supply === null ? null : supply - minted;
  useEffect(() => onLeft(left), [onLeft, left]);
  const claimed = Number(chain.claimed);
  const balance = useBalance({ address: wallet, chainId: publicConfig.chain.id, query: { enabled: Boolean(wallet), refetchInterval: WALLET_POLLING_MS } });
  const whitelist = useQuery({
    queryKey: ['synthia-whitelist', wallet],
    enabled: Boolean(wallet),
    queryFn: async (): Promise<WhitelistRecord> => {
      const res = await api<{ whitelist: { maxAmount: number } | null }>(`/api/synthia/whitelist?wallet=${wallet}`);
      if (!res.ok) throw new Error(res.error);
      return res.data.whitelist;
    },
  });

  const [amount, setAmount] = useState(1);
  const [receipt, setReceipt] = useState<`0x${string}` | null>(null);
  // Covers the signature fetch too: a second press meanwhile is told the mint is under way.
  const [busy, setBusy] = useState(false);
  const { write, pending } = useWalletWrite([SYNTHIA_KEYS.address]);
  const state = synthiaButton({ loggedIn, minted: minted ?? 0n, supply: supply ?? 0n, claimed, phases, times: f.times, minting: pending || busy });
  const usedUp = whitelistUsedUp({ open, whitelist: whitelist.data, claimed });
  const allowance = mintAllowance(open, whitelist.data);
  const amounts = allowedAmounts(claimed, allowance);
  const chosen = amounts.includes(amount) ? amount : (amounts[0] ?? 1);

  async function onMint() {
    if (busy || pending) return void toast(M.minting);
    setBusy(true);
    try {
      await mint();
    } finally {
      setBusy(false);
    }
  }

  /** Checked in collections §5's order before the wallet is asked. */
  async function mint() {
    if (state.disabled || !open) return;
    // Judge after the reads: the session, the whitelist record and the balance.
    if (session.status === 'loading') await loadWalletSession();
    const signedIn = Boolean(wallet) && isSignedInWallet(wallet, getWalletSession().address);
    const funds = wallet ? ((balance.data ?? (await balance.refetch()).data)?.value ?? 0n) : 0n;
    const base = { claimed, amount: chosen, onMainnet: guard.kind === 'ready', loggedIn: signedIn, balance: funds };
    const refuse = (check: { message: string; signIn?: true }) => {
      toast.error(check.message);
      if (check.signIn) connect();
    };
    // A rejection in the wallet shows the wallet's message too (collections §8).
    const texts = { progress: M.progress(chosen), success: M.success(chosen), fallback: M.failed, walletMessageOnRejection: true };
    let hash: `0x${string}` | null;
    if (open === 'public') {
      // A wallet extension first (a connected wallet counts), then the sign-in.
      const check = checkPublicMint({ ...base, hasWallet: Boolean(wallet) || hasInjectedWallet() });
      if (!check.ok) return refuse(check);
      hash = await write(
        {
          address: SYNTHIA_KEYS.address ?? zeroAddress,
          abi: synthiaKeysAbi,
          functionName: 'publicMint',
          args: [BigInt(chosen)],
          value: SYNTHIA.price * BigInt(chosen),
        },
        texts,
      );
    } else {
      // Without a wallet there is no whitelist record to look up.
      if (!wallet) return connect();
      const record = whitelist.isSuccess ? whitelist.data : await whitelist.refetch().then((r) => (r.isSuccess ? r.data : undefined));
      if (record === undefined) return void toast.error(M.signatureError);
      const check = checkWhitelistMint({ ...base, whitelist: record });
      if (!check.ok) return refuse(check);
      // The answer names the allocation the signature covers.
      const signed = await api<{ signature: `0x${string}`; maxAmount: number }>('/api/synthia/signature', { json: { amount: chosen } });
      if (!signed.ok) return void toast.error(signed.error || M.signatureError);
      hash = await write(
        {
          address: SYNTHIA_KEYS.address ?? zeroAddress,
          abi: synthiaKeysAbi,
          functionName: 'whitelistMint',
          args: [BigInt(signed.data.maxAmount), signed.data.signature, BigInt(chosen)],
          value: SYNTHIA.price * BigInt(chosen),
        },
        texts,
      );
    }
    setReceipt(hash);
    await Promise.all([refetchChain(), balance.refetch()]);
  }

  const receiptUrl = receipt ? explorerTxUrl(publicConfig.chain.explorerUrl, receipt) : null;
  return (
    <Modal open={shown} title="Mint Synthia keys" onClose={onClose}>
      <dl className={styles.mintFigures}>
        <dt>Claimed</dt>
        <dd>
          {claimed} / {allowance}
        </dd>
        <dt>Keys left</dt>
        <dd>{left === null ? '--' : left.toString()}</dd>
        <dt>Your balance</dt>
        <dd>{balance.data ? `${formatBalance(balance.data.value)} ETH` : '--'}</dd>
        <dt>To pay</dt>
        <dd>{weiToEth(SYNTHIA.price * BigInt(chosen))} ETH</dd>
      </dl>
      <fieldset className={styles.amounts}>
        <legend>Amount</legend>
        {SYNTHIA.amounts.map((n) => (
          <label key={n} className={styles.amount}>
            <input type="radio" name="synthia-amount" checked={chosen === n} disabled={!amounts.includes(n)} onChange={() => setAmount(n)} /> {n}
          </label>
        ))}
      </fieldset>
      {usedUp && <p role="status">{usedUp}</p>}
      <button type="button" className={controls.primary} disabled={state.disabled} onClick={() => void onMint()}>
        {state.label}
      </button>
      {receipt && (
        <p role="status">
          {receiptUrl ? (
            <a href={receiptUrl} target="_blank" rel="noopener noreferrer">
              View your receipt
            </a>
          ) : (
            <>Receipt: {receipt}</>
          )}
        </p>
      )}
    </Modal>
  );
}
