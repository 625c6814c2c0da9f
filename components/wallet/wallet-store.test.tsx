/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';

type Store = typeof import('./wallet-store') & typeof import('./wallet-session') & typeof import('./panel-wallet');

const SIGNED_IN = { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', userKey: 'u-collector' };
const PENDING_KEY = 'drp.pending-tx';
let asked: string[] = [];

/** The store as a fresh page loads it. */
async function fresh(): Promise<Store> {
  let store!: Store;
  const react: unknown = jest.requireActual('react');
  await jest.isolateModulesAsync(async () => {
    // The page's one React, so the store's hooks render in the test's tree.
    jest.doMock('react', () => react);
    store = { ...(await import('./wallet-store')), ...(await import('./wallet-session')), ...(await import('./panel-wallet')) };
  });
  return store;
}

beforeEach(() => {
  asked = [];
  localStorage.clear();
  delete (window as { ethereum?: unknown }).ethereum;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return { ok: true, status: 200, json: async () => SIGNED_IN } as Response;
  }) as typeof fetch;
});

describe('the wallet session is asked once a page', () => {
  it('a press after the page read the session asks nothing more', async () => {
    const store = await fresh();
    await store.loadWalletSession();
    store.requestWalletStack({ openModal: true });
    store.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(store.getWalletSession()).toEqual({ status: 'ready', address: SIGNED_IN.address.toLowerCase(), userKey: 'u-collector' });
  });

  it('the read a press started is the one the session takes, and a second press asks nothing', async () => {
    const store = await fresh();
    store.requestWalletStack({ openModal: true });
    await store.loadWalletSession();
    store.requestWalletStack({ openModal: true });
    expect(asked).toEqual(['/api/auth/session']);
    expect(store.getWalletSession().address).toBe(SIGNED_IN.address.toLowerCase());
    expect(store.getWallet().dialogRequests).toBe(2);
  });
});

it('a password login, with no wallet, keeps its user key', async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ address: null, userKey: 'u-collector' }) }) as Response) as typeof fetch;
  const store = await fresh();
  await store.loadWalletSession();
  expect(store.getWallet().session).toEqual({ status: 'ready', address: null, userKey: 'u-collector' });
});

describe('pending transactions', () => {
  it('one kept from before the reload asks for the wallet code as the page loads', async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify([{ hash: '0x1' }]));
    const store = await fresh();
    expect(store.getWallet()).toMatchObject({ asked: true, partsLive: true });
  });

  it("another tab's send asks for the wallet code and reaches the listeners; other keys do not", async () => {
    const store = await fresh();
    const heard: number[] = [];
    store.subscribeWallet(() => heard.push(store.getWallet().pendingChanges));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(store.getWallet().asked).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY }));
    expect(store.getWallet()).toMatchObject({ asked: true, partsLive: true });
    store.pendingChanged();
    expect(heard).toEqual([1, 2]);
  });

  it('the page watches for them only while one is kept', async () => {
    const { usePendingHere, pendingChanged } = await fresh();
    function Slot() {
      return <p>{usePendingHere() ? 'watching' : 'idle'}</p>;
    }
    render(<Slot />);
    expect(screen.getByText('idle')).toBeTruthy();
    localStorage.setItem(PENDING_KEY, JSON.stringify([{ hash: '0x1' }]));
    act(pendingChanged);
    expect(screen.getByText('watching')).toBeTruthy();
  });
});

describe('whether the browser has a wallet', () => {
  function Probe({ store }: { store: Store }) {
    const found = store.useBrowserWallet();
    return <p>{found === null ? 'asking' : found ? 'wallet' : 'none'}</p>;
  }

  it('an injected provider answers at once', async () => {
    (window as { ethereum?: unknown }).ethereum = {};
    const store = await fresh();
    render(<Probe store={store} />);
    expect(await screen.findByText('wallet')).toBeTruthy();
  });

  it('an EIP-6963 announcement answers; silence for 500 ms means none', async () => {
    jest.useFakeTimers();
    const store = await fresh();
    render(<Probe store={store} />);
    expect(screen.getByText('asking')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.getByText('none')).toBeTruthy();

    const later = await fresh();
    render(<Probe store={later} />);
    act(() => void window.dispatchEvent(new Event('eip6963:announceProvider')));
    expect(screen.getByText('wallet')).toBeTruthy();
    jest.useRealTimers();
  });
});
