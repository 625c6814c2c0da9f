import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, ContractFunctionReturnType } from 'viem';

// Shared by the server (chain/server.ts) and the browser (use-chain-reads.ts): reads answer by name, not batch position.

type View = 'pure' | 'view';

export type ChainCall = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] };

/** `fallback` is the spec's default, used when the read fails or the contract is not configured. */
export type ChainRead<T> = {
  readonly call: ChainCall | null;
  readonly fallback: T;
  /** Type carrier only; never set. */
  readonly _T?: T;
};

/** A null address (not configured on this chain) reads as the fallback without a request. */
export function chainRead<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, View>,
  const args extends ContractFunctionArgs<abi, View, functionName> & readonly unknown[],
  const F,
>(
  call: { address: Address | null | undefined; abi: abi; functionName: functionName; args?: args },
  fallback: F,
): ChainRead<ContractFunctionReturnType<abi, View, functionName, args> | F> {
  const { address } = call;
  const plain: ChainCall | null = address ? { address, abi: call.abi, functionName: call.functionName, args: call.args } : null;
  return { call: plain, fallback };
}

export type ChainReads = Record<string, ChainRead<unknown>>;
export type ChainValues<R extends ChainReads> = { [K in keyof R]: R[K] extends ChainRead<infer T> ? T : never };

export type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error?: unknown };

export function batchCalls(groups: readonly ChainReads[]): ChainCall[] {
  return groups.flatMap((reads) => Object.values(reads).flatMap((r) => (r.call ? [r.call] : [])));
}

/** Reads without an answer yet take `pending` (e.g. the server's figure); labels are `name#group` with several groups. */
export function settleReads<R extends ChainReads>(
  groups: readonly R[],
  results: readonly CallResult[] | undefined,
  pending: (group: number, name: keyof R & string, read: R[keyof R]) => unknown = (_g, _n, read) => read.fallback,
): { values: ChainValues<R>[]; failed: string[]; waiting: string[] } {
  let at = 0;
  const failed: string[] = [];
  const waiting: string[] = [];
  const label = (name: string, g: number) => (groups.length > 1 ? `${name}#${g}` : name);
  const values = groups.map((reads, g) => {
    const out: Record<string, unknown> = {};
    for (const [name, read] of Object.entries(reads) as [keyof R & string, R[keyof R]][]) {
      if (!read.call) {
        out[name] = read.fallback;
        continue;
      }
      const result = results?.[at++];
      if (!result) {
        waiting.push(label(name, g));
        out[name] = pending(g, name, read);
      } else if (result.status === 'success') out[name] = result.result;
      else {
        failed.push(label(name, g));
        out[name] = read.fallback;
      }
    }
    return out as ChainValues<R>;
  });
  return { values, failed, waiting };
}
