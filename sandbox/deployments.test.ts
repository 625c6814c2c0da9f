import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getAddress } from 'viem';
import { DEVNET_CONTRACTS, devnetContracts } from './contracts';
import { DEPLOY_ORDER } from './deploy-order';
import { DEPLOYMENTS_DIR, deployAddress, deploymentFiles, deploymentSource } from './deployments';

describe('contracts/deployments/', () => {
  it('holds what the generator writes for DEPLOY_ORDER, one file per contract and no other (run npm run contracts:deployments if not)', () => {
    const expected = deploymentFiles(DEPLOY_ORDER);
    expect(readdirSync(DEPLOYMENTS_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(readFileSync(path.join(DEPLOYMENTS_DIR, file), 'utf8')).toBe(text);
  });

  it('gives each contract the address of its place in the order', async () => {
    for (const [i, name] of DEPLOY_ORDER.entries()) {
      const file = (await import(`../contracts/deployments/${name}`)) as Record<string, string>;
      expect(file).toEqual({ [name]: deployAddress(i) });
    }
  });

  it('has a sandbox entry for every name, deployed in the order', () => {
    expect(Object.keys(DEVNET_CONTRACTS).sort()).toEqual([...DEPLOY_ORDER].sort());
    expect(devnetContracts().map((c) => c.name)).toEqual([...DEPLOY_ORDER]);
  });

  it('computes the addresses anvil gives account #0’s first deployments', () => {
    // The well-known first two: any Hardhat or anvil devnet puts them here.
    expect(deployAddress(0)).toBe(getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3'));
    expect(deployAddress(1)).toBe(getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'));
  });

  it('goes stale when a name is added or moved', () => {
    const names = [...DEPLOY_ORDER];
    expect(deploymentFiles([...names].reverse())).not.toEqual(deploymentFiles(names));
    expect(deploymentFiles([...names, 'NewDrop']).get('NewDrop.ts')).toBe(deploymentSource('NewDrop', names.length));
    expect(deploymentSource('NewDrop', names.length)).toContain(`export const NewDrop = '${deployAddress(names.length)}';`);
  });
});
