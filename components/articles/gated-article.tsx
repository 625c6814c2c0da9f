'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useState } from 'react';
import { useAccount, useReadContracts, useSwitchChain } from 'wagmi';
import { WalletProviders } from '@/components/wallet/wallet-providers';
import { useWalletSession } from '@/components/wallet/wallet-session';
import { publicConfig } from '@/lib/config/public';
import { gateState, holderBalance } from '@/lib/articles/gate';
import { gateReads, type TokenGate } from '@/lib/articles/gate-reads';
import { GATE_MESSAGES } from '@/lib/articles/messages';
import { wrongNetworkMessage } from '@/lib/wallet/messages';
import button from '@/components/ui/button.module.css';
import styles from './gated-article.module.css';

type Props = { articleKey: string; gate: { contractType: TokenGate['contractType']; contractAddress: `0x${string}`; tokenIds: string[] }; openseaLink: string | null };

type Content = { status: 'none' | 'loading' | 'failed' } | { status: 'loaded'; html: string };

function GatedArticleBody({ articleKey, gate, openseaLink }: Props) {
  const { address, chainId } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { switchChain } = useSwitchChain();
  const { address: sessionAddress } = useWalletSession();
  const [content, setContent] = useState<Content>({ status: 'none' });

  const tokenGate: TokenGate = { ...gate, tokenIds: gate.tokenIds.map(BigInt) };
  const onConfiguredChain = chainId === publicConfig.chain.id;
  const reads = useReadContracts({ contracts: address ? gateReads(tokenGate, address) : [], query: { enabled: Boolean(address && onConfiguredChain) } });
  const balance = !address || reads.isPending ? null : reads.isError ? 0n : holderBalance(reads.data ?? []);
  const state = gateState({ account: address ?? null, onConfiguredChain, balance, sessionAddress, content: content.status });

  useEffect(() => {
    if (state.kind !== 'loading' || content.status !== 'none') return;
    setContent({ status: 'loading' });
    fetch(`/api/articles/${encodeURIComponent(articleKey)}/content`)
      .then(async (r) => (r.ok ? setContent({ status: 'loaded', html: ((await r.json()) as { html: string }).html }) : setContent({ status: 'failed' })))
      .catch(() => setContent({ status: 'failed' }));
  }, [state.kind, content.status, articleKey]);

  switch (state.kind) {
    case 'connect':
      return (
        <Notice text={GATE_MESSAGES.connect}>
          <button type="button" className={button.primary} onClick={openConnectModal}>
            {GATE_MESSAGES.connectButton}
          </button>
        </Notice>
      );
    case 'wrong-network':
      return (
        <Notice text={wrongNetworkMessage(publicConfig.chain)}>
          <button type="button" className={button.primary} onClick={() => switchChain({ chainId: publicConfig.chain.id })}>
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
          {/* RainbowKit's modal carries the sign-in step (the wallet signs the platform's nonce). */}
          <button type="button" className={button.primary} onClick={openConnectModal}>
            Sign in to read
          </button>
        </Notice>
      );
    case 'loading':
      return <Notice text={GATE_MESSAGES.loading} />;
    case 'failed':
      return (
        <Notice text={GATE_MESSAGES.failed}>
          <button type="button" className={button.primary} onClick={() => setContent({ status: 'none' })}>
            Try again
          </button>
        </Notice>
      );
    case 'unlocked':
      return content.status === 'loaded' ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: content.html }} /> : null;
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

/** The body of a gated article, unlocked for a signed-in holder of the gating token. */
export default function GatedArticle(props: Props) {
  return (
    <WalletProviders>
      <GatedArticleBody {...props} />
    </WalletProviders>
  );
}
