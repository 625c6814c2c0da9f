/**
 * The order the sandbox deploys the devnet's contracts in, from account #0: the i-th lands at the
 * address of nonce i, so this list alone fixes every devnet address. A leaf (no imports): the
 * generator (`npm run contracts:deployments`) reads it without loading the drops' configs that
 * import what it writes. A new contract goes at the end, with its entry in ./contracts.ts.
 */
export const DEPLOY_ORDER = [
  'BlackFeather',
  'MemberToken',
  'ArtistToken',
  'DesiccationEditions',
  'BullsPowerTethered',
  'EnglishAuction',
  'LushsuxVR',
  'LushsuxVR002',
  'FoundingMemberToken',
  'JokerPrintClaim',
  'EveEditions',
  'EveStoryboard',
  'VhilsSource',
  'VhilsBurn',
  'MembershipToken',
  'VhilsLayers',
  'VhilsTears',
  'VhilsTearUse',
  'VhilsStaking',
  'VhilsTearClaim',
  'VhilsLayersBurn',
  'SynthiaKeys',
] as const;

/** A devnet contract's name. */
export type DeployName = (typeof DEPLOY_ORDER)[number];
