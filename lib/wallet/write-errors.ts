import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import { GAS_LIMIT_PERCENT } from '@/lib/constants';

/** platform-core §9, drop-pages §7. */
export function gasWithMargin(estimate: bigint): bigint {
  return (estimate * GAS_LIMIT_PERCENT) / 100n;
}

export function isRejection(err: unknown): boolean {
  if (err instanceof BaseError) return Boolean(err.walk((e) => e instanceof UserRejectedRequestError || (e as { code?: number }).code === 4001));
  return (err as { code?: number } | null)?.code === 4001;
}

export function revertReason(err: unknown): string | null {
  if (!(err instanceof BaseError)) return null;
  const revert = err.walk((e) => e instanceof ContractFunctionRevertedError);
  if (revert instanceof ContractFunctionRevertedError) return revert.data?.errorName ?? revert.reason ?? null;
  return null;
}

/** drop-pages §8 */
export function writeErrorText(err: unknown, texts: { reverted?: Record<string, string>; fallback: string }): string {
  const reason = revertReason(err);
  if (reason && texts.reverted?.[reason]) return texts.reverted[reason];
  const message = err instanceof BaseError ? err.shortMessage : err instanceof Error ? err.message : '';
  const first = message.split('\n')[0]?.trim();
  return first || texts.fallback;
}
