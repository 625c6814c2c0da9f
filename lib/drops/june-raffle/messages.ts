/** The June 2022 draw's own texts (drop-pages §4, §5); the texts every draw shares are RAFFLE_MESSAGES. */
export const JUNE_RAFFLE_MESSAGES = {
  /** The disabled button before the opening, spelled as the spec spells the auction's start. */
  opening: 'Opens Thursday 2nd June 6pm EST',
  closed: 'Draw Closed',
  /** Where the timed drop's button says "Not Enough Tokens". */
  notEligible: 'Not Eligible',
  opensIn: 'Draw opens in',
  closesIn: 'Draw closes in',
} as const;
