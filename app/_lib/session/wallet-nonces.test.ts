import { KEEP_IDLE_MS, KEEP_MAX_MS } from '@/lib/auth/kept-nonce';
import { nonceKey } from '@/lib/auth/wallet-sign-in';
import { spendNonce } from './spent-nonces';
import { forgetWalletNonce, walletNonce } from './wallet-nonces';

// No REDIS_URL: the shared store is this process's memory.
const start = Date.UTC(2026, 10, 24, 10);
let now = start;
const clock = () => now;
let issued = 0;
const platform = async () => `Sign this message to log in to DRP.\n\nNonce: ${++issued}`;

beforeEach(() => {
  now += KEEP_MAX_MS * 10;
});

describe('a wallet’s sign-in nonce', () => {
  const wallet = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';

  it('is offered again to whoever asks while unused: asking every second never replaces it', async () => {
    const first = await walletNonce(wallet, platform, clock);
    const calls = issued;
    for (let i = 0; i < 120; i++) {
      now += 1000;
      expect(await walletNonce(wallet.toLowerCase(), platform, clock)).toBe(first);
    }
    expect(issued).toBe(calls);
  });

  it('is fetched once when many ask at the same time', async () => {
    const before = issued;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(platform()), 50));
    const texts = await Promise.all([1, 2, 3, 4].map(() => walletNonce(wallet, slow, clock)));
    expect(new Set(texts).size).toBe(1);
    expect(issued).toBe(before + 1);
  });

  it('is replaced once used, once left unasked for the idle window, and once too old', async () => {
    const a = await walletNonce(wallet, platform, clock);
    await spendNonce(nonceKey(a), now);
    const b = await walletNonce(wallet, platform, clock);
    expect(b).not.toBe(a);

    await forgetWalletNonce(wallet);
    const c = await walletNonce(wallet, platform, clock);
    expect(c).not.toBe(b);

    now += KEEP_IDLE_MS + 1000;
    const d = await walletNonce(wallet, platform, clock);
    expect(d).not.toBe(c);

    for (let t = 0; t < KEEP_MAX_MS; t += KEEP_IDLE_MS / 2) {
      now += KEEP_IDLE_MS / 2;
      if (t + KEEP_IDLE_MS / 2 < KEEP_MAX_MS) expect(await walletNonce(wallet, platform, clock)).toBe(d);
    }
    expect(await walletNonce(wallet, platform, clock)).not.toBe(d);
  });

  it('is kept per wallet', async () => {
    const mine = await walletNonce(wallet, platform, clock);
    expect(await walletNonce('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', platform, clock)).not.toBe(mine);
  });
});
