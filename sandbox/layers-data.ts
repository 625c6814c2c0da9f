import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The layers collection's platform data (collections §3): the six traits each layer reveals two at a
 * time as tears are applied, the marketplace's trait shares, and the encrypted tear data. All
 * derived from the token id, so every reset serves the same collection.
 */
export const TRAITS = {
  Background: ['Concrete', 'Rust', 'Sky', 'Night'],
  Border: ['Chipped', 'Clean', 'Burnt'],
  Type: ['Portrait', 'Wall', 'Door'],
  Pattern: ['Carved', 'Stencil', 'Layered', 'Etched'],
  Genesis: ['Lisbon', 'Shanghai', 'Paris'],
  Splash: ['None', 'Red', 'White'],
} as const;
export type TraitName = keyof typeof TRAITS;
export const TRAIT_NAMES = Object.keys(TRAITS) as TraitName[];

const hash = (s: string) => createHash('sha256').update(s).digest();

export function traitsOf(tokenId: bigint): Record<TraitName, string> {
  const h = hash(`layer-${tokenId}`);
  return Object.fromEntries(TRAIT_NAMES.map((t, i) => [t, TRAITS[t][h[i] % TRAITS[t].length]])) as Record<TraitName, string>;
}

/** The share of the collection's holders with each trait value (marketplace getCollection), as fractions. */
export function traitShares(): Record<TraitName, Record<string, number>> {
  const counts = Object.fromEntries(TRAIT_NAMES.map((t) => [t, {} as Record<string, number>])) as Record<TraitName, Record<string, number>>;
  const N = 2803;
  for (let id = 1; id <= N; id++) for (const [t, v] of Object.entries(traitsOf(BigInt(id)))) counts[t as TraitName][v] = (counts[t as TraitName][v] ?? 0) + 1;
  return Object.fromEntries(
    TRAIT_NAMES.map((t) => [t, Object.fromEntries(Object.entries(counts[t]).map(([v, n]) => [v, Math.round((n / N) * 10000) / 10000]))]),
  ) as Record<TraitName, Record<string, number>>;
}

/** The metadata of a layer in a state (0–3): the traits revealed so far (two per tear) and the tears used. */
export function layerMetadata(tokenId: bigint, state: number, tearIds: readonly number[], baseUrl: string) {
  const traits = traitsOf(tokenId);
  const revealed = TRAIT_NAMES.slice(0, Math.min(state, 3) * 2);
  const last = tearIds[tearIds.length - 1];
  const folder = state === 0 ? 'base' : `tear-${state}/${last === 2 ? 'beta' : 'alpha'}`;
  return {
    token_id: String(tokenId),
    name: state >= 3 ? `LAYER #${tokenId}` : `LAYER #${tokenId} (unrevealed)`,
    state,
    image: `${baseUrl}/layers/images/${folder}/${tokenId}.png`,
    attributes: [...revealed.map((t) => ({ trait_type: t, value: traits[t] })), { trait_type: 'Tears Used', value: state }],
  };
}

// The platform's tear-data key (AES-256-GCM): tear data leaves the platform encrypted, keyed by the
// time it was issued, and only the platform decrypts it to the uri and its signature.
const KEY = hash('sandbox-layers-tear-data-key');

export function encryptTearData(payload: { token_id: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptTearData(data: string): { token_id: string } | null {
  try {
    const raw = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as { token_id: string };
  } catch {
    return null;
  }
}
