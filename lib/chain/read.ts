import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, ContractFunctionReturnType } from 'viem';

/*
 * A contract read, typed from its ABI, the same on the server (lib/chain/server.ts's readChain) and
 * in the browser (components/wallet/use-chain-reads.ts): declared once with the spec's default for
 * when it fails, and answered by name, never by its position in a batch.
 */

type View = 'pure' | 'view';

/** A read as it goes to the node: what viem's multicall and wagmi's useReadContracts take. */
export type ChainCall = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] };

/** One contract read and the value that stands for it when it fails or the contract is not configured (the spec's default). */
export type ChainRead<T> = {
  readonly call: ChainCall | null;
  readonly fallback: T;
  /** `_T` only carries the read's type; it is never set. */
  readonly _T?: T;
};

/**
 * A read typed from its ABI (`abi` `as const`): the function's name and arguments are checked and
 * the result is the function's return type, or the fallback's. A null address (the contract is not
 * configured on this chain) reads as the fallback without a request.
 */
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
  // The generic call is checked above; from here on it is the plain shape every client takes.
  const plain: ChainCall | null = address ? { address, abi: call.abi, functionName: call.functionName, args: call.args } : null;
  return { call: plain, fallback };
}

export type ChainReads = Record<string, ChainRead<unknown>>;
export type ChainValues<R extends ChainReads> = { [K in keyof R]: R[K] extends ChainRead<infer T> ? T : never };

/** What a node answered for one call: wagmi's and viem's multicall result shape. */
export type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error?: unknown };

/** The calls of several groups of reads, in one flat batch (unconfigured contracts left out). */
export function batchCalls(groups: readonly ChainReads[]): ChainCall[] {
  return groups.flatMap((reads) => Object.values(reads).flatMap((r) => (r.call ? [r.call] : [])));
}

/**
 * Each group's values by name from the batch's results: a read's value where it succeeded, its
 * fallback where it failed or its contract is not configured, and where no answer has come yet the
 * `pending` value (the caller's: the server's figure, or the fallback). `failed` names the reads
 * that failed and `waiting` those still without an answer (`name`, or `name#group` with several groups).
 */
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
