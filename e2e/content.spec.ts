import type { Request } from '@playwright/test';
import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { expect, test } from './fixtures';
import { editContent, setOutage, itemKey } from './support/sandbox';

test.describe('content pages', () => {
  test('drops lists upcoming and past drops', async ({ page }) => {
    await page.goto('/drops');
    await expect(page).toHaveTitle('Drops | DRP');
    const upcoming = page.getByRole('region', { name: 'Upcoming drops' });
    await expect(upcoming.getByRole('heading', { level: 3 }).first()).toHaveText('Night Walls');
    const past = page.getByRole('region', { name: 'Past drops' });
    await expect(past.getByRole('heading', { name: 'Morning Swim' })).toBeVisible();
    await expect(past.getByRole('heading', { name: 'Vhils: Burn' })).toBeVisible();
    await expect(past.getByRole('heading', { name: 'Desiccation' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Past drops pages' }).getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL('/drops?past=2');
    await expect(page.getByRole('region', { name: 'Past drops' }).getByRole('heading', { name: 'Desiccation' })).toBeVisible();
  });

  test('projects lists the drops with their own landing pages, four to a page', async ({ page }) => {
    await page.goto('/projects');
    const projects = page.getByRole('region', { name: 'Projects' });
    const pager = page.getByRole('navigation', { name: 'Projects pages' });
    const total = Number(/Page 1 of (\d+)/.exec((await pager.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    for (let n = 1; n <= total; n++) {
      await expect(pager).toContainText(`Page ${n} of ${total}`);
      const titles = await projects.getByRole('heading', { level: 2 }).allTextContents();
      if (n < total) expect(titles, `page ${n}`).toHaveLength(4);
      else expect(titles.length, 'the last page').toBeLessThanOrEqual(4);
      seen.push(...titles);
      if (n < total) {
        await pager.getByRole('link', { name: 'Next' }).click();
        await expect(page).toHaveURL(`/projects?page=${n + 1}`);
      }
    }
    for (const name of ['Black Feather', 'Synthia', 'Lushsux Members']) expect(seen).toContain(name);
    expect(new Set(seen).size).toBe(seen.length);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(total > 2 ? `/projects?page=${total - 1}` : '/projects');
  });

  test('a drop page shows its items, prices, the dev blog link and related articles', async ({ page }) => {
    await page.goto('/drops/tidal-light');
    await expect(page).toHaveTitle('Tidal Light by Ana Ribeiro | DRP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidal Light');
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Low Tide', 'High Water', 'Salt Mist']);
    await expect(items.getByText('Free')).toBeVisible();
    await expect(items.getByText('0.25 ETH')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the dev blog: Behind Tidal Light' })).toHaveAttribute('href', '/articles/behind-tidal-light');
    await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('heading', { name: 'Behind Tidal Light' })).toBeVisible();
  });

  test('the Eve of Revolution drop uses its three-section layout', async ({ page }) => {
    await page.goto('/drops/theeveofrevolution');
    await expect(page.getByRole('region', { name: 'Eve of Revolution' }).getByRole('heading', { level: 3 })).toHaveText(['Eve of Revolution']);
    await expect(page.getByRole('region', { name: 'Editions' }).getByRole('heading', { level: 3 })).toHaveText(['Crowd', 'Barricade']);
    await expect(page.getByRole('region', { name: 'Free Mint' }).getByRole('heading', { level: 3 })).toHaveText(['Poster', 'Anthem']);
    // Floating is not in the sections (its card leads them: the next test).
    for (const name of ['Eve of Revolution', 'Editions', 'Free Mint']) await expect(page.getByRole('region', { name }).getByText('Floating')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Poster' })).toHaveAttribute(
      'href',
      `/drops/theeveofrevolution/product/${await itemKey('theeveofrevolution', 'Poster')}`,
    );
  });

  test('the Floating auction (the item titled Floating) is reached from every link to the item, and its item routes send it there', async ({
    page,
    request,
  }) => {
    const floatingKey = await itemKey('theeveofrevolution', 'Floating');
    const AUCTION = `/drops/theeveofrevolution/auction/${floatingKey}`;
    await page.goto(`/product/${await itemKey('theeveofrevolution', 'Barricade')}`);
    const floating = page.getByRole('region', { name: 'Related items' }).getByRole('link', { name: 'Floating' });
    await floating.click();
    await expect(page).toHaveURL(AUCTION);
    await expect(page.getByRole('heading', { level: 1, name: 'Floating' })).toBeVisible();
    for (const route of [`/product/${floatingKey}`, `/drops/theeveofrevolution/product/${floatingKey}`]) {
      const res = await request.get(route, { maxRedirects: 0 });
      expect([route, res.status(), res.headers()['location']]).toEqual([route, 308, AUCTION]);
    }
  });

  test('a collector finds the live Floating auction by links: from the home page and from the Eve page’s card above its sections', async ({ page }) => {
    const AUCTION = `/drops/theeveofrevolution/auction/${await itemKey('theeveofrevolution', 'Floating')}`;
    for (const start of ['/', '/drops/theeveofrevolution']) {
      await page.goto(start);
      const card = page.getByRole('region', { name: 'Floating' });
      await expect(card.getByText('Live auction')).toBeVisible();
      // No bid yet on a fresh sandbox: the reserve, and the time left on the chain's clock.
      await expect(card.getByText('Reserve: 0.1 ETH')).toBeVisible();
      // The drop page counts down on the chain's clock; the home page, carrying no clock script, names the end.
      if (start === '/') await expect(card.getByText(/^Ends \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)).toBeVisible();
      else await expect(card.getByRole('timer')).toHaveText(/^Ends in (\d+d )?\d\dh \d\dm \d\ds$/);
      await card.getByRole('link', { name: /^View auction\W+Floating$/ }).click();
      await expect(page).toHaveURL(AUCTION);
      await expect(page.getByRole('heading', { level: 1, name: 'Floating' })).toBeVisible();
    }
    // The card leads the three sections, which leave Floating out (drop-pages §2).
    await page.goto('/drops/theeveofrevolution');
    const sections = page.locator('section[aria-labelledby="eve-of-revolution"], section[aria-labelledby="editions"], section[aria-labelledby="free-mint"]');
    await expect(sections).toHaveCount(3);
    await expect(sections.getByRole('link')).not.toHaveCount(0);
    await expect(sections.getByRole('link', { name: 'Floating' })).toHaveCount(0);
    const [cardTop, firstSectionTop] = await Promise.all([
      page.getByRole('region', { name: 'Floating' }).evaluate((el) => el.getBoundingClientRect().top),
      sections.first().evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(cardTop).toBeLessThan(firstSectionTop);
  });

  test('an item page shows title, artist, edition, type and price; an upcoming one says Coming Soon', async ({ page }) => {
    await page.goto(`/drops/tidal-light/${await itemKey('tidal-light', 'Salt Mist')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salt Mist');
    await expect(page.getByRole('link', { name: 'Ana Ribeiro' })).toBeVisible();
    await expect(page.getByText('Open Edition').first()).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Free' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);

    const wall = await itemKey('night-walls', 'Wall at 3am');
    for (const path of [`/product/${wall}`, `/drops/product/${wall}`, `/drops/night-walls/${wall}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wall at 3am');
      await expect(page.locator('dd', { hasText: '0.09 ETH' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000/product/${wall}`);
    }
  });

  test('an item page lists its first 5 owners in the server HTML, each wallet cut to 12 + 12 characters', async ({ page, request, browser }) => {
    const lowTide = `/product/${await itemKey('tidal-light', 'Low Tide')}`;
    const html = await (await request.get(lowTide)).text();
    expect(html).toContain('0x1111111111...111111111111');
    await page.goto(lowTide);
    const owners = page.getByRole('region', { name: 'Owners' });
    await expect(owners.getByRole('listitem')).toHaveCount(5);
    await expect(owners.getByRole('listitem').first()).toHaveText(/^owner1\s*0x1111111111\.\.\.111111111111$/);
    await expect(owners.getByRole('link', { name: 'owner1' })).toHaveAttribute('href', '/users/u-owner-1');
    await expect(owners.getByText('0x5555555555...555555555555')).toHaveAttribute('title', `0x${'5'.repeat(40)}`);
    await expect(owners.getByText('and 2 more')).toBeVisible();
    // Not prefetched (a profile's code is not downloaded with every item page), yet followed at once.
    // A first visit in a context of its own: in the first page's context, Chromium holds the same
    // prefetches behind that page's cache entries for 30 s before the network is idle.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const scripts: string[] = [];
    fresh.on('request', (req: Request) => void (req.resourceType() === 'script' && scripts.push(req.url())));
    await fresh.goto(lowTide, { waitUntil: 'networkidle' });
    const profileCode = [];
    for (const url of scripts) if ((await (await fresh.request.get(url)).text()).includes('Search collection')) profileCode.push(url);
    expect(profileCode, "the profile's collection code, fetched for the owners' links").toEqual([]);
    await fresh.getByRole('region', { name: 'Owners' }).getByRole('link', { name: 'owner1' }).click();
    await expect(fresh).toHaveURL(/\/users\/u-owner-1$/);
    await context.close();
    // An item nobody owns shows no owners section.
    await page.goto(`/drops/tidal-light/${await itemKey('tidal-light', 'Salt Mist')}`);
    await expect(page.getByRole('region', { name: 'Owners' })).toHaveCount(0);
  });

  test('artists shows up to 10 names and hovering a name swaps the background, without JavaScript too', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/artists');
      const names = page
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: 'Lushsux' }) })
        .last()
        .getByRole('link');
      await expect(names).toHaveCount(8);
      // The background shown is the hovered artist's cover (the others fade to transparent), its name underlined.
      const shown = (name: string) => page.locator(`main img[srcset*="artist-${name}.png"]`).evaluate((img) => getComputedStyle(img.parentElement!).opacity);
      const underlined = (name: string) =>
        page
          .getByRole('link', { name })
          .last()
          .evaluate((a) => getComputedStyle(a).textDecorationLine);
      await expect.poll(() => shown('lushsux')).toBe('1');
      await expect.poll(() => shown('vhils')).toBe('0');
      expect(await underlined('Lushsux')).toBe('underline');
      await page.getByRole('link', { name: 'Vhils' }).last().hover();
      await expect.poll(() => shown('vhils')).toBe('1');
      await expect.poll(() => shown('lushsux')).toBe('0');
      expect([await underlined('Vhils'), await underlined('Lushsux')]).toEqual(['underline', 'none']);
      await context.close();
    }
  });

  test('an artist page shows name, tag line, description, drops and works', async ({ page }) => {
    await page.goto('/artists/vhils');
    await expect(page).toHaveTitle('Vhils | DRP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vhils');
    await expect(page.getByText('Portraits carved out of the city itself.').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Drops' }).getByRole('heading', { name: 'Vhils: Burn' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Works' }).getByRole('heading', { name: 'Burned Portrait' })).toBeVisible();
  });

  test('a drop in a special mode with a link opens that link from its card; the others their page', async ({ page }) => {
    await page.goto('/artists/lushsux');
    const drops = page.getByRole('region', { name: 'Drops' });
    await expect(drops.getByRole('link', { name: 'Lushsux Joker' })).toHaveAttribute('href', 'https://lushsux.example.com/joker');
    await expect(drops.getByRole('link', { name: 'Lushsux VR-001' })).toHaveAttribute('href', '/drops/lushsux-vr');
  });

  test('articles lists articles and an open article renders its body in the server HTML', async ({ page, request }) => {
    await page.goto('/articles');
    await expect(page.getByRole('region', { name: 'Articles' }).getByRole('heading', { level: 2 })).toHaveCount(9);
    const html = await (await request.get('/articles/behind-tidal-light')).text();
    expect(html).toContain('became a drop');
    await page.goto('/articles/behind-tidal-light');
    await expect(page.getByRole('heading', { name: 'The process' })).toBeVisible();
  });

  test('the dev-blog name under /drops redirects to the article', async ({ page }) => {
    await page.goto('/drops/theeveofrevolution-devblog');
    await expect(page).toHaveURL('/articles/theeveofrevolution-devblog');
  });

  test('terms of service and coming soon', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Collecting' })).toBeVisible();
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  });

  test('a missing artist or drop answers 404 with a noindex page', async ({ request, page }) => {
    for (const path of ['/artists/nobody-here', '/drops/no-such-drop', '/articles/no-such-article', '/product/no-such-item']) {
      const res = await request.get(path);
      expect([path, res.status()]).toEqual([path, 404]);
    }
    await page.goto('/artists/nobody-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  });
});

test.describe('shell', () => {
  test('the header offers the artists submenu and hides on scrolling down, shows on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/drops/theeveofrevolution');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const submenu = nav.locator('#header-artists-menu');
    await nav.getByRole('link', { name: 'Artists', exact: true }).hover();
    await expect(submenu.getByRole('link')).toHaveCount(8);
    await submenu.getByRole('link', { name: 'Shintaro Kago' }).click();
    await expect(page).toHaveURL('/artists/shintaro-kago');

    // From the keyboard, as the WAI-ARIA disclosure navigation does it: the button beside the link opens the list, Escape closes it.
    await page.mouse.move(0, 600);
    const toggle = nav.getByRole('button', { name: 'More Artists pages' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'header-artists-menu');
    await expect(submenu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.goto('/drops/theeveofrevolution');
    const header = page.getByRole('banner');
    // The scroll listener starts with hydration: keep scrolling down until the header answers.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute('data-hidden', '', { timeout: 1000 });
    }).toPass();
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveAttribute('data-hidden', '');
  });

  test('the carousels move on by themselves: the banner every 3 s, the articles every 2 s one at a time on a phone; not for reduced motion', async ({
    page,
  }) => {
    // The page notes, by its own clock, when each carousel came alive (Embla loads when the page is
    // idle) and when its track first moved after that.
    await page.addInitScript(() => {
      const seen: Record<string, { live?: number; initial?: string; moved?: number }> = {};
      (window as unknown as { __carousels: typeof seen }).__carousels = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (r.attributeName === 'data-enhanced') seen[el.getAttribute('aria-label') ?? ''] = { live: Date.now() };
          const c = r.attributeName === 'style' ? seen[el.parentElement?.getAttribute('aria-label') ?? ''] : undefined;
          if (!c || c.moved !== undefined) continue;
          if (c.initial === undefined) c.initial = el.style.transform;
          else if (el.style.transform !== c.initial) c.moved = Date.now();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced', 'style'] });
    });
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const after = (name: string) =>
      page.evaluate((n) => {
        const c = (window as unknown as { __carousels: Record<string, { live?: number; moved?: number }> }).__carousels[n];
        return c?.live !== undefined && c.moved !== undefined ? c.moved - c.live : null;
      }, name);
    let banner: number | null = null;
    let articles: number | null = null;
    // Bounded in real time: Embla's script arrives over the network, however fast the page's clock runs.
    await expect(async () => {
      await page.clock.runFor(250);
      banner = await after('Current drops slideshow');
      articles = await after('Latest articles carousel');
      expect([banner, articles]).not.toContain(null);
    }).toPass({ intervals: [50], timeout: 20_000 });
    // Within 200 ms early (the page's clock also runs while Embla sets up) and 500 ms late (the steps).
    expect(articles, 'the articles move on after 2 s').toBeGreaterThanOrEqual(1800);
    expect(articles).toBeLessThan(2500);
    expect(banner, 'the banner moves on after 3 s').toBeGreaterThanOrEqual(2800);
    expect(banner).toBeLessThan(3500);

    // Reduced motion, asked for while they run: they stop; and on a page opened so, they never start.
    // Each carousel: alive, and its track's offset to the whole pixel (a glide settles in sub-pixels).
    const shifts = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-roledescription="carousel"]')].map((el) => [
          (el as HTMLElement).dataset.enhanced !== undefined,
          Math.round(new DOMMatrix(getComputedStyle(el.firstElementChild!).transform).m41),
        ]),
      );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // They settle where reduced motion leaves them (React commits in real time, beside the page's
    // clock: on a busy machine that may be after the first second), then stay put.
    let stopped = await shifts();
    await expect(async () => {
      await page.clock.runFor(1000);
      const now = await shifts();
      const settled = JSON.stringify(now) === JSON.stringify(stopped);
      stopped = now;
      expect(settled).toBe(true);
    }).toPass({ timeout: 15_000 });
    await page.clock.runFor(10_000);
    expect(await shifts()).toEqual(stopped);
    await page.reload();
    await expect(async () => {
      await page.clock.runFor(250);
      expect((await shifts()).every(([live]) => live)).toBe(true);
    }).toPass({ timeout: 15_000 });
    const still = await shifts();
    await page.clock.runFor(10_000);
    expect(await shifts()).toEqual(still);
  });

  test('the banner glides in 1300 ms as a slideshow and in 1000 ms when pressed (platform-core §9); Pause stops it, Play starts it again', async ({ page }) => {
    // The page notes each glide of the banner's track (100 px or more, for 100 ms or more: the loop's
    // own jumps are instant): when it started and when it last moved before standing still 200 ms.
    await page.addInitScript(() => {
      const glides: Array<{ start: number; end: number }> = [];
      (window as unknown as { __glides: typeof glides }).__glides = glides;
      let last: number | null = null;
      let moving: { start: number; end: number; from: number } | null = null;
      const frame = (now: number) => {
        const track = document.querySelector('[aria-label="Current drops slideshow"][data-enhanced] > div');
        if (track) {
          const x = new DOMMatrix(getComputedStyle(track).transform).m41;
          if (last !== null && Math.abs(x - last) >= 0.5) {
            moving ??= { start: now, end: now, from: last };
            moving.end = now;
          }
          if (moving && now - moving.end > 200) {
            if (Math.abs(x - moving.from) >= 100 && moving.end - moving.start >= 100) glides.push({ start: moving.start, end: moving.end });
            moving = null;
          }
          last = x;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The page's clock stands still but for our steps: its frames come every 16 ms however busy the machine.
    await page.clock.install();
    await page.goto('/');
    // A margin: on a busy machine the page's clock runs on between the read and the pause.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2000));
    const banner = page.getByRole('region', { name: 'Current drops slideshow' });
    const glides = () => page.evaluate(() => (window as unknown as { __glides: Array<{ start: number; end: number }> }).__glides);
    const glideCount = async () => (await glides()).length;
    // Bounded in real time: Embla's script arrives over the network, however far the page's clock runs.
    const runUntil = (count: number) =>
      expect(async () => {
        await page.clock.runFor(100);
        expect(await glideCount()).toBe(count);
      }).toPass({ intervals: [20], timeout: 20_000 });
    // By itself: after 3 s, at the slideshow's speed.
    await runUntil(1);
    await banner.getByRole('button', { name: 'Pause slideshow' }).click();
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await runUntil(2);
    const [bySelf, pressed] = (await glides()).map((g) => g.end - g.start);
    // Embla glides on a spring, not a timed curve: how long it moves by more than half a pixel a frame.
    expect(bySelf).toBeGreaterThan(1200);
    expect(bySelf).toBeLessThan(1400);
    expect(pressed).toBeGreaterThan(900);
    expect(pressed).toBeLessThan(1100);

    // Paused, it stays though the pointer is off it; Previous moves it; Play starts it again.
    await page.mouse.move(5, 700);
    await page.clock.runFor(6000);
    expect(await glideCount()).toBe(2);
    await banner.getByRole('button', { name: 'Previous slide' }).click();
    await runUntil(3);
    await banner.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(banner.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(2500);
    expect(await glideCount(), 'not before 3 s').toBe(3);
    await page.clock.runFor(1500);
    await runUntil(4);
  });

  test('the articles carousel shows 1 slide on a phone, 2 from 576 px, 3 from 992 px (platform-core §9)', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Latest articles carousel' });
    for (const [width, perView] of [
      [390, 1],
      [575, 1],
      [576, 2],
      [800, 2],
      [991, 2],
      [992, 3],
      [1440, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const shown = await carousel.evaluate((section) => {
        const slide = section.firstElementChild?.firstElementChild as HTMLElement;
        return Math.round(section.getBoundingClientRect().width / slide.getBoundingClientRect().width);
      });
      expect([width, shown]).toEqual([width, perView]);
    }
  });

  test('the markup names lists and regions as validators read it: no aria-label on a bare list, the carousel a named section', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.locator('ul[aria-label]')).toHaveCount(0);
    // The submenu is a plain list a named disclosure button controls (WAI-ARIA disclosure navigation): no aria-labelledby on it.
    await expect(banner.locator('ul[aria-labelledby]')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'More Artists pages' })).toHaveAttribute('aria-controls', 'header-artists-menu');
    await expect(banner.getByRole('navigation', { name: 'Social' }).getByRole('link')).not.toHaveCount(0);
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels.first()).toBeAttached();
    for (const carousel of await carousels.all()) {
      expect(await carousel.evaluate((el) => el.tagName)).toBe('SECTION');
      await expect(carousel).not.toHaveAttribute('role', /.*/);
      await expect(carousel).toHaveAttribute('aria-label', /.+/);
    }
  });
});

test.describe('SEO and sharing', () => {
  test('pages carry unique titles, descriptions, canonical URLs, Open Graph and Twitter cards', async ({ page }) => {
    const seen = new Set<string>();
    for (const [path, canonical] of [
      ['/', '/'],
      ['/drops/tidal-light', '/drops/tidal-light'],
      ['/artists/lushsux', '/artists/lushsux'],
      ['/articles/behind-tidal-light', '/articles/behind-tidal-light'],
    ]) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      expect(description?.length).toBeGreaterThan(20);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${canonical === '/' ? '' : canonical}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
  });

  test('drop, artist and article pages have JSON-LD and a generated 1200×630 preview image', async ({ page, request }) => {
    const expectations: Array<[string, string]> = [
      ['/drops/tidal-light', 'Event'],
      // Its own route, and a drop with a layout of its own: the same event and a card of its own.
      ['/drops/blackfeather', 'Event'],
      ['/drops/shintaro-desiccation', 'Event'],
      ['/artists/lushsux', 'ProfilePage'],
      ['/articles/behind-tidal-light', 'Article'],
    ];
    for (const [path, type] of expectations) {
      await page.goto(path);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe(type);
      if (type === 'Event') {
        expect(jsonLd).toMatchObject({
          url: `http://localhost:3000${path}`,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: `http://localhost:3000${path}` },
          performer: { '@type': 'Person', name: expect.any(String) },
          offers: { priceCurrency: 'ETH' },
        });
      }
      if (type === 'Article') {
        expect(jsonLd.publisher).toEqual({
          '@type': 'Organization',
          name: 'DRP',
          logo: { '@type': 'ImageObject', url: 'http://localhost:3000/apple-touch-icon.png', width: 180, height: 180 },
        });
        // And as a validator reads it: Google's Article rules of structured-data-testing-tool, on the page's HTML.
        await expect(structuredDataTestHtml(await (await request.get(path)).text(), { presets: [Google], schemas: ['Article'] })).resolves.toBeTruthy();
      }
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toContain(`${path}/opengraph-image`);
      const res = await request.get(new URL(image!).pathname + new URL(image!).search);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test('a page without its own card shares the site-wide 1200×630 image, and every page has icons', async ({ page, request }) => {
    await page.goto('/');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe('/share.jpg');
    const res = await request.get('/share.jpg');
    expect(res.headers()['content-type']).toBe('image/jpeg');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/favicon-32\.png/);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\/apple-touch-icon\.png/);
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(200);
  });

  test('sitemap.xml lists every artist, article and drop; robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/artists/kenji-mori', '/articles/meet-synthia', '/drops/blackfeather', '/drops/morning-swim', '/drops/paper-storms']) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect((sitemap.match(/<loc>/g) ?? []).length).toBeGreaterThanOrEqual(6 + 25 + 8 + 9);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  test('a cached page picks up a change at once through the secret-checked revalidate hook', async ({ page, request }) => {
    await page.goto('/artists/ana-ribeiro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Ribeiro');
    await editContent('artists', 'ana-ribeiro', { name: 'Ana R. Ribeiro' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Ribeiro');

    expect((await request.post('/api/revalidate', { data: { tag: 'artists' } })).status()).toBe(401);
    const res = await request.post('/api/revalidate', { data: { tag: 'artists' }, headers: { authorization: 'Bearer sandbox-revalidate-secret' } });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana R. Ribeiro');
  });

  test('during a platform outage a cached page is still served, and an uncached one shows a friendly error', async ({ page }) => {
    await page.goto('/artists/snipe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snipe1');
    await setOutage(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snipe1');
      const res = await page.goto('/drops/first-ink');
      expect(res?.status()).toBe(503);
      expect(res?.headers()['retry-after']).toBe('30');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page).toHaveTitle('Something went wrong | DRP');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await setOutage(false);
    }
  });
});

test.describe('newsletter', () => {
  test('subscribes, says so on a repeat, and refuses an empty or invalid address without losing it', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText('Please enter your email in the field');

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText('Invalid email address format');
    await expect(email).toHaveValue('not-an-email');

    await email.fill('fan@example.com');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText('Successfully subscribed to mailing list!');
    const { mailingListMembers } = await import('./support/sandbox');
    expect(await mailingListMembers()).toContain('fan@example.com');

    await email.fill('FAN@example.com');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText('Already subscribed to mailing list.');
    await expect(email).toHaveValue('FAN@example.com');
  });
});
