import { isReady, markReady, untilListening, warmUp, WARM_PATHS } from './warm-up';

describe('warm-up', () => {
  it('revalidates and then renders each build-time page, in order', async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url.replace('http://127.0.0.1:3000', '')}${init?.body ? ` ${init.body}` : ''}`);
      return new Response('ok');
    }) as typeof fetch;
    await warmUp('http://127.0.0.1:3000', 'secret', fetcher);
    expect(calls).toEqual(WARM_PATHS.flatMap((p) => [`POST /api/revalidate {"path":"${p}"}`, `GET ${p}`]));
  });

  it('stops at a refused revalidation, naming the page', async () => {
    const fetcher = (async () => new Response('no', { status: 401 })) as unknown as typeof fetch;
    await expect(warmUp('http://x', 'wrong', fetcher)).rejects.toThrow('revalidating /: 401');
  });

  it('waits until the server answers at all, and gives up after its time', async () => {
    let tries = 0;
    const fetcher = (async () => {
      if (++tries < 3) throw new Error('ECONNREFUSED');
      return new Response('', { status: 503 });
    }) as unknown as typeof fetch;
    await untilListening('http://x', { fetcher });
    expect(tries).toBe(3);
    const never = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    await expect(untilListening('http://x', { fetcher: never, timeoutMs: 250 })).rejects.toThrow('did not listen');
  });

  it('is ready only once marked', () => {
    expect(isReady()).toBe(false);
    markReady();
    expect(isReady()).toBe(true);
  });
});
