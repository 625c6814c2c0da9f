import { chainGuard } from './chain-guard';

const address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' as const;

describe('chainGuard', () => {
  it('is disconnected without an address, whatever the chain', () => {
    expect(chainGuard({ chainId: 1 }, 1)).toEqual({ kind: 'disconnected' });
    expect(chainGuard({}, 1)).toEqual({ kind: 'disconnected' });
  });

  it('is a wrong network on any other chain id, or none', () => {
    expect(chainGuard({ address, chainId: 31337 }, 1)).toEqual({ kind: 'wrong-network', address, chainId: 31337 });
    expect(chainGuard({ address, chainId: undefined }, 1)).toMatchObject({ kind: 'wrong-network' });
  });

  it('is ready on the accepted chain', () => {
    expect(chainGuard({ address, chainId: 1 }, 1)).toEqual({ kind: 'ready', address });
  });
});
