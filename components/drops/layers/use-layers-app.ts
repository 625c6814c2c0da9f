'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { vhilsLayersAbi } from '@/contracts/generated/VhilsLayers';
import { vhilsLayersBurnAbi } from '@/contracts/generated/VhilsLayersBurn';
import { vhilsStakingAbi } from '@/contracts/generated/VhilsStaking';
import { vhilsTearClaimAbi } from '@/contracts/generated/VhilsTearClaim';
import { vhilsTearsAbi } from '@/contracts/generated/VhilsTears';
import { vhilsTearUseAbi } from '@/contracts/generated/VhilsTearUse';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { walletRuntime } from '@/components/wallet/panel-wallet';
import { useWalletWrite } from '@/components/wallet/use-wallet-write';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { api } from '@/lib/client/api';
import { LAYERS, type TearType } from '@/lib/drops/layers/config';
import { LAYERS_CONTRACTS as C } from '@/lib/drops/layers/contracts';
import { LAYERS_MESSAGES as M, LAYERS_TEXT as T } from '@/lib/drops/layers/messages';
import { checkApplyTear, checkStake, type TxState } from '@/lib/drops/layers/rules';
import { runFlow, type Approval, type Flow } from '@/lib/drops/layers/flow';
import { isSignedInWallet } from '@/lib/wallet/session-match';
import type { AnyWrite, WriteTexts } from '@/lib/wallet/write';
import { useLayers, type LayerView } from './use-layers';

export const TX_LABELS: Record<Exclude<TxState, 'idle'>, string> = T.tx;

/** Shared by every view: one transaction state for all actions. */
export function useLayersApp() {
  const { guard, connect } = useChainGuard();
  const session = useWalletSession();
  const wallet = guard.kind === 'disconnected' ? undefined : guard.address;
  const data = useLayers(wallet);
  const { write: send, pending: pendingOrSending } = useWalletWrite(Object.values(C).map((contract) => contract.address));
  // The banner names a rejection in the wallet with the action's own error text (collections §8).
  const write: typeof send = (request, texts) => send(request, { rejected: texts.fallback, ...texts });
  const [tx, setTx] = useState<TxState>('idle');
  const loggedIn = Boolean(wallet) && isSignedInWallet(wallet, session.address);
  const onMainnet = guard.kind === 'ready';

  const busy = () => {
    if (tx === 'idle' && !pendingOrSending) return false;
    toast.error(M.pending);
    return true;
  };

  async function approve(target: Approval, fallback: string): Promise<boolean> {
    const operator = C[target].address!;
    const hash =
      target === 'tearUse'
        ? await write(
            { address: C.tears.address!, abi: vhilsTearsAbi, functionName: 'setApprovalForAll', args: [operator, true] },
            { ...T.approveTears, fallback },
          )
        : await write(
            { address: C.layers.address!, abi: vhilsLayersAbi, functionName: 'setApprovalForAll', args: [operator, true] },
            { ...T.approveLayer, fallback },
          );
    return hash !== null;
  }
  const approvalCall = (target: Approval): AnyWrite => ({
    address: (target === 'tearUse' ? C.tears.address : C.layers.address)!,
    abi: target === 'tearUse' ? vhilsTearsAbi : vhilsLayersAbi,
    functionName: 'setApprovalForAll',
    args: [C[target].address!, true],
  });
  /** The approval and the action in one prompt (EIP-5792), with the action's texts. */
  const batched = (target: Approval, call: AnyWrite, texts: WriteTexts) => send([approvalCall(target), call], { rejected: texts.fallback, ...texts });
  /** Every action's sequence (approval first, one state at a time) is lib's runFlow. */
  const flow = <R>(f: Flow<R>) => runFlow({ setTx, approve, refresh: data.refresh, canBatch: async () => (await walletRuntime()).canBatch() }, f);

  async function applyTear(layer: LayerView | null, tearType: TearType) {
    const check = checkApplyTear({
      tx,
      loggedIn,
      layer,
      ownsLayers: data.owns,
      onMainnet,
      tearType,
      balances: data.balances,
      hasTearData: true,
      approved: data.approved.tearUse,
    });
    if (!check.ok) {
      if ('message' in check) toast.error(check.message);
      return;
    }
    const tokenId = layer!.tokenId;
    let tear: { uri: string; signature: `0x${string}` } | null = null;
    const tearCall = () =>
      ({ address: C.tearUse.address!, abi: vhilsTearUseAbi, functionName: 'tear', args: [tokenId, tearType, tear!.uri, tear!.signature] }) as const;
    const tearTexts = { progress: TX_LABELS.applying, success: T.tearApplied(tearType, tokenId), fallback: M.tearError };
    await flow({
      state: 'applying',
      // The tear data first (collections §5 checks it before asking for the approval).
      prepare: async () => {
        const res = await api<{ uri: string; signature: `0x${string}` }>('/api/layers/tear', { json: { tokenId: tokenId.toString(), tearType } });
        if (!res.ok) toast.error(res.status === 404 ? M.tearDataNotFound : res.error);
        else tear = res.data;
        return res.ok;
      },
      approve: check.approve ? { target: 'tearUse', fallback: M.approveTearsError } : null,
      write: () => write(tearCall(), tearTexts),
      batch: () => batched('tearUse', tearCall(), tearTexts),
    });
  }

  async function stake(layer: LayerView) {
    const check = checkStake({ tx, loggedIn, onMainnet, layer, approved: data.approved.staking });
    if (!check.ok) {
      if ('login' in check) connect();
      else if ('message' in check) toast.error(check.message);
      return;
    }
    const stakeCall = { address: C.staking.address!, abi: vhilsStakingAbi, functionName: 'stake', args: [layer.tokenId] } as const;
    const stakeTexts = { progress: TX_LABELS.staking, success: T.staked(layer.tokenId), fallback: M.stakeError, rejected: M.stakeRetry };
    await flow({
      state: 'staking',
      approve: check.approve ? { target: 'staking', fallback: M.approveStakeError } : null,
      write: () => write(stakeCall, stakeTexts),
      batch: () => batched('staking', stakeCall, stakeTexts),
    });
  }

  async function unstake(layer: LayerView) {
    if (busy()) return;
    await flow({
      state: 'withdrawing',
      write: () =>
        write(
          { address: C.staking.address!, abi: vhilsStakingAbi, functionName: 'withdraw', args: [layer.tokenId] },
          { progress: TX_LABELS.withdrawing, success: T.unstaked(layer.tokenId), fallback: M.withdrawError },
        ),
    });
  }

  async function claim(ids: bigint[]): Promise<boolean> {
    if (busy()) return false;
    const hash = await flow({
      state: 'claiming',
      write: () =>
        write(
          { address: C.claim.address!, abi: vhilsTearClaimAbi, functionName: 'claim', args: [ids] },
          { progress: TX_LABELS.claiming, success: T.claimed, fallback: M.claimError },
        ),
    });
    return hash !== null;
  }

  /** Resolves to the burn's transaction hash (the shipping form carries it). */
  async function burn(layer: LayerView, type: 1 | 2 | 3): Promise<`0x${string}` | null> {
    if (busy()) return null;
    const option = LAYERS.burnOptions.find((o) => o.type === type)!;
    const burnCall = {
      address: C.burn.address!,
      abi: vhilsLayersBurnAbi,
      functionName: 'burn',
      args: [layer.tokenId, BigInt(type)],
      value: option.price,
    } as const;
    const burnTexts = { progress: TX_LABELS.burning, success: T.burned(layer.tokenId), fallback: M.burnError };
    return flow({
      state: 'burning',
      approve: data.approved.burn ? null : { target: 'burn', fallback: M.burnError },
      write: () => write(burnCall, burnTexts),
      batch: () => batched('burn', burnCall, burnTexts),
    });
  }

  return { guard, connect, wallet, data, tx, loggedIn, applyTear, stake, unstake, claim, burn, busy };
}

export type LayersApp = ReturnType<typeof useLayersApp>;
