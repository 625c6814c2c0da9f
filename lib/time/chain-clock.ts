/** A device clock within this of the chain's is trusted as it is: no jump for a second's difference. */
export const CLOCK_TOLERANCE_MS = 10_000;
/** How far the latest block may trail the present on a chain that mines every few seconds. */
export const LATEST_BLOCK_LAG_MS = 30_000;
/** A pending block no further behind than one slot. */
export const PENDING_BLOCK_LAG_MS = 15_000;

/**
 * The chain's time, in ms, from the block a transaction sent now would join (`pending`) or, where
 * the node does not build one, the latest block, which only bounds it from below.
 */
export function chainTimeFrom(block: { timestamp: number; pending: boolean } | null, serverNow: number): number {
  if (!block) return serverNow;
  const at = block.timestamp * 1000;
  // Some providers answer `pending` with the latest block: a block a few seconds behind bounds the present from below only.
  const lag = block.pending ? PENDING_BLOCK_LAG_MS : LATEST_BLOCK_LAG_MS;
  return serverNow >= at && serverNow - at <= lag ? serverNow : at;
}

/** What to add to the device's clock to read the chain's: nothing while they agree within the tolerance. */
export function clockOffset(chainNow: number, deviceNow: number): number {
  const offset = chainNow - deviceNow;
  return Math.abs(offset) > CLOCK_TOLERANCE_MS ? offset : 0;
}
