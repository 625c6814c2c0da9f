import { connection } from 'next/server';
import { ArtistCoverList } from '@/components/artists/artist-cover-list';
import { EmptyData } from '@/components/ui/empty-data';
import { ServerImage } from '@/components/ui/server-image';
import { listArtists } from '@/lib/platform/content';
import { ARTIST_MENU_MAX } from '@/lib/constants';
import { pageMetadata } from '@/app/_lib/metadata';
import { artistHref } from '@/lib/links';

export const metadata = pageMetadata({
  title: 'Artists',
  description: 'The artists behind the drops: street artists, manga makers, painters and generative studios.',
  path: '/artists',
});

export default async function ArtistsPage() {
  await connection();
  const artists = (await listArtists({ pageSize: ARTIST_MENU_MAX })).items;
  return (
    <>
      <h1 className="visually-hidden">Artists</h1>
      {artists.length ? (
        <ArtistCoverList
          artists={artists.map((a, i) => {
            const cover = a.cover.lg ?? a.cover.original;
            return {
              key: a.key,
              name: a.name,
              href: artistHref(a),
              tagLine: a.tagLine,
              background: cover ? <ServerImage src={cover} alt="" fill sizes="100vw" priority={i === 0} /> : null,
            };
          })}
        />
      ) : (
        <EmptyData />
      )}
    </>
  );
}
