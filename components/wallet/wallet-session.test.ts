/** @jest-environment jsdom */

type Modules = { stack: typeof import('./wallet-stack'); session: typeof import('./wallet-session') };

const SIGNED_OUT = { address: null, userKey: null };
let asked: string[] = [];

async function fresh(): Promise<Modules> {
  let modules!: Modules;
  await jest.isolateModulesAsync(async () => {
    modules = { stack: await import('./wallet-stack'), session: await import('./wallet-session') };
  });
  return modules;
}

beforeEach(() => {
  asked = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(JSON.stringify(SIGNED_OUT), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

describe('the wallet session is asked once a page', () => {
  it('a press after the page read the session asks nothing more', async () => {
    const { stack, session } = await fresh();
    await session.loadWalletSession();
    stack.requestWalletStack({ openModal: true });
    stack.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(session.getWalletSession()).toEqual({ status: 'ready', ...SIGNED_OUT });
  });

  it('the read a press started is the one the session takes, and a second press asks nothing', async () => {
    const { stack, session } = await fresh();
    stack.requestWalletStack({ openModal: true });
    await session.loadWalletSession();
    stack.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(session.getWalletSession().status).toBe('ready');
  });
});
