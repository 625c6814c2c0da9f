import type { CreateConnectorFn } from 'wagmi';

// RainbowKit's synchronous connect after asking for a provider has run by then.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts a vendor SDK only once chosen or to restore it: wagmi's reconnect would start every SDK at mount. */
export function onChoice(create: CreateConnectorFn): CreateConnectorFn {
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
