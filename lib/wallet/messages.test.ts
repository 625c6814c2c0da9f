import { connectToChainAlert, unsupportedChainToast, wrongNetworkMessage } from './messages';

describe('wrong-network texts', () => {
  const mainnet = { name: 'mainnet', label: 'Mainnet' } as const;
  const devnet = { name: 'devnet', label: 'Devnet' } as const;

  it('are the spec texts on mainnet', () => {
    expect(wrongNetworkMessage(mainnet)).toBe('Network is not supported. Please switch to Mainnet.');
    expect(connectToChainAlert(mainnet)).toBe('Please connect to Ethereum Main Network');
    expect(unsupportedChainToast(mainnet)).toBe('Please connect to the Ethereum Mainnet');
  });

  it('name the configured chain elsewhere', () => {
    expect(connectToChainAlert(devnet)).toBe('Please connect to Devnet');
    expect(unsupportedChainToast(devnet)).toBe('Please connect to the Devnet');
  });
});
