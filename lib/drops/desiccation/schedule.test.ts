import { afterZeroText, MINT_ONLY_OPENS, RAFFLE_CLOSES, RAFFLE_OPENS, timedPhase } from './schedule';

const at = (iso: string) => new Date(iso);
const before = (d: Date) => new Date(d.getTime() - 1);

describe('timedPhase', () => {
  it('puts the windows at the spec’s +11:00 instants', () => {
    expect(RAFFLE_OPENS.toISOString()).toBe('2022-02-12T22:00:00.000Z');
    expect(RAFFLE_CLOSES.toISOString()).toBe('2022-02-13T22:00:00.000Z');
    expect(MINT_ONLY_OPENS.toISOString()).toBe('2022-02-11T22:00:00.000Z');
  });

  it('a raffled edition: Coming Soon → raffle → mint at the window’s edges', () => {
    const title = 'raffle' as const;
    expect(timedPhase(title, before(RAFFLE_OPENS))).toEqual({ phase: 'coming-soon', until: RAFFLE_OPENS });
    expect(timedPhase(title, RAFFLE_OPENS)).toEqual({ phase: 'raffle', until: RAFFLE_CLOSES });
    expect(timedPhase(title, before(RAFFLE_CLOSES))).toEqual({ phase: 'raffle', until: RAFFLE_CLOSES });
    expect(timedPhase(title, RAFFLE_CLOSES)).toEqual({ phase: 'mint', since: RAFFLE_CLOSES });
  });

  it('a mint-only edition: Coming Soon, then mint from 12 Feb 09:00 +11:00 with no raffle', () => {
    const title = 'mint-only' as const;
    expect(timedPhase(title, before(MINT_ONLY_OPENS))?.phase).toBe('coming-soon');
    expect(timedPhase(title, MINT_ONLY_OPENS)).toEqual({ phase: 'mint', since: MINT_ONLY_OPENS });
    expect(timedPhase(title, at('2022-02-13T10:00:00+11:00'))?.phase).toBe('mint');
  });

  it('is the same instant whatever zone the time was written in', () => {
    expect(timedPhase('raffle', at('2022-02-12T17:59:59-04:00'))?.phase).toBe('coming-soon');
    expect(timedPhase('raffle', at('2022-02-12T18:00:00-04:00'))?.phase).toBe('raffle');
  });

  it('gives an item without a schedule (the auction) no phase', () => {
    expect(timedPhase(null, RAFFLE_OPENS)).toBeNull();
  });
});

describe('afterZeroText', () => {
  it('says Minting Now or Mint Ended for the mint-only editions only', () => {
    expect(afterZeroText('mint-only', false)).toBe('Minting Now');
    expect(afterZeroText('mint-only', true)).toBe('Mint Ended');
    expect(afterZeroText('raffle', false)).toBeNull();
    expect(afterZeroText(null, false)).toBeNull();
  });
});
