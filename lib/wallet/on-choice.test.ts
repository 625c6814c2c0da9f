import type { CreateConnectorFn } from 'wagmi';
import { onChoice } from './on-choice';

function vendor() {
  const sdk = { loads: 0, setups: 0 };
  const create = (() => ({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    async setup() {
      sdk.setups++;
      await this.getProvider();
    },
    async connect() {
      const provider = await this.getProvider();
      if (!provider) throw new Error('no provider');
      return { accounts: ['0x0000000000000000000000000000000000000001'], chainId: 1 } as never;
    },
    async disconnect() {},
    async getAccounts() {
      return [];
    },
    async getChainId() {
      await this.getProvider();
      return 1;
    },
    async getProvider() {
      sdk.loads++;
      return { sdk: true };
    },
    async isAuthorized() {
      return true;
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  })) as unknown as CreateConnectorFn;
  return { create, sdk };
}

function setUp(recentConnectorId: string | null) {
  const { create, sdk } = vendor();
  const config = { storage: { getItem: async (key: string) => (key === 'recentConnectorId' ? recentConnectorId : null) } };
  const connector = onChoice(create)(config as never);
  return { connector, sdk };
}

describe('onChoice: a vendor SDK is fetched when its wallet is chosen', () => {
  it('mounting and reconnecting (setup, then provider and authorization asked) fetch nothing', async () => {
    const { connector, sdk } = setUp('injected');
    await connector.setup?.();
    expect(await connector.getProvider()).toBeUndefined();
    expect(await connector.isAuthorized()).toBe(false);
    expect(sdk).toEqual({ loads: 0, setups: 0 });
  });

  it("choosing it in RainbowKit's dialog (its provider asked, then its chain, then connect) fetches it", async () => {
    const { connector, sdk } = setUp(null);
    const provider = connector.getProvider();
    const chainId = connector.getChainId();
    expect(await provider).toEqual({ sdk: true });
    expect(await chainId).toBe(1);
    await expect(connector.connect()).resolves.toMatchObject({ chainId: 1 });
    expect(sdk.loads).toBeGreaterThan(0);
  });

  it("wagmi's connect alone fetches it", async () => {
    const { connector, sdk } = setUp(null);
    await expect(connector.connect()).resolves.toMatchObject({ chainId: 1 });
    expect(sdk.loads).toBe(1);
  });

  it('the connection it made last time is restored at mount', async () => {
    const { connector, sdk } = setUp('walletConnect');
    await connector.setup?.();
    expect(sdk.setups).toBe(1);
    expect(await connector.getProvider()).toEqual({ sdk: true });
    expect(await connector.isAuthorized()).toBe(true);
  });
});
