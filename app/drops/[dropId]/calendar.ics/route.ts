import { dropRelease, icsResponse } from '@/app/_lib/calendar';
import { errorResponse, jsonError } from '@/app/_lib/http/json';
import { dropCalendar } from '@/lib/calendar/drop-calendar';
import { getDrop } from '@/lib/platform/content';
import { NotFoundError } from '@/lib/platform/errors';

export async function GET(_req: Request, { params }: { params: Promise<{ dropId: string }> }) {
  try {
    const drop = await getDrop((await params).dropId);
    const release = dropRelease(drop);
    if (!release) return jsonError(404, 'This drop has no release date');
    return icsResponse(dropCalendar(release, new Date()), `${drop.navKey ?? drop.key}.ics`, 'attachment');
  } catch (err) {
    if (err instanceof NotFoundError) return jsonError(404, 'No such drop');
    return errorResponse(err);
  }
}
