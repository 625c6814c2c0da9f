import { emptyPage, orEmptyAtBuild } from '@/app/_lib/build-phase';
import { pageMetadata } from '@/app/_lib/metadata';
import type { Metadata } from 'next';
import { DropBanner } from '@/components/drops/drop-banner';
import { AuctionEnds, LiveAuctionCard } from '@/components/drops/auction/live-auction-card';
import { liveAuctionCards } from '@/lib/drops/auction/card';
import { chainNow } from '@/lib/chain/clock';
import { DropCard } from '@/components/drops/drop-card';
import { ArticleCard } from '@/components/articles/article-card';
import { Carousel } from '@/components/ui/carousel';
import { EmptyData } from '@/components/ui/empty-data';
import { ListSection } from '@/components/ui/list-section';
import { listArticles, listDrops, listFeaturedDrops } from '@/lib/platform/content';
import {
  BANNER_SLIDESHOW,
  CAROUSEL,
  HOME_ARTICLES,
  HOME_BANNER_DROPS,
  HOME_FEATURED_COLLECTIONS,
  HOME_UPCOMING_DROPS,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@/lib/constants';
import page from '@/components/ui/page.module.css';
import list from '@/components/ui/list-section.module.css';

export const revalidate = 60;
export const metadata: Metadata = {
  ...pageMetadata({ title: `${SITE_NAME}: timed drops of digital art`, description: SITE_DESCRIPTION, path: '/' }),
  title: { absolute: `${SITE_NAME}: timed drops of digital art` },
};

export default async function HomePage() {
  // The banner is the page; other sections show "Empty data" rather than failing it.
  const none = { items: [] };
  const [current, featured, upcoming, articles, auctions] = await Promise.all([
    orEmptyAtBuild(listDrops({ time: 'current', pageSize: HOME_BANNER_DROPS }), emptyPage()),
    listFeaturedDrops({ pageSize: HOME_FEATURED_COLLECTIONS }).catch(() => none),
    listDrops({ time: 'upcoming', pageSize: HOME_UPCOMING_DROPS }).catch(() => none),
    listArticles({ home: true, pageSize: HOME_ARTICLES }).catch(() => none),
    chainNow()
      .then(liveAuctionCards)
      .catch(() => []),
  ]);

  return (
    <div className={page.page}>
      <section aria-labelledby="current-drops">
        <h1 id="current-drops" className="visually-hidden">
          Current drops
        </h1>
        {current.items.length ? (
          <Carousel label="Current drops slideshow" perView="one" timing={BANNER_SLIDESHOW}>
            {current.items.map((drop, i) => (
              <DropBanner key={drop.key} drop={drop} priority={i === 0} />
            ))}
          </Carousel>
        ) : (
          <EmptyData />
        )}
      </section>
      {auctions.map((card) => (
        <LiveAuctionCard key={card.href} card={card} timer={<AuctionEnds card={card} />} />
      ))}
      <ListSection
        id="featured-collections"
        title="Featured collections"
        items={featured.items}
        wide
        render={(drop) => <DropCard key={drop.key} drop={drop} />}
      />
      {/* Not ListSection: the carousel's script stays on this page. */}
      <section aria-labelledby="latest-articles" className={list.section}>
        <h2 id="latest-articles" className={list.heading}>
          Latest articles
        </h2>
        {articles.items.length ? (
          <Carousel label="Latest articles carousel" perView="responsive" timing={CAROUSEL}>
            {articles.items.map((article) => (
              <ArticleCard key={article.key} article={article} />
            ))}
          </Carousel>
        ) : (
          <EmptyData />
        )}
      </section>
      <ListSection id="upcoming-drops" title="Upcoming drops" items={upcoming.items} render={(drop) => <DropCard key={drop.key} drop={drop} />} />
    </div>
  );
}
