// drop-pages §4, §5; shared texts are RAFFLE_MESSAGES.
export const JUNE_RAFFLE_MESSAGES = {
  opening: 'Opens Thursday 2nd June 6pm EST',
  closed: 'Draw Closed',
  notEligible: 'Not Eligible',
  opensIn: 'Draw opens in',
  closesIn: 'Draw closes in',
} as const;

/** What the countdown's live region says in each phase (docs/decisions.md: our words, not the spec's). */
export const JUNE_COUNTDOWN_STATES = { before: 'Draw not open', open: 'Draw open', closed: 'Draw Closed' } as const;
