import type { Page } from '@playwright/test';
import { createWalletClient, http, numberToHex, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { LANE } from './lane';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEVNET_RPC = process.env.E2E_DEVNET_RPC ?? `http://127.0.0.1:${LANE.devnet}`;
export const WALLET_NAME = 'E2E Wallet';

type RpcError = { code: number; message: string };

/** What a test can do to the injected wallet while the page runs. */
export type TestWallet = {
  address: `0x${string}`;
  /** The next signature request is rejected as a user would (EIP-1193 code 4001). */
  rejectNextSignature(): void;
  /** The next transaction request is rejected as a user would. */
  rejectNextTransaction(): void;
  /** The next transaction request waits (as a wallet's confirm window does) until `release` is called. */
  holdNextTransaction(): { release(): void };
  /** Switches the wallet to another chain, as a user would in the extension. */
  switchChain(chainId: number): Promise<void>;
  /** How many times the site has asked the wallet for its accounts (eth_accounts) so far. */
  accountRequests(): number;
  /** The visitor disconnects the site in the wallet extension: no accounts, and accountsChanged([]). */
  disconnectFromWallet(): Promise<void>;
  /** The visitor selects another account (by mnemonic index) in the wallet: accountsChanged([it]). */
  switchAccount(accountIndex: number): Promise<`0x${string}`>;
  /** How many times the wallet asked the visitor to approve something to send (a transaction or a batch). */
  prompts(): number;
  /** The next batch is accepted but lands only on `land()`, as a bundler's may: its status is pending until then. */
  holdNextBatch(): { land(): Promise<void> };
};

/** `batching`: the wallet sends several calls as one atomic batch (EIP-5792), as a smart account does. */
export type WalletOptions = { batching?: boolean };

/**
 * Injects an EIP-6963 wallet backed by a devnet account (by mnemonic index). Like a real extension
 * it reports no accounts until the site asks with eth_requestAccounts; signing happens here in
 * Node with viem, and every other call goes to the devnet.
 */
export async function injectWallet(page: Page, accountIndex: number, { batching = false }: WalletOptions = {}): Promise<TestWallet> {
  let account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: accountIndex });
  const chain = { ...foundry, rpcUrls: { default: { http: [DEVNET_RPC] } } };
  const walletClient = () => createWalletClient({ account, chain, transport: http(DEVNET_RPC, { retryCount: 0 }) });
  let connected = false;
  let chainId: number = foundry.id;
  let rejectSignature = false;
  let rejectTransaction = false;
  let hold: Promise<void> | null = null;
  let accountRequests = 0;
  let prompts = 0;
  const batches = new Map<string, { hashes: Hex[]; ok: boolean } | 'pending'>();
  let holdBatch: ((land: () => Promise<void>) => void) | null = null;

  async function devnet(method: string, params: unknown[] = []): Promise<{ result?: unknown; error?: RpcError }> {
    const res = await fetch(DEVNET_RPC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: RpcError };
    return body.error ? { error: body.error } : { result: body.result };
  }

  /** The calls land in one block, and all of them or none: a failed one reverts the block's state. */
  async function sendBatch(calls: { to: `0x${string}`; data?: Hex; value?: Hex }[]): Promise<{ hashes: Hex[]; ok: boolean }> {
    const snapshot = (await devnet('evm_snapshot')).result;
    await devnet('evm_setAutomine', [false]);
    const hashes: Hex[] = [];
    try {
      // Each call sees the state the earlier ones leave, so none is estimated on its own.
      for (const call of calls)
        hashes.push(
          await walletClient().sendTransaction({ to: call.to, data: call.data, value: call.value ? BigInt(call.value) : undefined, gas: 1_000_000n }),
        );
      await devnet('evm_mine');
    } finally {
      await devnet('evm_setAutomine', [true]);
    }
    const receipts = await Promise.all(hashes.map(async (hash) => (await devnet('eth_getTransactionReceipt', [hash])).result as { status: Hex }));
    const ok = receipts.every((r) => r?.status === '0x1');
    if (!ok) await devnet('evm_revert', [snapshot]);
    return { hashes, ok };
  }

  const emit = (event: string, data: unknown) =>
    page.evaluate(([e, d]) => (window as unknown as { __e2eWalletEmit(e: string, d: unknown): void }).__e2eWalletEmit(e, d), [event, data] as const);

  const rejected = (): { error: RpcError } => ({ error: { code: 4001, message: 'User rejected the request.' } });

  async function handle(method: string, params: unknown[]): Promise<{ result?: unknown; error?: RpcError }> {
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        return { result: [account.address] };
      case 'eth_accounts':
        accountRequests++;
        return { result: connected ? [account.address] : [] };
      case 'eth_chainId':
        return { result: numberToHex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_requestPermissions':
        connected = true;
        return { result: [{ parentCapability: 'eth_accounts' }] };
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] };
      case 'wallet_revokePermissions':
        connected = false;
        return { result: null };
      case 'wallet_switchEthereumChain': {
        const next = Number((params[0] as { chainId: string }).chainId);
        if (next !== foundry.id) return { error: { code: 4902, message: `Unrecognized chain ID ${next}` } };
        chainId = next;
        void emit('chainChanged', numberToHex(chainId));
        return { result: null };
      }
      case 'personal_sign': {
        if (rejectSignature) {
          rejectSignature = false;
          return rejected();
        }
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) };
      }
      case 'eth_signTypedData_v4': {
        if (rejectSignature) {
          rejectSignature = false;
          return rejected();
        }
        return { result: await account.signTypedData(JSON.parse(params[1] as string)) };
      }
      case 'wallet_getCapabilities':
        if (!batching) return { error: { code: -32601, message: 'Method not found' } };
        return { result: { [numberToHex(foundry.id)]: { atomic: { status: 'supported' } } } };
      case 'wallet_sendCalls': {
        if (!batching) return { error: { code: -32601, message: 'Method not found' } };
        prompts++;
        if (rejectTransaction) {
          rejectTransaction = false;
          return rejected();
        }
        const { calls } = params[0] as { calls: { to: `0x${string}`; data?: Hex; value?: Hex }[] };
        const id = numberToHex(batches.size + 1, { size: 32 });
        const land = async () => void batches.set(id, await sendBatch(calls));
        if (holdBatch) {
          batches.set(id, 'pending');
          holdBatch(land);
          holdBatch = null;
        } else await land();
        return { result: { id } };
      }
      case 'wallet_getCallsStatus': {
        const batch = batches.get(params[0] as string);
        if (!batch) return { error: { code: 5730, message: 'Unknown bundle id' } };
        if (batch === 'pending') return { result: { version: '2.0.0', id: params[0], chainId: numberToHex(foundry.id), atomic: true, status: 100 } };
        const receipts = batch.ok ? await Promise.all(batch.hashes.map(async (hash) => (await devnet('eth_getTransactionReceipt', [hash])).result)) : [];
        return { result: { version: '2.0.0', id: params[0], chainId: numberToHex(foundry.id), atomic: true, status: batch.ok ? 200 : 500, receipts } };
      }
      case 'eth_sendTransaction': {
        prompts++;
        if (rejectTransaction) {
          rejectTransaction = false;
          return rejected();
        }
        if (hold) {
          const waiting = hold;
          hold = null;
          await waiting;
        }
        if (chainId !== foundry.id) return { error: { code: -32000, message: 'wrong chain' } };
        const tx = params[0] as Record<string, Hex | undefined>;
        const hash = await walletClient().sendTransaction({
          to: tx.to as `0x${string}` | undefined,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
        return { result: hash };
      }
      default:
        return devnet(method, params);
    }
  }

  await page.exposeFunction('__e2eWalletRequest', async (method: string, params: unknown[]) => {
    try {
      return await handle(method, params ?? []);
    } catch (err) {
      return { error: { code: -32603, message: err instanceof Error ? err.message.split('\n')[0] : String(err) } };
    }
  });

  await page.addInitScript(
    ({ name }) => {
      const listeners = new Map<string, Set<(data: unknown) => void>>();
      type Answer = { result?: unknown; error?: { code: number; message: string } };
      type Bridge = (m: string, p: unknown[]) => Promise<Answer>;
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await (window as unknown as { __e2eWalletRequest: Bridge }).__e2eWalletRequest(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, fn: (data: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(fn);
          return provider;
        },
        removeListener(event: string, fn: (data: unknown) => void) {
          listeners.get(event)?.delete(fn);
          return provider;
        },
      };
      (window as unknown as { __e2eWalletEmit(e: string, d: unknown): void }).__e2eWalletEmit = (event, data) =>
        listeners.get(event)?.forEach((fn) => fn(data));
      const icon =
        'data:image/svg+xml;base64,' +
        btoa('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#111"/></svg>');
      const detail = Object.freeze({ info: { uuid: 'b5b0f5a2-0000-4000-8000-e2e0wallet00', name, icon, rdns: 'dev.e2e.wallet' }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { name: WALLET_NAME },
  );

  return {
    get address() {
      return account.address;
    },
    rejectNextSignature: () => {
      rejectSignature = true;
    },
    rejectNextTransaction: () => {
      rejectTransaction = true;
    },
    holdNextTransaction: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return { release: () => release() };
    },
    async switchChain(id: number) {
      chainId = id;
      await emit('chainChanged', numberToHex(id));
    },
    accountRequests: () => accountRequests,
    async disconnectFromWallet() {
      connected = false;
      await emit('accountsChanged', []);
    },
    async switchAccount(index: number) {
      account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
      await emit('accountsChanged', [account.address]);
      return account.address;
    },
    prompts: () => prompts,
    holdNextBatch() {
      const landed = new Promise<() => Promise<void>>((resolve) => (holdBatch = resolve));
      return { land: async () => (await landed)() };
    },
  };
}
