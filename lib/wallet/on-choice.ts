import type { CreateConnectorFn } from 'wagmi';

/** One macrotask: what RainbowKit does synchronously after asking for a provider (it connects) has run by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A vendor's connector (WalletConnect, Coinbase Wallet, MetaMask's SDK) that fetches and starts its
 * SDK only when the visitor chooses it, or to restore the connection it made last time: wagmi's
 * reconnect otherwise starts every SDK at each wallet mount, and the connect dialog waits for them.
 *
 * A choice is told by RainbowKit's first call on the chosen connector, its chain (`getChainId`),
 * or by wagmi's `connect`. RainbowKit also asks the chosen wallet for its provider (the QR code's
 * URI) in the same task, just before: a request is therefore answered after one macrotask, by then
 * the choice is known.
 */
export function onChoice(create: CreateConnectorFn): CreateConnectorFn {
  // wagmi's createConnector is the identity: a CreateConnectorFn is a plain function of the config.
  return (config) => {
    const connector = create(config);
    let chosen = false;
    let started = false;
    const restoring = async () => (await config.storage?.getItem('recentConnectorId')) === connector.id;
    const wanted = async () => chosen || started || (await restoring()) || (await nextTask(), chosen);
    return {
      ...connector,
      async setup() {
        if (await restoring()) await connector.setup?.call(this);
      },
      async getChainId() {
        chosen = true;
        return connector.getChainId.call(this);
      },
      async connect(parameters) {
        chosen = true;
        return connector.connect.call(this, parameters);
      },
      async getProvider(parameters) {
        if (!(await wanted())) return undefined;
        started = true;
        return connector.getProvider.call(this, parameters);
      },
      async isAuthorized() {
        return (await wanted()) && connector.isAuthorized.call(this);
      },
    } as typeof connector;
  };
}
