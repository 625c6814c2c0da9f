import { NotFoundError } from './errors';
import { keySegment } from './keys';

describe('keySegment', () => {
  it('passes the keys the platform uses', () => {
    for (const key of ['d-tidal-light', 'lushsux', 'u-collector', '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', 'tx_12.3', 'José']) {
      expect(keySegment(key)).toBe(encodeURIComponent(key));
    }
  });

  it('refuses dot segments, separators, encodings and oversized keys without a request', () => {
    for (const key of ['.', '..', '...', 'a/b', '..%2f', '%2e%2e', 'a?b', 'a#b', 'a b', '', 'x'.repeat(129), 'a\\b']) {
      expect(() => keySegment(key)).toThrow(NotFoundError);
    }
  });
});

describe('URLs from the platform', () => {
  it('keep only http(s) image URLs: javascript:, data: and protocol-relative ones become null', async () => {
    const { imageSetSchema } = await import('./schemas');
    const parsed = imageSetSchema.parse({
      lg: 'javascript:alert(1)',
      sm: '//evil.example/x.png',
      mini: 'data:image/svg+xml,<svg/>',
      original: 'https://cdn.example/a.png',
    });
    expect(parsed).toMatchObject({ lg: null, sm: null, mini: null, original: 'https://cdn.example/a.png' });
  });
});
