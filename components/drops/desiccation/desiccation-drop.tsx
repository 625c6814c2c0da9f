import Link from 'next/link';
import { DropCard } from '@/components/drops/drop-card';
import { ItemCard } from '@/components/drops/item-card';
import { ListSection } from '@/components/ui/list-section';
import { ServerImage } from '@/components/ui/server-image';
import { inGridOrder } from '@/lib/drops/desiccation/config';
import { DESICCATION_MANIFESTO } from '@/lib/drops/desiccation/manifesto';
import { DESICCATION_MESSAGES } from '@/lib/drops/desiccation/messages';
import { itemHref } from '@/lib/drops/links';
import type { Drop } from '@/lib/drops/types';
import { artistHref } from '@/lib/links';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from './desiccation.module.css';
import { MembershipApplyLoader } from '@/components/drops/drop-page-loaders';

/** The Desiccation drop (drop-pages §2). */
export function DesiccationDrop({ drop, others }: { drop: Drop; others: readonly Drop[] }) {
  const items = inGridOrder(drop.items);
  const [first, ...rest] = items;
  const poster = drop.cover.lg ?? drop.cover.original;
  return (
    // The site's one route with a dark body (platform-core §2): the film drop (app/globals.css).
    <div className={page.page} data-body="dark">
      <header className={hero.hero}>
        <div className={hero.media}>
          {poster && <ServerImage src={poster} alt="" fill priority sizes="(max-width: 768px) 100vw, 60vw" />}
          {drop.cover.video && (
            // The poster paints first (the LCP); the film stays transparent until its first frame.
            <video className={styles.video} src={drop.cover.video} autoPlay muted loop playsInline preload="metadata" aria-label={`${drop.title} film`} />
          )}
        </div>
        <div className={hero.text}>
          <p className={hero.dateLine}>{DESICCATION_MESSAGES.dateLine}</p>
          <h1 className={hero.title}>{drop.title}</h1>
          {drop.artistInfo && (
            <p className={page.muted}>
              by <Link href={artistHref(drop.artistInfo)}>{drop.artistInfo.name}</Link>
            </p>
          )}
          <p>{drop.description}</p>
        </div>
      </header>

      <section aria-labelledby="manifesto" className={styles.manifesto}>
        <h2 id="manifesto">{DESICCATION_MANIFESTO.title}</h2>
        {DESICCATION_MANIFESTO.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </section>

      {first && (
        <section aria-labelledby="first-item" className={styles.apart}>
          <ItemCard item={first} href={itemHref(drop, first)} titleAs="h2" />
          <div className={hero.text}>
            <p id="first-item" className={hero.kicker}>
              {first.itemType}
            </p>
            <p>{first.description}</p>
            <Link href={itemHref(drop, first)}>{first.itemType === 'Auction' ? `${first.title}: the auction` : `View ${first.title}`}</Link>
          </div>
        </section>
      )}
      <ListSection id="editions" title="Editions" items={rest} render={(item) => <ItemCard key={item.key} item={item} href={itemHref(drop, item)} />} />
      <ListSection
        id="related-drops"
        title={`More drops by ${drop.artistInfo?.name ?? 'this artist'}`}
        items={others}
        render={(d) => <DropCard key={d.key} drop={d} />}
      />
      <MembershipApplyLoader dropKey={drop.key} videoMode={Boolean(drop.cover.video)} />
    </div>
  );
}
