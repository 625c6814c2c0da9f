import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, getContractAddress, http, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { blackFeatherAbi, blackFeatherBytecode } from '../contracts/generated/BlackFeather';
import { contractAddresses, DEVNET_DEPLOY_ORDER, type ContractName } from '../contracts/addresses';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const devnetAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });

const ANVIL_BIN = path.resolve(__dirname, '..', 'node_modules', '.bin', 'anvil');

/** Asks whatever listens on the port who it is; anvil answers web3_clientVersion "anvil/v…". */
export async function devnetClientVersion(rpcUrl: string): Promise<string | null> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'web3_clientVersion', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ?? null;
  } catch {
    return null;
  }
}

export async function startAnvil(port: number): Promise<ChildProcess> {
  const child = spawn(ANVIL_BIN, ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    const version = await devnetClientVersion(rpcUrl);
    if (version?.startsWith('anvil')) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`anvil did not answer on ${rpcUrl}`);
}

export type Devnet = {
  rpcUrl: string;
  contracts: Record<ContractName, `0x${string}`>;
  /** Restores the chain to the state right after deployment and seeding. */
  reset(): Promise<void>;
};

/**
 * Deploys the project's contracts from account #0 in a fixed order (so addresses are the ones in
 * contracts/addresses.ts), seeds demo holdings, and takes a snapshot to return to on reset.
 */
export async function deployDevnet(rpcUrl: string): Promise<Devnet> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } };
  const publicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ chain, transport, mode: 'anvil' });
  const deployer = devnetAccount(0);
  const wallet = createWalletClient({ chain, transport, account: deployer });

  const contracts = {} as Record<ContractName, `0x${string}`>;
  const startNonce = await publicClient.getTransactionCount({ address: deployer.address });
  if (startNonce !== 0) throw new Error('devnet account #0 has already sent transactions; start a fresh devnet');
  for (const [i, name] of DEVNET_DEPLOY_ORDER.entries()) {
    const expected = contractAddresses.devnet[name];
    const computed = getContractAddress({ from: deployer.address, nonce: BigInt(i) });
    if (expected?.toLowerCase() !== computed.toLowerCase()) {
      throw new Error(`contracts/addresses.ts: devnet ${name} should be ${computed}`);
    }
    contracts[name] = computed;
  }

  const deployments: Record<ContractName, () => Promise<Hex>> = {
    BlackFeather: () =>
      wallet.deployContract({ abi: blackFeatherAbi, bytecode: blackFeatherBytecode, args: ['http://127.0.0.1/metadata/blackfeather/{id}.json', true] }),
  };
  for (const name of DEVNET_DEPLOY_ORDER) {
    const hash = await deployments[name]();
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.contractAddress?.toLowerCase() !== contracts[name].toLowerCase()) {
      throw new Error(`${name} deployed at ${receipt.contractAddress}, expected ${contracts[name]}`);
    }
  }
  // Demo holdings: account #9 already holds a Black Feather, so the counter starts above zero.
  const hash = await wallet.writeContract({ address: contracts.BlackFeather, abi: blackFeatherAbi, functionName: 'teamMint', args: [devnetAccount(9).address, 12n] });
  await publicClient.waitForTransactionReceipt({ hash });

  let snapshot = await testClient.snapshot();
  return {
    rpcUrl,
    contracts,
    async reset() {
      await testClient.revert({ id: snapshot });
      // anvil consumes a snapshot when reverting to it: take a fresh one for the next reset.
      snapshot = await testClient.snapshot();
    },
  };
}
