import { parsePublicEnv } from './public-check';
import { contractAddress } from './contract';

describe('parsePublicEnv', () => {
  it('defaults to the sandbox devnet and the local site', () => {
    const config = parsePublicEnv({});
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.chain).toEqual({
      name: 'devnet',
      id: 31337,
      label: 'Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      explorerUrl: null,
    });
    expect(config.walletConnectProjectId).toBeNull();
  });

  it('picks mainnet or sepolia with their names for the wrong-network message', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_CHAIN: 'mainnet' }).chain).toMatchObject({ id: 1, label: 'Mainnet' });
    expect(parsePublicEnv({ NEXT_PUBLIC_CHAIN: 'sepolia' }).chain).toMatchObject({ id: 11155111, label: 'Sepolia Testnet' });
  });

  it('treats empty variables as unset and names a bad one', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '', NEXT_PUBLIC_CHAIN: '' }).chain.name).toBe('devnet');
    expect(() => parsePublicEnv({ NEXT_PUBLIC_CHAIN: 'goerli' })).toThrow(/Invalid environment variable NEXT_PUBLIC_CHAIN/);
  });
});

describe('contractAddress', () => {
  const devnet = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const;
  const contract = (value: string | undefined) => ({ variable: 'NEXT_PUBLIC_BLACKFEATHER_ADDRESS', value, devnet });

  it('is the sandbox address on devnet and none on a public chain without its variable', () => {
    expect(contractAddress('devnet', contract(undefined))).toBe(devnet);
    expect(contractAddress('mainnet', contract(undefined))).toBeNull();
    expect(contractAddress('sepolia', contract(''))).toBeNull();
  });

  it('takes the variable on any chain, and names a malformed one', () => {
    const address = '0x1111111111111111111111111111111111111111';
    expect(contractAddress('mainnet', contract(address))).toBe(address);
    expect(contractAddress('devnet', contract(address))).toBe(address);
    expect(() => contractAddress('mainnet', contract('0x12'))).toThrow(/NEXT_PUBLIC_BLACKFEATHER_ADDRESS/);
  });
});

describe('parsePublicEnv URLs', () => {
  it('names a malformed URL setting', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_RPC_URL: 'not a url' })).toThrow(/Invalid environment variable NEXT_PUBLIC_RPC_URL: Invalid URL/);
    expect(parsePublicEnv({ NEXT_PUBLIC_RPC_URL: 'wss://rpc.example/ws' }).chain.rpcUrl).toBe('wss://rpc.example/ws');
  });
});
