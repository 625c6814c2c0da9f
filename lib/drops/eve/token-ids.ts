import { EVE_ITEMS, type EveContract } from './config';

const namesOf = (contract: EveContract): Record<string, bigint> =>
  Object.fromEntries(EVE_ITEMS.filter((i) => i.contract === contract).map((i) => [i.title, i.tokenId]));

/** Token ids by title; the spec does not give the storyboard table. Apart from config.ts, so the mint panel does not ship them. */
export const EVE_TOKEN_IDS = { editions: namesOf('editions'), storyboard: namesOf('storyboard') } as const;
