import { NO_ADDRESS, shortenAddress } from './address';
import { formatDateLine, formatDateTime, formatDropDate } from './date';
import { formatFloorPrice, formatThirtyDay } from './market';
import { formatPrice } from './price';
import { truncate } from './text';

describe('shortenAddress', () => {
  const address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  it('keeps 3 leading and 4 trailing characters in the header', () => expect(shortenAddress(address)).toBe('0x2...1E8f'));
  it('keeps 12 and 12 on owner lines', () => expect(shortenAddress(address, 12, 12)).toBe('0x23618e81E3...c0aBf5B21E8f'));
  it('says No address when empty', () => {
    expect(shortenAddress('')).toBe(NO_ADDRESS);
    expect(shortenAddress(null)).toBe('No address');
  });
});

describe('formatPrice', () => {
  it('shows ETH prices', () => {
    expect(formatPrice('0.02')).toBe('0.02 ETH');
    expect(formatPrice(1.5)).toBe('1.5 ETH');
  });
  it.each([null, undefined, '', '0', 0, '  '])('shows %p as Free', (price) => expect(formatPrice(price)).toBe('Free'));
});

describe('truncate', () => {
  it('leaves short text alone', () => expect(truncate('short', 65)).toBe('short'));
  it('cuts at the limit and adds an ellipsis', () => {
    const text = 'a'.repeat(70);
    expect(truncate(text, 65)).toBe(`${'a'.repeat(65)}...`);
    expect(truncate('a'.repeat(65), 65)).toBe('a'.repeat(65));
  });
});

describe('formatDropDate', () => {
  it('formats as MMM DD, YYYY in UTC', () => {
    expect(formatDropDate('2022-02-12T09:00:00Z')).toBe('Feb 12, 2022');
    expect(formatDropDate('2022-06-02T23:30:00-04:00')).toBe('Jun 03, 2022');
  });
});

describe('formatDateLine', () => {
  it('spells the drop date line as Weekday Mmm D YYYY in UTC', () => {
    expect(formatDateLine('2022-02-24T12:00:00Z')).toBe('Thursday Feb 24 2022');
    expect(formatDateLine('2022-06-02T23:30:00-04:00')).toBe('Friday Jun 3 2022');
    expect(formatDateLine('2021-12-31T23:59:59Z')).toBe('Friday Dec 31 2021');
  });
});

describe('formatDateTime', () => {
  it('gives YYYY-MM-DD HH:mm:ss in UTC, with nothing added to the format', () => {
    expect(formatDateTime('2022-06-23T22:05:09Z')).toBe('2022-06-23 22:05:09');
    expect(formatDateTime('2022-06-24T00:05:09+02:00')).toBe('2022-06-23 22:05:09');
  });
});

describe('marketplace figures (drop-pages §9)', () => {
  it('shows the floor price to 2 decimals and the 30-day figures to 4', () => {
    expect(formatFloorPrice(0.4)).toBe('0.40 ETH');
    expect(formatFloorPrice(1.236)).toBe('1.24 ETH');
    expect(formatThirtyDay(118.6)).toBe('118.6000 ETH');
    expect(formatThirtyDay(0.55425)).toBe('0.5543 ETH');
    expect(formatThirtyDay(0)).toBe('0.0000 ETH');
  });

  it('shows "--" for a figure the platform did not give', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatFloorPrice(missing)).toBe('--');
      expect(formatThirtyDay(missing)).toBe('--');
    }
  });
});
