import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createTestClient, createWalletClient, getContractAddress, http } from 'viem';
import { foundry } from 'viem/chains';
import { devnetAccount } from './accounts';
import { devnetContracts } from './contracts';
import { deploymentFile, deploymentSource } from './deployments';
import { multicall3Bytecode } from '../contracts/generated/Multicall3';
import { MULTICALL3_ADDRESS } from '../lib/wallet/chain';

export { devnetAccount, TEST_MNEMONIC } from './accounts';

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
  /** Every deployed contract, name → address. */
  contracts: Record<string, `0x${string}`>;
  /** Restores the chain to the state right after deployment and seeding. */
  reset(): Promise<void>;
  /** Moves the chain's clock forward to `at` (never back: a reset does that) and mines a block there. */
  setTime(at: Date): Promise<{ timestamp: number }>;
  /** The latest block's time. */
  time(): Promise<number>;
};

/**
 * Deploys the devnet's contracts from account #0 in DEPLOY_ORDER (so each lands at the address
 * contracts/deployments/<Name>.ts gives its drop's config), then seeds their holdings, and takes a snapshot to return to on reset.
 */
export async function deployDevnet(rpcUrl: string): Promise<Devnet> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } };
  const publicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ chain, transport, mode: 'anvil' });
  const deployer = devnetAccount(0);
  const wallet = createWalletClient({ chain, transport, account: deployer });

  const startNonce = await publicClient.getTransactionCount({ address: deployer.address });
  if (startNonce !== 0) throw new Error('devnet account #0 has already sent transactions; start a fresh devnet');
  const contracts: Record<string, `0x${string}`> = {};
  const entries = devnetContracts();
  for (const [i, entry] of entries.entries()) {
    const computed = getContractAddress({ from: deployer.address, nonce: BigInt(i) });
    if (readIfAny(deploymentFile(entry.name)) !== deploymentSource(entry.name, i)) {
      throw new Error(`${entry.name} deploys at ${computed}, and contracts/deployments/${entry.name}.ts does not say so: run npm run contracts:deployments`);
    }
    const hash = await wallet.deployContract({ abi: entry.abi, bytecode: entry.bytecode, args: entry.args as unknown[] });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.contractAddress?.toLowerCase() !== computed.toLowerCase())
      throw new Error(`${entry.name} deployed at ${receipt.contractAddress}, expected ${computed}`);
    contracts[entry.name] = computed;
  }
  for (const entry of entries) {
    for (const holding of entry.holdings) {
      const hash = await wallet.writeContract({
        address: contracts[entry.name],
        abi: entry.abi,
        functionName: holding.functionName,
        args: holding.args,
        value: holding.value,
      } as never);
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`seeding ${entry.name}.${holding.functionName} failed`);
    }
  }

  // Multicall3 at its canonical address, as on mainnet: the code its creation returns, set without
  // a transaction so no account's nonce (and so no contract's address) moves.
  const { data: multicallCode } = await publicClient.call({ data: multicall3Bytecode });
  if (!multicallCode) throw new Error('Multicall3 returned no code');
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicallCode });

  let snapshot = await testClient.snapshot();
  const time = async () => Number((await publicClient.getBlock()).timestamp);
  return {
    rpcUrl,
    contracts,
    async reset() {
      await testClient.revert({ id: snapshot });
      // A revert also winds the clock back to the snapshot's block; a real chain's keeps running.
      await testClient.request({ method: 'evm_setTime', params: [Math.floor(Date.now() / 1000)] } as never);
      // anvil consumes a snapshot when reverting to it: take a fresh one for the next reset.
      snapshot = await testClient.snapshot();
    },
    async setTime(at) {
      const target = Math.floor(at.getTime() / 1000);
      const latest = await time();
      // A block's time must be after its parent's: an earlier target mines one second later instead.
      await testClient.setNextBlockTimestamp({ timestamp: BigInt(Math.max(target, latest + 1)) });
      await testClient.mine({ blocks: 1 });
      return { timestamp: await time() };
    },
    time,
  };
}

/** A file's text, or null when there is none. */
function readIfAny(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
