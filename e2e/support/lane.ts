/**
 * The e2e suite runs in lanes: each Playwright worker has a sandbox and a site of its own (ports
 * below), chosen by its parallel index, so two workers never share a database or a chain. The
 * build inlines the first lane's addresses (site :3000, devnet :8545), so a later lane's browser
 * and request contexts go through lane-proxy.mjs, which sends those ports on to the lane's own.
 */
export type Lane = { index: number; site: number; api: number; devnet: number; proxy: number | null };

export const LANES: readonly Lane[] = [
  { index: 0, site: 3000, api: 4010, devnet: 8545, proxy: null },
  { index: 1, site: 3001, api: 4011, devnet: 8546, proxy: 3990 },
];

/** How many lanes the run uses (E2E_LANES, default all of them). */
export const LANE_COUNT = Math.min(LANES.length, Math.max(1, Number(process.env.E2E_LANES ?? LANES.length) || 1));

/** This worker's lane (the runner itself, and a lone worker, are lane 0; E2E_LANE picks one to debug it). */
export const LANE: Lane = LANES[Number(process.env.E2E_LANE ?? process.env.TEST_PARALLEL_INDEX ?? 0) % LANE_COUNT] ?? LANES[0];

/** The ports a lane's proxy maps: what the build inlined → the lane's own. */
export function portMap(lane: Lane): Record<string, number> {
  return { [LANES[0].site]: lane.site, [LANES[0].api]: lane.api, [LANES[0].devnet]: lane.devnet };
}
