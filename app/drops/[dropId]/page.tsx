import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { EventJsonLd } from '@/components/seo/json-ld';
import { ArticleCard } from '@/components/articles/article-card';
import { ItemCard } from '@/components/drops/item-card';
import { NotifyBell } from '@/components/drops/notify-bell';
import { MembershipApply } from '@/components/drops/membership/membership-apply';
import { DesiccationDrop } from '@/components/drops/desiccation/desiccation-drop';
import { DESICCATION } from '@/lib/drops/desiccation/config';
import { TetheredSlot } from '@/components/drops/tethered/tethered-slot';
import { TETHERED } from '@/lib/drops/tethered/config';
import { readTethered } from '@/lib/drops/tethered/chain';
import { ListSection } from '@/components/ui/list-section';
import { VrItems } from '@/components/drops/vr/vr-items';
import { TeaserNav } from '@/components/drops/lushsux/teaser-nav';
import { PanelButton } from '@/components/drops/panel-button';
import { PRINT_CLAIM, PRINT_CLAIM_MESSAGES } from '@/lib/drops/print-claim/config';
import { BurnLoader } from '@/components/drops/burn/burn-loader';
import { BURN } from '@/lib/drops/burn/config';
import { readBurn } from '@/lib/drops/burn/chain';
import { FoundingLoader } from '@/components/drops/founding/founding-loader';
import { FOUNDING_TOKEN } from '@/lib/drops/founding/config';
import { readFoundingSupply } from '@/lib/drops/founding/chain';
import { vrDropOf } from '@/lib/drops/vr/config';
import { readVrSupplies } from '@/lib/drops/vr/chain';
import { LushsuxLanding } from '@/components/drops/lushsux/lushsux-landing';
import { LayersPage } from '@/components/drops/layers/layers-page';
import { LAYERS } from '@/lib/drops/layers/config';
import { readLayers } from '@/lib/drops/layers/chain';
import { getCollectionTraits } from '@/lib/platform/layers';
import { SynthiaPage } from '@/components/drops/synthia/synthia-page';
import { SYNTHIA } from '@/lib/drops/synthia/config';
import { readSynthia } from '@/lib/drops/synthia/chain';
import { getSynthiaReveal } from '@/lib/platform/synthia';
import { LUSHSUX_LANDING } from '@/lib/drops/lushsux/config';
import { DEFAULT_POSTS_VIEW, postsPage } from '@/lib/drops/lushsux/posts';
import { getArticle, getDrop, listArticles, listDrops, listPosts, listProducts } from '@/lib/platform/content';
import { orNull } from '@/app/_lib/not-found';
import { EVE_NAV_KEY, eveSections } from '@/lib/drops/eve-layout';
import { DROP_PHASE_LABELS, dropPhase, lowestPrice } from '@/lib/drops/phase';
import { dropHref, itemHref, productHref } from '@/lib/drops/links';
import { formatDropDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { truncate } from '@/lib/format/text';
import { publicConfig } from '@/lib/config/public';
import { describe, pageMetadata } from '@/app/_lib/metadata';
import { RELATED_ITEMS, TRUNCATE } from '@/lib/constants';
import { otherDropsItems } from '@/lib/drops/related';
import { isYourFace, yourFaceDateLine } from '@/lib/drops/your-face/config';
import type { Drop } from '@/lib/drops/types';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from './drop-page.module.css';
import { artistHref, articleHref } from '@/lib/links';

type Params = { params: Promise<{ dropId: string }> };

// Rendered on first request, then served from Next's cache and refreshed at most 60 s after a change.
export const revalidate = 60;
export const generateStaticParams = async () => [];

/** The drop, or — for a dev-blog name — a redirect to its article (drop-pages §2), or the 404 page. */
async function loadDrop(dropId: string): Promise<Drop> {
  const drop = await orNull(getDrop(dropId));
  if (drop) return drop;
  const article = await orNull(getArticle(dropId));
  if (article) permanentRedirect(articleHref(article));
  notFound();
}

export async function generateMetadata({ params }: Params) {
  const drop = await loadDrop((await params).dropId);
  const by = drop.artistInfo ? ` by ${drop.artistInfo.name}` : '';
  return pageMetadata({
    ownImage: true,
    title: `${drop.title}${by}`,
    description: describe(drop.summary || drop.description),
    path: dropHref(drop),
  });
}

export default async function DropPage({ params }: Params) {
  const drop = await loadDrop((await params).dropId);
  if (drop.navKey === DESICCATION.navKey) {
    // Its own layout; the artist's other drops are an extra: a failed read leaves the strip empty.
    const related = drop.artistKey ? await listDrops({ artist: drop.artistKey, time: 'all', pageSize: RELATED_ITEMS + 1 }).catch(() => null) : null;
    return <DesiccationDrop drop={drop} others={(related?.items ?? []).filter((d) => d.key !== drop.key).slice(0, RELATED_ITEMS)} />;
  }
  if (drop.navKey === LUSHSUX_LANDING.navKey) {
    // The members' landing: the first posts of the default view in the HTML; a failed read leaves the grid to retry in the browser.
    const posts = await listPosts(DEFAULT_POSTS_VIEW, postsPage(0)).then(
      (p) => ({ items: p.items, total: p.totalCount, hasNextPage: p.hasNextPage }),
      (err) => (console.error('[platform] posts failed', (err as Error).message), null),
    );
    return <LushsuxLanding drop={drop} posts={posts} />;
  }
  if (drop.navKey === LAYERS.navKey) {
    // The layers page (collections §2): the windows and supply from the chain (fallbacks on failure), the trait shares from the marketplace (none on failure).
    const [figures, traits] = await Promise.all([
      readLayers(),
      getCollectionTraits('vhils-layers').catch((err: Error) => (console.error('[platform] layers traits failed', err.message), null)),
    ]);
    return (
      <LayersPage drop={drop} windows={figures.windows} supply={figures.supply?.toString() ?? null} traits={traits} renderedAt={new Date().toISOString()} />
    );
  }
  if (drop.navKey === SYNTHIA.navKey) {
    // The key collection (collections §2): the sale times and supply from the chain, the picture by the revealed state (the cover when unknown).
    const [figures, reveal] = await Promise.all([
      readSynthia(),
      getSynthiaReveal().catch((err: Error) => (console.error('[platform] synthia reveal failed', err.message), null)),
    ]);
    return (
      <SynthiaPage
        drop={drop}
        reveal={reveal}
        figures={{
          times: figures.times,
          minted: figures.minted?.toString() ?? null,
          supply: figures.supply?.toString() ?? null,
          renderedAt: new Date().toISOString(),
        }}
      />
    );
  }
  const slug = drop.navKey ?? drop.key;
  // The strips are extras: a failed read leaves them empty instead of failing the page.
  const vr = vrDropOf(drop.navKey);
  const [related, articles, tethered, vrSupplies, founding, burn] = await Promise.all([
    drop.artistKey ? listProducts({ artist: drop.artistKey, pageSize: RELATED_ITEMS + drop.items.length }).catch(() => null) : null,
    drop.artistKey ? listArticles({ home: true, artistRelated: drop.artistKey, pageSize: 3 }).catch(() => null) : null,
    // The tethered mint page (drop-pages §2) claims on its own page: its figures are read for the HTML.
    drop.navKey === TETHERED.navKey ? readTethered() : null,
    // The VR drops (drop-pages §2) mint and claim their items on the page: their supplies are in the HTML.
    vr ? readVrSupplies(vr) : null,
    drop.navKey === FOUNDING_TOKEN.navKey ? readFoundingSupply() : null,
    drop.navKey === BURN.navKey ? readBurn() : null,
  ]);
  const relatedItems = otherDropsItems(drop.key, related?.items ?? [], RELATED_ITEMS);
  const now = new Date();
  const phase = dropPhase(drop, now);
  const cover = drop.cover.lg ?? drop.cover.original;
  const url = `${publicConfig.siteUrl}/drops/${slug}`;
  const price = lowestPrice(drop.items);
  const card = (item: Drop['items'][number]) => <ItemCard key={item.key} item={item} href={itemHref(drop, item)} />;
  // The Your Face rounds carry a date line over their title (drop-pages §2).
  const dateLine = isYourFace(drop.navKey) ? yourFaceDateLine(drop) : null;

  return (
    <div className={page.page}>
      <EventJsonLd
        name={drop.title}
        description={describe(drop.description, 300)}
        startDate={drop.releaseDate ?? ''}
        endDate={drop.endDate ?? undefined}
        location={{ '@type': 'VirtualLocation', url } as never}
        image={cover ?? undefined}
        url={url}
        organizer={drop.artistInfo ? { '@type': 'Person', name: drop.artistInfo.name } : undefined}
        offers={
          {
            price: price ?? '0',
            priceCurrency: 'ETH',
            url,
            availability: phase === 'ended' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          } as never
        }
      />
      {drop.navKey === PRINT_CLAIM.navKey && <TeaserNav title={drop.title} anchors={LUSHSUX_LANDING.anchors.slice(0, 1)} />}
      <header id="about" className={hero.hero}>
        <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill priority sizes="(max-width: 768px) 100vw, 60vw" />}</div>
        <div className={hero.text}>
          <p className={hero.kicker}>{DROP_PHASE_LABELS[phase]}</p>
          {dateLine && <p className={hero.dateLine}>{dateLine}</p>}
          <h1 className={hero.title}>{drop.title}</h1>
          {drop.artistInfo && (
            <p className={styles.artist}>
              by <Link href={artistHref(drop.artistInfo)}>{drop.artistInfo.name}</Link>
            </p>
          )}
          <p>{truncate(drop.description, TRUNCATE.dropDescriptionLarge)}</p>
          <dl className={hero.facts}>
            {drop.releaseDate && (
              <>
                <dt>Release</dt>
                <dd>
                  <time dateTime={drop.releaseDate}>{formatDropDate(drop.releaseDate)}</time>
                </dd>
              </>
            )}
            {drop.endDate && (
              <>
                <dt>Ends</dt>
                <dd>
                  <time dateTime={drop.endDate}>{formatDropDate(drop.endDate)}</time>
                </dd>
              </>
            )}
            <dt>From</dt>
            <dd>{formatPrice(price)}</dd>
          </dl>
          {drop.navKey === PRINT_CLAIM.navKey && <PanelButton state={{ label: PRINT_CLAIM_MESSAGES.soldOut, disabled: true }} />}
          {burn && <BurnLoader figures={{ supply: burn.supply === null ? null : burn.supply.toString(), salesActive: burn.salesActive }} />}
          {founding !== null && <FoundingLoader supply={founding.toString()} renderedAt={now.toISOString()} />}
          {tethered && <TetheredSlot figures={{ supply: tethered.supply.toString(), price: tethered.price.toString() }} />}
          {phase === 'upcoming' && drop.releaseDate && (
            <NotifyBell dropKey={drop.key} title={drop.title} releaseDate={drop.releaseDate} renderedAt={now.toISOString()} />
          )}
        </div>
      </header>

      {vr && vrSupplies ? (
        <section id="items" aria-labelledby="vr-items-title">
          <h2 id="vr-items-title">Items</h2>
          <VrItems drop={vr} supplies={vrSupplies} />
        </section>
      ) : drop.navKey === EVE_NAV_KEY ? (
        <EveSections drop={drop} card={card} />
      ) : (
        <ListSection id="items" title="Items" items={drop.items} render={card} />
      )}

      {drop.articleInfo && (
        <p>
          <Link href={articleHref(drop.articleInfo)} className={styles.devBlog}>
            Read the dev blog: {drop.articleInfo.title}
          </Link>
        </p>
      )}
      <ListSection id="related-articles" title="Related articles" items={articles?.items ?? []} render={(a) => <ArticleCard key={a.key} article={a} />} />
      <ListSection
        id="related-items"
        title="More from this artist"
        items={relatedItems}
        render={(item) => <ItemCard key={item.key} item={item} href={productHref(item)} />}
      />
      <MembershipApply dropKey={drop.key} videoMode={Boolean(drop.cover.video)} />
    </div>
  );
}

function EveSections({ drop, card }: { drop: Drop; card: (item: Drop['items'][number]) => React.ReactNode }) {
  const { eve, numbered, freeMint } = eveSections(drop.items);
  return (
    <>
      <ListSection id="eve-of-revolution" title="Eve of Revolution" items={eve} render={card} />
      <ListSection id="editions" title="Editions" items={numbered} render={card} />
      <ListSection id="free-mint" title="Free Mint" items={freeMint} render={card} />
    </>
  );
}
