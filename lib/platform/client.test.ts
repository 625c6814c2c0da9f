import { z } from 'zod';
import { createPlatformClient, type KeptAnswer, type ReadThrough } from './client';
import { NotFoundError, RequestRejectedError, UnauthorizedError, UpstreamError } from './errors';
import { articleSchema, dropSchema, pagedSchema, userSchema } from './schemas';

type Call = { url: URL; init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (url: URL, init: Call['init']) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = {
  key: 'u-1',
  firstname: 'Casey',
  lastname: 'Collector',
  username: 'collector',
  email: 'collector@example.com',
  email_verified: true,
  wallet_address: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
  avatar: { original: 'http://img/a.png', sm: 'http://img/a-sm.png', mini: null },
  social_twitter: 'https://twitter.com/c',
};

describe('platform client', () => {
  it('maps snake_case responses to the camelCase domain type', async () => {
    const { fn } = fakeFetch(() => json(USER));
    const request = createPlatformClient({ baseUrl: 'http://api.test/', timeoutMs: 1000, fetch: fn });
    const user = await request('/users/u-1', { schema: userSchema });
    expect(user).toMatchObject({
      key: 'u-1',
      displayName: 'Casey Collector',
      emailVerified: true,
      address: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
      role: 'user',
      bio: '',
      social: { twitter: 'https://twitter.com/c', instagram: '' },
      avatar: { original: 'http://img/a.png', sm: 'http://img/a-sm.png', mini: null, lg: null },
    });
  });

  it('sends the bearer token, query and JSON body, and never caches an authenticated call', async () => {
    const { fn, calls } = fakeFetch(() => json({ ok: true }));
    const request = createPlatformClient({ baseUrl: 'http://api.test', timeoutMs: 1000, fetch: fn });
    await request('/v2/users/u-1/basic', { method: 'PUT', token: 'tok', body: { bio: 'x' }, query: { a: 1, b: undefined, c: '' }, schema: z.unknown() });
    const [{ url, init }] = calls;
    expect(url.toString()).toBe('http://api.test/v2/users/u-1/basic?a=1');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"bio":"x"}');
    expect(init.cache).toBe('no-store');
    expect(init.next).toBeUndefined();
  });

  it('keeps anonymous reads with their tags for 60 s unless told otherwise: a success and a 404, never an error or a malformed answer', async () => {
    const kept = new Map<string, { key: unknown; answer: Promise<KeptAnswer> }>();
    const readThrough: ReadThrough = (key, load) => {
      if (!kept.has(key.url)) kept.set(key.url, { key, answer: load() });
      return kept.get(key.url)!.answer.catch((err: unknown) => {
        kept.delete(key.url);
        throw err;
      });
    };
    const answers: Record<string, () => Response> = {
      '/drops/x': () => json({ ok: true }),
      '/drops/missing': () => json({ error: 'Drop not found' }, 404),
      '/drops/broken': () => json({ error: 'boom' }, 500),
      '/drops/garbled': () => new Response('{"items": [', { status: 200 }),
    };
    const { fn, calls } = fakeFetch(({ url }) => answers[url.pathname]());
    const request = createPlatformClient({ baseUrl: 'http://api.test', timeoutMs: 1000, fetch: fn, readThrough });
    for (let i = 0; i < 2; i++) {
      await request('/drops/x', { schema: z.unknown(), tags: ['drops', 'drop:x'] });
      await expect(request('/drops/missing', { schema: z.unknown(), revalidate: 30 })).rejects.toBeInstanceOf(NotFoundError);
      await expect(request('/drops/broken', { schema: z.unknown() })).rejects.toBeInstanceOf(UpstreamError);
      await expect(request('/drops/garbled', { schema: z.unknown() })).rejects.toBeInstanceOf(UpstreamError);
    }
    expect(kept.get('http://api.test/drops/x')?.key).toEqual({ url: 'http://api.test/drops/x', revalidate: 60, tags: ['drops', 'drop:x'] });
    expect(kept.get('http://api.test/drops/missing')?.key).toMatchObject({ revalidate: 30 });
    // The success and the 404 were asked once; the error and the malformed answer each time.
    expect(calls.map((c) => c.url.pathname).sort()).toEqual([
      '/drops/broken',
      '/drops/broken',
      '/drops/garbled',
      '/drops/garbled',
      '/drops/missing',
      '/drops/x',
    ]);
    expect(calls.every((c) => c.init.cache === 'no-store')).toBe(true);
  });

  it('treats a 401 to a call without a token as a refusal with its message, not an ended session', async () => {
    const request = createPlatformClient({ baseUrl: 'http://api.test', timeoutMs: 1000, fetch: fakeFetch(() => json({ error: 'Invalid signature' }, 401)).fn });
    await expect(request('/v2/users/wallet/login', { method: 'POST', schema: z.unknown() })).rejects.toMatchObject({
      constructor: RequestRejectedError,
      message: 'Invalid signature',
      status: 401,
    });
  });

  it.each([
    ['a 401', () => new Response('Unauthorized', { status: 401 }), UnauthorizedError],
    ['the bare text Unauthorized', () => new Response('Unauthorized', { status: 400 }), UnauthorizedError],
    ['a 404', () => json({ error: 'Not found' }, 404), NotFoundError],
    ['a 400 with an error field', () => json({ error: 'Email already exists' }, 400), RequestRejectedError],
    ['a 500', () => json({ error: 'boom' }, 500), UpstreamError],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), UpstreamError],
    ['a body of the wrong shape', () => json({ nope: true }), UpstreamError],
  ])('turns %s into a typed error', async (_, respond, ErrorType) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = createPlatformClient({ baseUrl: 'http://api.test', timeoutMs: 1000, fetch: fakeFetch(respond).fn });
    await expect(request('/users/u-1', { schema: userSchema, token: 'tok' })).rejects.toBeInstanceOf(ErrorType);
  });

  it('keeps the platform error text for the form error slot', async () => {
    const request = createPlatformClient({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      fetch: fakeFetch(() => json({ error: 'Email already exists' }, 400)).fn,
    });
    await expect(request('/users', { method: 'POST', schema: z.unknown() })).rejects.toMatchObject({
      message: 'Email already exists',
      status: 400,
      serverError: 'Email already exists',
    });
  });

  it('keeps only an `error` field as the server error: a message field or a text body is not one', async () => {
    const answer = (body: Response) => createPlatformClient({ baseUrl: 'http://api.test', timeoutMs: 1000, fetch: fakeFetch(() => body).fn });
    await expect(answer(json({ message: 'internal detail' }, 400))('/users', { method: 'POST', schema: z.unknown() })).rejects.toMatchObject({
      status: 400,
      serverError: null,
    });
    await expect(answer(new Response('plain words', { status: 400 }))('/users', { method: 'POST', schema: z.unknown() })).rejects.toMatchObject({
      status: 400,
      serverError: null,
    });
    await expect(answer(json({ error: 'User not found' }, 404))('/users/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 404,
      serverError: 'User not found',
    });
  });

  it('turns a network failure or a time-out into an upstream error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = createPlatformClient({
      baseUrl: 'http://api.test',
      timeoutMs: 1000,
      fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fn,
    });
    await expect(down('/drops', { schema: z.unknown() })).rejects.toThrow('The platform is unreachable');

    const slow = createPlatformClient({
      baseUrl: 'http://api.test',
      timeoutMs: 20,
      fetch: ((_: URL, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch,
    });
    await expect(slow('/drops', { schema: z.unknown() })).rejects.toThrow('The platform timed out after 20 ms');
  });
});

describe('schemas', () => {
  it('parses a paged list of drops with items, defaulting what is missing', () => {
    const page = pagedSchema(dropSchema).parse({
      current_page: 1,
      total_pages: 2,
      has_next_page: true,
      total_count: 3,
      item_count: 1,
      items: [
        {
          key: 'd-1',
          title: 'Tidal Light',
          nav_key: 'tidal-light',
          release_date: '2026-11-19T00:00:00.000Z',
          cover: { lg: 'http://img/l.png' },
          items: [
            { key: 'i-1', title: 'Low Tide', price: '0.25', edition: '5 of 5 Edition' },
            { key: 'i-2', name: 'Salt Mist', price: null },
          ],
        },
      ],
    });
    expect(page).toMatchObject({ currentPage: 1, totalPages: 2, hasNextPage: true, totalCount: 3, itemCount: 1 });
    const [drop] = page.items;
    expect(drop).toMatchObject({ key: 'd-1', navKey: 'tidal-light', releaseDate: '2026-11-19T00:00:00.000Z', endDate: null, totalItems: 2, tethered: false });
    expect(drop.cover).toEqual({ lg: 'http://img/l.png', sm: null, mini: null, original: null, video: null });
    expect(drop.items.map((i) => [i.title, i.price, i.currency])).toEqual([
      ['Low Tide', '0.25', 'ETH'],
      ['Salt Mist', null, 'ETH'],
    ]);
  });

  it('reads the gated token ids of an article from the comma list n_tokens', () => {
    const article = articleSchema.parse({ key: 'a', title: 'T', gated: true, contract_type: 'ERC1155', n_tokens: '0, 2,x,' });
    expect(article.tokenIds).toEqual([0n, 2n]);
    expect(article.gated).toBe(true);
    expect(articleSchema.parse({ key: 'b' }).tokenIds).toEqual([]);
  });
});
