/** @jest-environment jsdom */

type Modules = { stack: typeof import('./wallet-stack'); session: typeof import('./wallet-session') };

const SIGNED_IN = { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', userKey: 'u-collector' };
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
    return { ok: true, status: 200, json: async () => SIGNED_IN } as Response;
  }) as typeof fetch;
});

describe('the wallet session is asked once a page', () => {
  it('a press after the page read the session asks nothing more', async () => {
    const { stack, session } = await fresh();
    await session.loadWalletSession();
    stack.requestWalletStack({ openModal: true });
    stack.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(session.getWalletSession()).toEqual({ status: 'ready', address: SIGNED_IN.address.toLowerCase(), userKey: 'u-collector' });
  });

  it('the read a press started is the one the session takes, and a second press asks nothing', async () => {
    const { stack, session } = await fresh();
    stack.requestWalletStack({ openModal: true });
    await session.loadWalletSession();
    stack.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(session.getWalletSession().address).toBe(SIGNED_IN.address.toLowerCase());
  });
});
