'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReadContracts } from 'wagmi';
import { useChainGuard } from '@/components/wallet/use-chain-guard';
import { api } from '@/lib/client/api';
import { useWallet } from '@/components/wallet/wallet-store';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { publicConfig } from '@/lib/config/public';
import { gateState, holderBalance } from '@/lib/articles/gate';
import { gateReads, type TokenGate } from '@/lib/articles/gate-reads';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import { wrongNetworkMessage } from '@/lib/wallet/messages';
import button from '@/components/ui/button.module.css';
import styles from './gated-article.module.css';

type Props = {
  articleKey: string;
  gate: { contractType: TokenGate['contractType']; contractAddress: `0x${string}`; tokenIds: string[] };
  openseaLink: string | null;
};

/** Rendered in the wallet host's context (gated-article-slot.tsx). */
export default function GatedArticle({ articleKey, gate, openseaLink }: Props) {
  const { guard, connect, switchChain } = useChainGuard();
  const { address: sessionAddress } = useWalletSession();
  const connectModalOpen = useWallet((s) => s.dialogOpen);
  const account = guard.kind === 'disconnected' ? null : guard.address;

  const tokenGate: TokenGate = { ...gate, tokenIds: gate.tokenIds.map(BigInt) };
  const onConfiguredChain = guard.kind === 'ready';
  const reads = useReadContracts({ contracts: account ? gateReads(tokenGate, account) : [], query: { enabled: onConfiguredChain } });
  const balance = !account || reads.isPending ? null : reads.isError ? 0n : holderBalance(reads.data ?? []);
  // The server checks the same on the chain.
  const unlockable = gateState({ account, onConfiguredChain, balance, sessionAddress, content: 'none' }).kind === 'loading';
  const body = useQuery({
    queryKey: ['article-content', articleKey, sessionAddress],
    enabled: unlockable,
    retry: false,
    queryFn: async () => {
      const res = await api<{ html: string }>(`/api/articles/${encodeURIComponent(articleKey)}/content`);
      if (!res.ok) throw new Error(res.error);
      return res.data.html;
    },
  });
  const content = body.isSuccess ? 'loaded' : body.isError ? 'failed' : 'none';
  const state = gateState({ account, onConfiguredChain, balance, sessionAddress, content });

  // collections §8's warning; counted from the modal's opening, which may lag the press.
  const [attempt, setAttempt] = useState<'none' | 'asked' | 'shown'>('none');
  if (attempt === 'asked' && connectModalOpen) setAttempt('shown');
  const warnConnect = attempt === 'shown' && !connectModalOpen && state.kind === 'connect';

  switch (state.kind) {
    case 'connect':
      return (
        <Notice text={GATE_MESSAGES.connect}>
          <button type="button" className={button.primary} onClick={() => (setAttempt('asked'), connect())}>
            {GATE_MESSAGES.connectButton}
          </button>
          {warnConnect && <p role="alert">{GATE_MESSAGES.connectWarning}</p>}
        </Notice>
      );
    case 'wrong-network':
      return (
        <Notice text={wrongNetworkMessage(publicConfig.chain)}>
          <button type="button" className={button.primary} onClick={switchChain}>
            Switch network
          </button>
        </Notice>
      );
    case 'checking':
      return <Notice text={GATE_MESSAGES.checking} />;
    case 'not-holder':
      return (
        <Notice text={GATE_MESSAGES.notHolder}>
          {openseaLink && (
            <a className={button.primary} href={openseaLink} target="_blank" rel="noopener noreferrer">
              Get the token
            </a>
          )}
        </Notice>
      );
    case 'sign-in':
      return (
        <Notice text={GATE_MESSAGES.signIn}>
          {/* The modal carries the sign-in step. */}
          <button type="button" className={button.primary} onClick={connect}>
            Sign in to read
          </button>
        </Notice>
      );
    case 'loading':
      return <Notice text={GATE_MESSAGES.loading} />;
    case 'failed':
      return (
        <Notice text={GATE_MESSAGES.failed}>
          <button type="button" className={button.primary} onClick={() => void body.refetch()}>
            Try again
          </button>
        </Notice>
      );
    case 'unlocked':
      return body.data ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: body.data }} /> : null;
  }
}

function Notice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}
