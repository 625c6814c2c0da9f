import { readFileSync } from 'node:fs';
import { getAddress } from 'viem';
import { DEVNET_CONTRACTS } from './contracts';
import { DEPLOYMENTS_FILE, deployAddress, deploymentsSource } from './deployments';
import * as DEPLOYED from '../contracts/deployments';

describe('contracts/deployments.ts', () => {
  it('is what the generator writes for the deploy order in sandbox/contracts.ts (run npm run contracts:deployments if not)', () => {
    expect(readFileSync(DEPLOYMENTS_FILE, 'utf8')).toBe(deploymentsSource(DEVNET_CONTRACTS.map((c) => c.name)));
  });

  it('gives every deployed contract the address of its place in the order, and nothing else', () => {
    expect(Object.keys(DEPLOYED).sort()).toEqual(DEVNET_CONTRACTS.map((c) => c.name).sort());
    DEVNET_CONTRACTS.forEach((c, i) => expect((DEPLOYED as Record<string, string>)[c.name]).toBe(deployAddress(i)));
  });

  it('computes the addresses anvil gives account #0’s first deployments', () => {
    // The well-known first two: any Hardhat or anvil devnet puts them here.
    expect(deployAddress(0)).toBe(getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3'));
    expect(deployAddress(1)).toBe(getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'));
  });

  it('goes stale when an entry is added or moved', () => {
    const names = DEVNET_CONTRACTS.map((c) => c.name);
    expect(deploymentsSource([...names].reverse())).not.toBe(deploymentsSource(names));
    expect(deploymentsSource([...names, 'NewDrop'])).toContain(`export const NewDrop = '${deployAddress(names.length)}';`);
  });
});
