import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { editContent } from './support/sandbox';
import { revalidateTag } from './support/site';

/**
 * A drop's start in the collector's calendar: the upcoming drop's .ics and Google
 * Calendar link, and the artist's feed of upcoming drops, read with ical.js (Mozilla's RFC 5545
 * parser) as a calendar app would.
 */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
      url: String(vevent.getFirstPropertyValue('url')),
      alarm: alarm ? String(alarm.getFirstPropertyValue('trigger')) : null,
    };
  });
}

test('an upcoming drop offers its start as an .ics file and a Google Calendar link; a live one does not', async ({ page, request, baseURL }) => {
  await page.goto('/drops/night-walls');
  const release = await page.locator('dt', { hasText: 'Release' }).locator('+ dd time').getAttribute('datetime');
  expect(release).toBeTruthy();
  // The .ics gives whole seconds.
  const start = new Date(Math.floor(Date.parse(release!) / 1000) * 1000).toISOString();

  const file = page.getByRole('link', { name: 'Add to calendar' });
  const res = await request.get((await file.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers()['content-disposition']).toBe('attachment; filename="night-walls.ics"');
  expect(events(await res.text())).toEqual([
    { summary: 'Night Walls by Lushsux', start, startIsUtc: true, url: `${baseURL}/drops/night-walls`, alarm: '-PT15M' },
  ]);

  const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  const utc = start.replace(/[-:]/g, '').replace('.000', '');
  expect(google.searchParams.get('dates')).toMatch(new RegExp(`^${utc}/`));
  expect(google.searchParams.get('text')).toBe('Night Walls by Lushsux');
  expect(google.searchParams.get('details')).toBe(`${baseURL}/drops/night-walls`);

  await page.goto('/drops/tidal-light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
});

test('the platform’s title is text in the .ics, never a line of its own', async ({ request }) => {
  await editContent('drops', 'd-night-walls', { title: 'Night, Walls; "x"\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:forged' });
  await revalidateTag(request, 'drops');
  try {
    const found = events(await (await request.get('/drops/night-walls/calendar.ics')).text());
    expect(found).toHaveLength(1);
    // A line break is no text of a title: it reads as a space.
    expect(found[0].summary).toBe('Night, Walls; "x" END:VEVENT BEGIN:VEVENT SUMMARY:forged by Lushsux');
  } finally {
    await editContent('drops', 'd-night-walls', { title: 'Night Walls' });
    await revalidateTag(request, 'drops');
  }
});

test('an artist page offers a calendar feed of the artist’s upcoming drops, and only those', async ({ page, request, baseURL }) => {
  await page.goto('/artists/lushsux');
  const feed = page.getByRole('link', { name: 'Subscribe to Lushsux’s upcoming drops' });
  const res = await request.get((await feed.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const found = events(await res.text());
  expect(found.map((e) => e.url)).toContain(`${baseURL}/drops/night-walls`);
  for (const event of found) expect(new Date(event.start).getTime()).toBeGreaterThan(Date.now());
  // Lushsux's members' landing was released long ago: not in the feed.
  expect(found.map((e) => e.url)).not.toContain(`${baseURL}/drops/lushsux`);
  for (const [path, error] of [
    ['/artists/no-such-artist/calendar.ics', 'No such artist'],
    ['/drops/no-such-drop/calendar.ics', 'No such drop'],
  ]) {
    const missing = await request.get(path);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error });
  }
});
