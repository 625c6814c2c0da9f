import { VR_001, VR_002 } from './config';
import { burnSelection } from './contract';
import { vrButton, vrEligible, vrVisitorButton, type VrInput } from './rules';

const [closed, tether, airdrop, vrClaim] = VR_001.items;
const [fifty, twentyFive, ten, burn] = VR_002.items;

const ready = (item: VrInput['item']): VrInput => ({
  item,
  connected: true,
  onConfiguredChain: true,
  loading: false,
  supply: 0n,
  eligible: true,
  memberTokens: 0n,
  burnable: 0n,
  had: false,
  busy: false,
  signedIn: true,
  emailVerified: true,
});

describe('VR-001', () => {
  it('shows visitors Sold Out for the closed edition, the airdrop without a button, Connect for the claims', () => {
    expect(vrVisitorButton(closed, 100n).label).toBe('Sold Out');
    expect(vrVisitorButton(airdrop, 0n)).toMatchObject({ label: 'Airdrop', disabled: true });
    expect(vrVisitorButton(tether, 0n)).toEqual({ kind: 'connect', label: 'Connect', disabled: false });
    expect(vrVisitorButton(vrClaim, 0n).label).toBe('Connect');
  });

  it('lets the contract decide the claims: Mint or Not Eligible, then Minted', () => {
    expect(vrButton(ready(tether))).toMatchObject({ label: 'Mint', disabled: false });
    expect(vrButton({ ...ready(tether), eligible: false }).label).toBe('Not Eligible');
    expect(vrButton({ ...ready(vrClaim), eligible: false }).label).toBe('Not Eligible');
    expect(vrButton({ ...ready(vrClaim), had: true }).label).toBe('Minted');
    expect(vrButton({ ...ready(tether), busy: true }).label).toBe('Minting...');
  });

  it('needs no verified e-mail for a claim the contract allows', () => {
    expect(vrButton({ ...ready(tether), signedIn: false, emailVerified: null })).toMatchObject({ label: 'Mint', disabled: false });
  });

  it('connects first, on the configured chain', () => {
    expect(vrButton({ ...ready(tether), connected: false }).label).toBe('Connect');
    expect(vrButton({ ...ready(tether), onConfiguredChain: false })).toMatchObject({ kind: 'wrong-network', label: 'Connect' });
  });
});

describe('VR-002', () => {
  it('needs 1, 5 or 10 member tokens: each tier at its edge', () => {
    const at = (item: VrInput['item'], n: bigint) => vrButton({ ...ready(item), memberTokens: n }).label;
    expect([at(fifty, 0n), at(fifty, 1n)]).toEqual(['Not Eligible', 'Mint']);
    expect([at(twentyFive, 4n), at(twentyFive, 5n)]).toEqual(['Not Eligible', 'Mint']);
    expect([at(ten, 9n), at(ten, 10n)]).toEqual(['Not Eligible', 'Mint']);
  });

  it('asks a member to sign in and verify the e-mail before minting', () => {
    expect(vrButton({ ...ready(fifty), memberTokens: 1n, emailVerified: false })).toMatchObject({ label: 'Mint', disabled: true, notice: 'verify-email' });
    expect(vrButton({ ...ready(fifty), memberTokens: 1n, signedIn: false })).toMatchObject({ label: 'Mint', disabled: true, notice: 'sign-in' });
  });

  it('is Sold Out at the edition and Minted once the wallet has one', () => {
    expect(vrButton({ ...ready(ten), memberTokens: 10n, supply: 10n }).label).toBe('Sold Out');
    expect(vrButton({ ...ready(ten), memberTokens: 10n, supply: 9n }).label).toBe('Mint');
    expect(vrButton({ ...ready(ten), memberTokens: 10n, had: true }).label).toBe('Minted');
  });

  it('burns 3 tokens for the burn item: Not Enough Tokens with 2, Burn with 3', () => {
    expect(vrButton({ ...ready(burn), burnable: 2n }).label).toBe('Not Enough Tokens');
    expect(vrButton({ ...ready(burn), burnable: 3n })).toMatchObject({ label: 'Burn', disabled: false });
    expect(vrButton({ ...ready(burn), burnable: 3n, busy: true }).label).toBe('Burning...');
    expect(vrEligible({ item: burn, eligible: false, memberTokens: 0n, burnable: 4n })).toBe(true);
  });

  it('picks three units to burn, the most plentiful id first', () => {
    expect(
      burnSelection([
        { id: 1n, balance: 1n },
        { id: 2n, balance: 1n },
      ]),
    ).toBeNull();
    expect(
      burnSelection([
        { id: 1n, balance: 1n },
        { id: 2n, balance: 1n },
        { id: 3n, balance: 1n },
      ]),
    ).toEqual([1n, 2n, 3n]);
    expect(
      burnSelection([
        { id: 1n, balance: 1n },
        { id: 3n, balance: 5n },
      ]),
    ).toEqual([3n, 3n, 3n]);
    expect(
      burnSelection([
        { id: 1n, balance: 2n },
        { id: 2n, balance: 0n },
        { id: 3n, balance: 1n },
      ]),
    ).toEqual([1n, 1n, 3n]);
  });
});
