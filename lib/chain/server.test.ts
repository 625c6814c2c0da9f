import {
  createPublicClient,
  custom,
  decodeFunctionData,
  defineChain,
  encodeFunctionResult,
  multicall3Abi as viemMulticall3Abi,
  parseEther,
  type Hex,
} from 'viem';
import { blackFeatherAbi } from '@/contracts/generated/BlackFeather';
import { multicall3Abi } from '@/contracts/generated/Multicall3';
import { MULTICALL3_ADDRESS } from '@/lib/wallet/chain';
import { chainRead, clearChainReadCache, readChain } from './server';

const TOKEN = '0x1111111111111111111111111111111111111111';

// totalSupply 12, price 0.08 ETH, salesActive reverts; directly or through Multicall3's aggregate3.
function fakeNode({ multicall = true, hang = false } = {}) {
  let supply = 12n;
  const answer = (data: Hex): { ok: boolean; data: Hex } => {
    const { functionName } = decodeFunctionData({ abi: blackFeatherAbi, data });
    if (functionName === 'totalSupply') return { ok: true, data: encodeFunctionResult({ abi: blackFeatherAbi, functionName, result: supply }) };
    if (functionName === 'price') return { ok: true, data: encodeFunctionResult({ abi: blackFeatherAbi, functionName, result: parseEther('0.08') }) };
    return { ok: false, data: '0x' };
  };
  const node = {
    calls: 0,
    mint: () => (supply += 1n),
    client: createPublicClient({
      chain: defineChain({
        id: 31337,
        name: 'Test',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
        ...(multicall ? { contracts: { multicall3: { address: MULTICALL3_ADDRESS } } } : {}),
      }),
      transport: custom(
        {
          async request({ method, params }: { method: string; params: [{ to: string; data: Hex }] }) {
            if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
            node.calls += 1;
            if (hang) return new Promise(() => {});
            const [{ to, data }] = params;
            if (to.toLowerCase() === MULTICALL3_ADDRESS.toLowerCase()) {
              const { args } = decodeFunctionData({ abi: multicall3Abi, data });
              const calls = args[0] as readonly { target: string; callData: Hex }[];
              const results = calls.map((c) => answer(c.callData)).map((r) => ({ success: r.ok, returnData: r.data }));
              return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results });
            }
            const r = answer(data);
            if (!r.ok) throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' });
            return r.data;
          },
        },
        { retryCount: 0 },
      ),
    }),
  };
  return node;
}

const c = { address: TOKEN, abi: blackFeatherAbi } as const;
const figures = () => ({
  supply: chainRead({ ...c, functionName: 'totalSupply' }, 0n),
  price: chainRead({ ...c, functionName: 'price' }, 1n),
  salesActive: chainRead({ ...c, functionName: 'salesActive' }, false),
});

beforeEach(() => {
  clearChainReadCache();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('reads a batch in one Multicall3 call, with the fallback for the read that fails', async () => {
  const node = fakeNode();
  expect(await readChain(figures(), { client: node.client, now: 0 })).toEqual({ supply: 12n, price: parseEther('0.08'), salesActive: false });
  expect(node.calls).toBe(1);
});

test('without Multicall3 on the chain, each read is its own call, and a revert still falls back', async () => {
  const node = fakeNode({ multicall: false });
  expect(await readChain(figures(), { client: node.client, now: 0 })).toEqual({ supply: 12n, price: parseEther('0.08'), salesActive: false });
  expect(node.calls).toBe(3);
});

test('a contract not configured on the chain reads as its fallback without a request', async () => {
  const node = fakeNode();
  const values = await readChain({ supply: chainRead({ ...c, address: null, functionName: 'totalSupply' }, 0n) }, { client: node.client, now: 0 });
  expect(values).toEqual({ supply: 0n });
  expect(node.calls).toBe(0);
});

test('requests within the few seconds share one read; after them the figure is read again', async () => {
  const node = fakeNode();
  const [a, b] = await Promise.all([readChain(figures(), { client: node.client, now: 0 }), readChain(figures(), { client: node.client, now: 0 })]);
  expect(a.supply).toBe(12n);
  expect(b.supply).toBe(12n);
  expect(node.calls).toBe(1);
  node.mint();
  // The failed read is not cached, so it is asked again.
  expect((await readChain(figures(), { client: node.client, now: 2999, ttlMs: 3000 })).supply).toBe(12n);
  expect(node.calls).toBe(2);
  expect((await readChain(figures(), { client: node.client, now: 3000, ttlMs: 3000 })).supply).toBe(13n);
});

test('a node that does not answer gives every fallback after the timeout, and nothing is kept', async () => {
  const hanging = fakeNode({ hang: true });
  expect(await readChain(figures(), { client: hanging.client, now: 0, timeoutMs: 50 })).toEqual({ supply: 0n, price: 1n, salesActive: false });
  const node = fakeNode();
  expect((await readChain(figures(), { client: node.client, now: 1 })).supply).toBe(12n);
});

type Param = { type: string; components?: readonly Param[] };
const typeOf = (p: Param): string => (p.components ? `(${p.components.map(typeOf).join(',')})${p.type.slice('tuple'.length)}` : p.type);
const signature = (f: { name: string; inputs: readonly Param[]; outputs: readonly Param[] }) =>
  `${f.name}(${f.inputs.map(typeOf).join(',')}) returns (${f.outputs.map(typeOf).join(',')})`;

test("the devnet's Multicall3 has every function viem calls on Multicall3, with the same types in and out", () => {
  const ours = multicall3Abi.filter((f) => f.type === 'function').map(signature);
  expect(ours).toEqual(expect.arrayContaining(viemMulticall3Abi.map(signature)));
});

test('a fresh read (ttlMs 0) goes to the node every time and leaves the shared cache alone', async () => {
  const node = fakeNode();
  await readChain(figures(), { client: node.client, now: 0 });
  expect(node.calls).toBe(1);
  node.mint();
  expect((await readChain(figures(), { client: node.client, now: 1, ttlMs: 0 })).supply).toBe(13n);
  expect((await readChain(figures(), { client: node.client, now: 1, ttlMs: 0 })).supply).toBe(13n);
  expect(node.calls).toBe(3);
  expect((await readChain(figures(), { client: node.client, now: 2 })).supply).toBe(12n);
});
