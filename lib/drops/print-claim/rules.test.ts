import { decodeClaimToken, encodeClaimToken, printClaimButton } from './rules';

describe('decodeClaimToken', () => {
  it('reads the token number after the fixed prefix', () => {
    expect(decodeClaimToken(btoa('DRPJOKER17'))).toBe(17);
    expect(decodeClaimToken(encodeClaimToken(150))).toBe(150);
    expect(decodeClaimToken(encodeClaimToken(1))).toBe(1);
  });

  it('takes URL-safe base64 and a link that lost its padding', () => {
    expect(decodeClaimToken(btoa('DRPJOKER17').replace(/=+$/, ''))).toBe(17);
    expect(decodeClaimToken(btoa('DRPJOKER99?').replace(/\+/g, '-').replace(/\//g, '_'))).toBeNull();
  });

  it('is null for a missing, malformed, foreign or out-of-range link', () => {
    for (const t of [
      null,
      undefined,
      '',
      '%%%',
      'not base64!',
      btoa('OTHER17'),
      btoa('DRPJOKER'),
      btoa('DRPJOKER0'),
      btoa('DRPJOKER151'),
      btoa('DRPJOKER017'),
      btoa('DRPJOKER1.5'),
      btoa('DRPJOKER-3'),
      'A'.repeat(65),
    ]) {
      expect(decodeClaimToken(t)).toBeNull();
    }
  });
});

describe('printClaimButton', () => {
  const ready = { salesActive: true, supply: 3n, connected: true, connecting: false, onConfiguredChain: true, claimed: false, claiming: false };

  it('walks Connect → Connecting → Claim Token → Already Claimed', () => {
    expect(printClaimButton({ ...ready, connected: false }).label).toBe('Connect');
    expect(printClaimButton({ ...ready, connected: false, connecting: true })).toMatchObject({ label: 'Connecting', disabled: true });
    expect(printClaimButton(ready)).toEqual({ kind: 'claim', label: 'Claim Token', disabled: false });
    expect(printClaimButton({ ...ready, claiming: true })).toMatchObject({ label: 'Claim Token', disabled: true });
    expect(printClaimButton({ ...ready, claimed: true })).toMatchObject({ label: 'Already Claimed', disabled: true });
  });

  it('before the chain answers says Connect, or Connecting with a wallet, never a passing Sold Out; an invalid link stays a disabled Connect', () => {
    const unread = { ...ready, salesActive: false, chainRead: false };
    expect(printClaimButton({ ...unread, connected: false })).toEqual({ kind: 'connect', label: 'Connect', disabled: false });
    expect(printClaimButton(unread)).toEqual({ kind: 'connecting', label: 'Connecting', disabled: true });
    expect(printClaimButton({ ...unread, validLink: false })).toEqual({ kind: 'invalid-link', label: 'Connect', disabled: true });
  });

  it('asks for the main network on another chain', () => {
    expect(printClaimButton({ ...ready, onConfiguredChain: false })).toMatchObject({ kind: 'wrong-network', label: 'Connect' });
  });

  it('is Sold Out when the claim is closed or all 150 are claimed, not at 149', () => {
    expect(printClaimButton({ ...ready, salesActive: false }).label).toBe('Sold Out');
    expect(printClaimButton({ ...ready, supply: 150n }).label).toBe('Sold Out');
    expect(printClaimButton({ ...ready, supply: 149n }).label).toBe('Claim Token');
  });
});
