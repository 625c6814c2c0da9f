import { ServerImage } from '@/components/ui/server-image';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { EventJsonLd } from '@/components/seo/json-ld';
import { dropEvent } from '@/lib/seo/structured';
import { ArticleCard } from '@/components/articles/article-card';
import { ItemCard } from '@/components/drops/item-card';
import { MembershipApplyLoader, NotifyBellLoader } from '@/components/drops/drop-page-loaders';
import { dropModule } from '@/components/drops/registry';
import { ListSection } from '@/components/ui/list-section';
import { getArticle, getDrop, listArticles, listProducts } from '@/lib/platform/content';
import { orNull } from '@/app/_lib/not-found';
import { DROP_PHASE_LABELS, dropPhase, lowestPrice } from '@/lib/drops/phase';
import { dropHref, itemHref, productHref } from '@/lib/drops/links';
import { formatDropDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { describe, truncate } from '@/lib/format/text';
import { publicConfig } from '@/lib/config/public';
import { pageMetadata } from '@/app/_lib/metadata';
import { RELATED_ITEMS, TRUNCATE } from '@/lib/constants';
import { otherDropsItems } from '@/lib/drops/related';
import type { Drop } from '@/lib/drops/types';
import page from '@/components/ui/page.module.css';
import hero from '@/components/ui/hero.module.css';
import styles from './drop-page.module.css';
import { artistHref, articleHref } from '@/lib/links';
import { AddToCalendar } from '@/components/drops/add-to-calendar';
import { dropRelease } from '@/app/_lib/calendar';
import { chainNow } from '@/lib/chain/clock';

type Params = { params: Promise<{ dropId: string }> };

export const revalidate = 60;
export const generateStaticParams = async () => [];

/** A dev-blog name redirects to its article (drop-pages §2). */
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
  const [drop, now] = await Promise.all([loadDrop((await params).dropId), chainNow()]);
  const rules = await dropModule(drop.navKey);
  const event = dropEvent(drop, { siteUrl: publicConfig.siteUrl, now });
  if (rules?.layout)
    return (
      <>
        <EventJsonLd {...event} />
        {await rules.layout({ drop, now })}
      </>
    );
  // Extras: a failed read leaves them empty instead of failing the page.
  const [parts, related, articles] = await Promise.all([
    rules?.parts?.({ drop, now }) ?? {},
    drop.artistKey ? listProducts({ artist: drop.artistKey, pageSize: RELATED_ITEMS + drop.items.length }).catch(() => null) : null,
    drop.artistKey ? listArticles({ home: true, artistRelated: drop.artistKey, pageSize: 3 }).catch(() => null) : null,
  ]);
  const relatedItems = otherDropsItems(drop.key, related?.items ?? [], RELATED_ITEMS);
  const phase = dropPhase(drop, now);
  const release = dropRelease(drop);
  const cover = drop.cover.lg ?? drop.cover.original;
  const price = lowestPrice(drop.items);
  const card = (item: Drop['items'][number]) => <ItemCard key={item.key} item={item} href={itemHref(drop, item)} />;

  return (
    <div className={page.page}>
      <EventJsonLd {...event} />
      {parts.above}
      <header id="about" className={hero.hero}>
        <div className={hero.media}>{cover && <ServerImage src={cover} alt="" fill priority sizes="(max-width: 768px) 100vw, 60vw" />}</div>
        <div className={hero.text}>
          <p className={hero.kicker}>{DROP_PHASE_LABELS[phase]}</p>
          {parts.dateLine && <p className={hero.dateLine}>{parts.dateLine}</p>}
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
          {parts.action}
          {phase === 'upcoming' && drop.releaseDate && (
            <NotifyBellLoader dropKey={drop.key} title={drop.title} releaseDate={drop.releaseDate} renderedAt={now.toISOString()} />
          )}
          {phase === 'upcoming' && release && <AddToCalendar release={release} icsHref={`${dropHref(drop)}/calendar.ics`} />}
        </div>
      </header>

      {parts.items ?? <ListSection id="items" title="Items" items={drop.items} render={card} />}

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
      <MembershipApplyLoader dropKey={drop.key} videoMode={Boolean(drop.cover.video)} />
    </div>
  );
}
