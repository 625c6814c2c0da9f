import { afterZeroText, MINT_ONLY_OPENS, RAFFLE_CLOSES, RAFFLE_OPENS, RAFFLE_TITLES, timedPhase } from './schedule';

const at = (iso: string) => new Date(iso);
const before = (d: Date) => new Date(d.getTime() - 1);

describe('timedPhase', () => {
  it('puts the windows at the spec’s +11:00 instants', () => {
    expect(RAFFLE_OPENS.toISOString()).toBe('2022-02-12T22:00:00.000Z');
    expect(RAFFLE_CLOSES.toISOString()).toBe('2022-02-13T22:00:00.000Z');
    expect(MINT_ONLY_OPENS.toISOString()).toBe('2022-02-11T22:00:00.000Z');
  });

  it.each(RAFFLE_TITLES)('%s: Coming Soon → raffle → mint at the window’s edges', (title) => {
    expect(timedPhase(title, before(RAFFLE_OPENS))).toEqual({ phase: 'coming-soon', until: RAFFLE_OPENS });
    expect(timedPhase(title, RAFFLE_OPENS)).toEqual({ phase: 'raffle', until: RAFFLE_CLOSES });
    expect(timedPhase(title, before(RAFFLE_CLOSES))).toEqual({ phase: 'raffle', until: RAFFLE_CLOSES });
    expect(timedPhase(title, RAFFLE_CLOSES)).toEqual({ phase: 'mint', since: RAFFLE_CLOSES });
  });

  it.each(['Lock Eyes', 'Mermaid'])('%s: Coming Soon, then mint from 12 Feb 09:00 +11:00 with no raffle', (title) => {
    expect(timedPhase(title, before(MINT_ONLY_OPENS))?.phase).toBe('coming-soon');
    expect(timedPhase(title, MINT_ONLY_OPENS)).toEqual({ phase: 'mint', since: MINT_ONLY_OPENS });
    expect(timedPhase(title, at('2022-02-13T10:00:00+11:00'))?.phase).toBe('mint');
  });

  it('is the same instant whatever zone the time was written in', () => {
    expect(timedPhase('Hand', at('2022-02-12T17:59:59-04:00'))?.phase).toBe('coming-soon');
    expect(timedPhase('Hand', at('2022-02-12T18:00:00-04:00'))?.phase).toBe('raffle');
  });

  it('does not map other titles (the auction item) or near misses', () => {
    expect(timedPhase('Aquarium', RAFFLE_OPENS)).toBeNull();
    expect(timedPhase('hand', RAFFLE_OPENS)).toBeNull();
  });
});

describe('afterZeroText', () => {
  it('says Minting Now or Mint Ended for the two mint-only titles only', () => {
    expect(afterZeroText('Lock Eyes', false)).toBe('Minting Now');
    expect(afterZeroText('Mermaid', true)).toBe('Mint Ended');
    expect(afterZeroText('Hand', false)).toBeNull();
  });
});
