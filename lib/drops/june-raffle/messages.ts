// drop-pages §4, §5; shared texts are RAFFLE_MESSAGES.
export const JUNE_RAFFLE_MESSAGES = {
  opening: 'Opens Thursday 2nd June 6pm EST',
  closed: 'Draw Closed',
  notEligible: 'Not Eligible',
  opensIn: 'Draw opens in',
  closesIn: 'Draw closes in',
} as const;
