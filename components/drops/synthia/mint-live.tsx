'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatEther, zeroAddress } from 'viem';
import { useBalance, useReadContracts } from 'wagmi';
import { synthiaKeysAbi } from '@/contracts/generated/SynthiaKeys';
import { Modal } from '@/components/ui/modal';
import { useNow } from '@/components/ui/use-now';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { useContractWrite } from '@/components/wallet/use-contract-write';
import { getWalletSession, loadWalletSession, useWalletSession } from '@/components/wallet/wallet-session';
import { liveIsland } from '@/components/wallet/wallet-providers';
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
  NO_PHASES,
  openMint,
  salePhases,
  synthiaButton,
  type SalePhases,
  type WhitelistRecord,
} from '@/lib/drops/synthia/rules';
import { explorerTxUrl } from '@/lib/wallet/write';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import type { SynthiaFigures } from './mint-bar';
import { MintBar } from './mint-bar';
import { DiscordLink } from './discord-link';
import styles from './synthia.module.css';

const ok = <T,>(r: { status: string; result?: unknown } | undefined): T | undefined => (r?.status === 'success' ? (r.result as T) : undefined);

function Mint(f: SynthiaFigures) {
  const { guard, connect } = useChainGuard();
  const session = useWalletSession();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const loggedIn = Boolean(wallet) && isSignedInWallet(wallet, session.address);
  const now = useNow(new Date(f.renderedAt));
  // collections §4: each phase flag flips once and stays (even if the device's clock goes back).
  const [latched, setLatched] = useState<SalePhases>(NO_PHASES);
  const phases = f.times ? salePhases(Math.floor(now.getTime() / 1000), f.times, latched) : latched;
  if (JSON.stringify(phases) !== JSON.stringify(latched)) setLatched(phases);
  const open = openMint(phases);

  const keys = { address: SYNTHIA_KEYS.address ?? zeroAddress, abi: synthiaKeysAbi, chainId: publicConfig.chain.id } as const;
  const reads = useReadContracts({
    contracts: [
      { ...keys, functionName: 'totalSupply' },
      { ...keys, functionName: 'getTotalSupply' },
      { ...keys, functionName: 'getNClaimed', args: [wallet ?? zeroAddress] },
    ],
    query: { enabled: Boolean(SYNTHIA_KEYS.address), refetchInterval: WALLET_POLLING_MS },
  });
  const minted = ok<bigint>(reads.data?.[0]) ?? (f.minted === null ? null : BigInt(f.minted));
  const supply = ok<bigint>(reads.data?.[1]) ?? (f.supply === null ? null : BigInt(f.supply));
  // Unknown figures stay unknown ("--"), never a made-up 0 left.
  const left = minted === null || supply === null ? null : supply - minted;
  const claimed = Number(ok<bigint>(reads.data?.[2]) ?? 0n);
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

  const [modal, setModal] = useState(false);
  const [amount, setAmount] = useState(1);
  const [receipt, setReceipt] = useState<`0x${string}` | null>(null);
  // The whole press, signature fetch included: a second press meanwhile is told the mint is under way.
  const [busy, setBusy] = useState(false);
  const { write, pending } = useContractWrite();
  const state = synthiaButton({ loggedIn, minted: minted ?? 0n, supply: supply ?? 0n, claimed, phases, minting: pending || busy });
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

  async function mint() {
    if (!wallet) return connect();
    // Judge with the reads done, not before them: the session, the whitelist record and the balance.
    if (session.status === 'loading') await loadWalletSession();
    const signedIn = isSignedInWallet(wallet, getWalletSession().address);
    if (!signedIn) return connect();
    if (state.disabled) return;
    const funds = (balance.data ?? (await balance.refetch()).data)?.value ?? 0n;
    const base = { claimed, amount: chosen, onMainnet: guard.kind === 'ready', loggedIn: signedIn, balance: funds };
    const texts = { progress: M.progress(chosen), success: M.success(chosen), fallback: M.failed };
    let hash: `0x${string}` | null;
    if (open === 'public') {
      const check = checkPublicMint({ ...base, hasWallet: true });
      if (!check.ok) return void toast.error(check.message);
      hash = await write(
        { address: keys.address, abi: synthiaKeysAbi, functionName: 'publicMint', args: [BigInt(chosen)], value: SYNTHIA.price * BigInt(chosen) },
        texts,
      );
    } else {
      const record = whitelist.isSuccess ? whitelist.data : await whitelist.refetch().then((r) => (r.isSuccess ? r.data : undefined));
      if (record === undefined) return void toast.error(M.signatureError);
      const check = checkWhitelistMint({ ...base, whitelist: record });
      if (!check.ok) return void toast.error(check.message);
      const signed = await api<{ signature: `0x${string}`; maxAmount: number }>('/api/synthia/signature', { json: {} });
      if (!signed.ok) return void toast.error(signed.status === 404 ? M.notWhitelisted : M.signatureError);
      hash = await write(
        {
          address: keys.address,
          abi: synthiaKeysAbi,
          functionName: 'whitelistMint',
          args: [BigInt(signed.data.maxAmount), signed.data.signature, BigInt(chosen)],
          value: SYNTHIA.price * BigInt(chosen),
        },
        texts,
      );
    }
    setReceipt(hash);
    await Promise.all([reads.refetch(), balance.refetch()]);
  }

  const receiptUrl = receipt ? explorerTxUrl(publicConfig.chain.explorerUrl, receipt) : null;
  return (
    <>
      <MintBar left={left} closed={open === null} onMint={() => setModal(true)}>
        {loggedIn && <DiscordLink />}
      </MintBar>
      <Modal open={modal} title="Mint Synthia keys" onClose={() => setModal(false)}>
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
          <dd>{formatEther(SYNTHIA.price * BigInt(chosen))} ETH</dd>
        </dl>
        <fieldset className={styles.amounts}>
          <legend>Amount</legend>
          {SYNTHIA.amounts.map((n) => (
            <label key={n} className={styles.amount}>
              <input type="radio" name="synthia-amount" checked={chosen === n} disabled={!amounts.includes(n)} onChange={() => setAmount(n)} /> {n}
            </label>
          ))}
        </fieldset>
        <button type="button" className={styles.primary} disabled={state.disabled} onClick={() => void onMint()}>
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
    </>
  );
}

/** The key collection's mint modal (collections §2, §4, §5): the phases by a one-second clock, the checks in order, a server-signed whitelist. */
export default liveIsland(Mint);
