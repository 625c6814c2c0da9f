import { emptyPage, orEmptyAtBuild } from '@/app/_lib/build-phase';
import { ArtistCoverList } from '@/components/artists/artist-cover-list';
import { EmptyData } from '@/components/ui/empty-data';
import { ServerImage } from '@/components/ui/server-image';
import { listArtists } from '@/lib/platform/content';
import { ARTIST_MENU_MAX } from '@/lib/constants';
import { pageMetadata } from '@/app/_lib/metadata';
import { artistHref } from '@/lib/links';

export const revalidate = 60;
export const metadata = pageMetadata({
  title: 'Artists',
  description: 'The artists behind the drops: street artists, manga makers, painters and generative studios.',
  path: '/artists',
  ownImage: true,
});

export default async function ArtistsPage() {
  const artists = (await orEmptyAtBuild(listArtists({ pageSize: ARTIST_MENU_MAX }), emptyPage())).items;
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
