import type { RaffleInput } from '@/lib/drops/raffle/button';
import { JUNE_RAFFLE, inJuneDraw, juneRaffleCountdown, juneRaffleButton, juneRaffleEligible, juneRafflePhase } from './rules';

const ms = (iso: string, delta = 0) => new Date(new Date(iso).getTime() + delta);
const ready: RaffleInput = {
  connected: true,
  onConfiguredChain: true,
  loading: false,
  entered: false,
  entering: false,
  eligible: true,
  signedIn: true,
  emailVerified: true,
};

describe('juneRafflePhase', () => {
  it('opens at 18:00 US Eastern on 2 June 2022 (22:00 UTC), to the millisecond', () => {
    expect(juneRafflePhase(ms('2022-06-02T22:00:00Z', -1))).toBe('before');
    expect(juneRafflePhase(ms('2022-06-02T22:00:00Z'))).toBe('open');
    expect(juneRafflePhase(ms('2022-06-02T18:00:00-04:00'))).toBe('open');
  });
  it('closes at 18:00 -04:00 on 3 June', () => {
    expect(juneRafflePhase(ms('2022-06-03T22:00:00Z', -1))).toBe('open');
    expect(juneRafflePhase(ms('2022-06-03T22:00:00Z'))).toBe('closed');
    expect(juneRafflePhase(ms('2026-01-01T00:00:00Z'))).toBe('closed');
  });
});

describe('juneRaffleEligible', () => {
  it('takes one token of id 4 or of id 5', () => {
    expect(juneRaffleEligible([0n, 0n, 0n, 0n])).toBe(false);
    expect(juneRaffleEligible([1n, 0n, 0n, 0n])).toBe(true);
    expect(juneRaffleEligible([0n, 1n, 0n, 0n])).toBe(true);
  });
  it('or five of ids 6 and 7 together, not four', () => {
    expect(juneRaffleEligible([0n, 0n, 4n, 0n])).toBe(false);
    expect(juneRaffleEligible([0n, 0n, 3n, 1n])).toBe(false);
    expect(juneRaffleEligible([0n, 0n, 3n, 2n])).toBe(true);
    expect(juneRaffleEligible([0n, 0n, 0n, 5n])).toBe(true);
  });
});

describe('juneRaffleButton', () => {
  const during = JUNE_RAFFLE.opens;
  it('shows the opening time, disabled, to everyone before it opens', () => {
    expect(juneRaffleButton(ms(JUNE_RAFFLE.opens.toISOString(), -1), { ...ready, connected: false })).toEqual({
      kind: 'not-open',
      label: 'Opens Thursday 2nd June 6pm EST',
      disabled: true,
    });
  });
  it('goes Please Connect → Loading → Enter Draw → Entering... → Entered while open', () => {
    expect(juneRaffleButton(during, { ...ready, connected: false }).label).toBe('Please Connect');
    expect(juneRaffleButton(during, { ...ready, loading: true }).label).toBe('Loading...');
    expect(juneRaffleButton(during, ready)).toEqual({ kind: 'enter', label: 'Enter Draw', disabled: false, notice: null });
    expect(juneRaffleButton(during, { ...ready, entering: true }).label).toBe('Entering...');
    expect(juneRaffleButton(during, { ...ready, entered: true })).toMatchObject({ label: 'Entered', disabled: true });
  });
  it('says Not Eligible (not the timed drop’s Not Enough Tokens) without qualifying holdings', () => {
    expect(juneRaffleButton(during, { ...ready, eligible: false })).toEqual({ kind: 'not-eligible', label: 'Not Eligible', disabled: true });
  });
  it('keeps the verify link of an unverified e-mail', () => {
    expect(juneRaffleButton(during, { ...ready, emailVerified: false })).toEqual({
      kind: 'enter',
      label: 'Enter Draw',
      disabled: true,
      notice: 'verify-email',
    });
  });
  it('is Draw Closed for everyone after 3 June 18:00, entered or not', () => {
    expect(juneRaffleButton(JUNE_RAFFLE.closes, ready)).toEqual({ kind: 'closed', label: 'Draw Closed', disabled: true });
    expect(juneRaffleButton(JUNE_RAFFLE.closes, { ...ready, entered: true }).label).toBe('Draw Closed');
  });
});

describe('inJuneDraw', () => {
  const eve = { navKey: 'theeveofrevolution' };
  it('draws the Eve drop’s numbered items, not Floating (auctioned) nor the open editions (free mint), nor other drops’', () => {
    expect(inJuneDraw(eve, { title: 'Barricade', edition: '25 of 25 Edition', itemType: 'Limited Edition' })).toBe(true);
    expect(inJuneDraw(eve, { title: 'Eve of Revolution', edition: '1 of 1 Edition', itemType: 'Limited Edition' })).toBe(true);
    expect(inJuneDraw(eve, { title: 'Floating', edition: '1 of 1 Edition', itemType: 'Auction' })).toBe(false);
    expect(inJuneDraw(eve, { title: 'Poster', edition: 'Open Edition', itemType: 'Open Edition' })).toBe(false);
    expect(inJuneDraw({ navKey: 'tidal-light' }, { title: 'Barricade', edition: '25 of 25 Edition', itemType: 'Limited Edition' })).toBe(false);
    expect(inJuneDraw(null, { title: 'Barricade', edition: '25 of 25 Edition', itemType: 'Limited Edition' })).toBe(false);
  });
});

describe('juneRaffleCountdown', () => {
  it('counts to the opening, then to the close, then to nothing', () => {
    expect(juneRaffleCountdown(ms(JUNE_RAFFLE.opens.toISOString(), -1))).toEqual({ label: 'Draw opens in', at: JUNE_RAFFLE.opens });
    expect(juneRaffleCountdown(JUNE_RAFFLE.opens)).toEqual({ label: 'Draw closes in', at: JUNE_RAFFLE.closes });
    expect(juneRaffleCountdown(JUNE_RAFFLE.closes)).toBeNull();
  });
});
