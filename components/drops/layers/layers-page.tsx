import type { Drop, MarketStats } from '@/lib/drops/types';
import { LAYERS } from '@/lib/drops/layers/config';
import { LAYERS_MESSAGES as M, LAYERS_TEXT } from '@/lib/drops/layers/messages';
import type { Windows } from '@/lib/drops/layers/rules';
import { formatFloorPrice, formatThirtyDay } from '@/lib/format/market';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import { LayersViewsLoader as LayersViews } from '@/components/drops/drop-page-loaders';
import page from '@/components/ui/page.module.css';
import styles from './layers.module.css';

type Props = {
  drop: Drop;
  windows: Windows;
  supply: string | null;
  traits: Record<string, Record<string, number>> | null;
  /** Marketplace figures; null when the platform gave none (each shows "--"). */
  market: MarketStats | null;
  renderedAt: string;
};

const FAQ = [
  ['What is a LAYER?', 'A genesis LAYER hides one of 2,803 artworks under three layers of paint; each TEAR removes one and reveals two of its traits.'],
  [
    'How do I get TEARS?',
    'Claim them during the claim window (3, 2 or 1 for a LAYER with 0, 1 or 2 tears used), or stake an unrevealed LAYER: 120, 70 and 40 days each give one.',
  ],
  ['What do medals do?', 'A fully revealed LAYER staked for 10, 60, 60, 60 and 116 days climbs from Bronze to Diamond.'],
  ['What can I burn?', 'One fully revealed LAYER for a signed 70 x 50 cm print (0.2 ETH), four prints (0.8 ETH) or the original billboard artwork (10 ETH).'],
] as const;

/** The layers page (collections §2). */
export function LayersPage({ drop, windows, supply, traits, market, renderedAt }: Props) {
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <h1>{drop.title}</h1>
        {drop.artistInfo && <p className={page.muted}>by {drop.artistInfo.name}</p>}
        <p className={styles.info}>{M.changesTakeTime}</p>
      </header>
      <LayersViews
        windows={windows}
        traits={traits}
        renderedAt={renderedAt}
        sections={{
          whatis: (
            <>
              <h2>What Is LAYERS</h2>
              <p>{drop.description}</p>
              <dl className={styles.figures}>
                <dt>Artworks to reveal</dt>
                <dd>{LAYERS.artworks.toLocaleString('en-US')}</dd>
                <dt>LAYERS in circulation</dt>
                <dd>{supply ?? '--'}</dd>
                <dt>Tears per LAYER</dt>
                <dd>{LAYERS.maxTears}</dd>
                <dt>Floor price</dt>
                <dd>{formatFloorPrice(market?.floorPrice)}</dd>
                <dt>30-day volume</dt>
                <dd>{formatThirtyDay(market?.volume30d)}</dd>
                <dt>30-day average price</dt>
                <dd>{formatThirtyDay(market?.averagePrice30d)}</dd>
              </dl>
            </>
          ),
          revealing: (
            <details className={styles.steps} open>
              <summary>How to reveal</summary>
              <ol>
                <li>Own a genesis Layer</li>
                <li>Own a Tear</li>
                <li>Apply your Tear</li>
              </ol>
            </details>
          ),
          staking: (
            <div className={styles.stakingInfo}>
              <p>
                <strong>Round 1: unrevealed.</strong> Stake a LAYER that is not fully revealed to earn TEARS: 120, 70, then 40 days, one TEAR each.
              </p>
              <p>
                <strong>Round 2: revealed.</strong> Stake a fully revealed LAYER for medals: Bronze, Silver, Gold, Platinum and Diamond.
              </p>
              <a href="#layers-faq">FAQ</a>
            </div>
          ),
          burning: <h2>Burning</h2>,
        }}
        faq={
          <section id="layers-faq" aria-labelledby="layers-faq-title" className={styles.faq}>
            <h2 id="layers-faq-title">FAQ</h2>
            {FAQ.map(([q, a]) => (
              <details key={q}>
                <summary>{q}</summary>
                <p>{a}</p>
              </details>
            ))}
          </section>
        }
        team={
          <section aria-labelledby="layers-team" className={styles.faq}>
            <h2 id="layers-team">Team</h2>
            <p>{drop.artistInfo?.name ?? 'The artist'} with the DRP studio.</p>
          </section>
        }
        newsletter={
          <section aria-labelledby="layers-newsletter" className={styles.faq}>
            <h2 id="layers-newsletter">{LAYERS_TEXT.newsletter.title}</h2>
            <p>{LAYERS_TEXT.newsletter.line}</p>
            <NewsletterForm labelledBy="layers-newsletter" failedText={LAYERS_TEXT.newsletter.failed} />
          </section>
        }
      />
    </div>
  );
}
