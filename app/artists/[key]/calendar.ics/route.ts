import { dropRelease, icsResponse } from '@/app/_lib/calendar';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { artistCalendar } from '@/lib/calendar/drop-calendar';
import { getArtist } from '@/lib/platform/content';
import { NotFoundError } from '@/lib/platform/errors';

export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }) {
  try {
    const artist = await getArtist((await params).key);
    const releases = artist.drops.flatMap((drop) => dropRelease(drop, drop.artistInfo?.name ?? artist.name) ?? []);
    return icsResponse(artistCalendar(artist.name, releases, new Date()), `${artist.navKey ?? artist.key}-drops.ics`, 'inline');
  } catch (err) {
    if (err instanceof NotFoundError) return jsonError(404, 'No such artist');
    return errorResponse(err);
  }
}
