import { ServerImage } from '@/components/ui/server-image';
import { productHref } from '@/lib/drops/links';
import { ProfilePageJsonLd } from '@/components/seo/json-ld';
import { DropCard } from '@/components/drops/drop-card';
import { ItemCard } from '@/components/drops/item-card';
import { ListSection } from '@/components/ui/list-section';
import { getArtist } from '@/lib/platform/content';
import { orNotFound } from '@/app/_lib/not-found';
import { publicConfig } from '@/lib/config/public';
import { pageMetadata } from '@/app/_lib/metadata';
import { describe } from '@/lib/format/text';
import page from '@/components/ui/page.module.css';
import styles from './artist-page.module.css';
import { artistHref } from '@/lib/links';
import { socialHref } from '@/lib/accounts/completion';

type Params = { params: Promise<{ key: string }> };

export const revalidate = 60;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Params) {
  const artist = await orNotFound(getArtist((await params).key));
  return pageMetadata({
    ownImage: true,
    title: artist.name,
    description: describe(artist.tagLine ? `${artist.tagLine} ${artist.description}` : artist.description),
    path: artistHref(artist),
    type: 'profile',
  });
}

export default async function ArtistPage({ params }: Params) {
  const artist = await orNotFound(getArtist((await params).key));
  const url = `${publicConfig.siteUrl}${artistHref(artist)}`;
  const sameAs = Object.values(artist.social)
    .flatMap((v) => socialHref(v) ?? [])
    .concat(artist.website ? [artist.website] : []);
  const cover = artist.cover.lg ?? artist.cover.original;
  return (
    <div className={page.page}>
      <ProfilePageJsonLd
        mainEntity={{ '@type': 'Person', name: artist.name, description: describe(artist.description, 300), image: artist.avatar.sm ?? undefined, url, sameAs }}
      />
      <header className={styles.hero}>
        <div className={styles.media}>{cover && <ServerImage src={cover} alt="" fill priority sizes="100vw" />}</div>
        <div className={styles.text}>
          <h1 className={styles.name}>{artist.name}</h1>
          {artist.tagLine && <p className={styles.tagLine}>{artist.tagLine}</p>}
        </div>
      </header>
      <section aria-labelledby="about" className={page.narrow}>
        <h2 id="about">About</h2>
        <p>{artist.description}</p>
        {artist.info && <p className={page.muted}>{artist.info}</p>}
        {sameAs.length > 0 && (
          <ul className={styles.links}>
            {sameAs.map((href) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {new URL(href).hostname.replace(/^www\./, '')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ListSection id="drops" title="Drops" items={artist.drops} render={(d) => <DropCard key={d.key} drop={d} />} />
      <p className={page.narrow}>
        <a href={`${artistHref(artist)}/calendar.ics`} type="text/calendar">
          Subscribe to {artist.name}’s upcoming drops
        </a>{' '}
        <span className={page.muted}>(a calendar feed: add its address to your calendar app)</span>
      </p>
      <ListSection
        id="assets"
        title="Works"
        items={artist.assets}
        render={(asset) => <ItemCard key={asset.key} item={{ ...asset, title: asset.name }} href={productHref(asset)} />}
      />
    </div>
  );
}
