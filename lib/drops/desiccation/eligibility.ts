/**
 * Who may enter the Desiccation draws and mint its editions: a holder of at least one member token
 * (docs/decisions.md: the spec names "Not Enough Tokens" and "Not Eligible" but not the threshold).
 * The edition contract checks the same rule on chain.
 */
export const MIN_MEMBER_TOKENS = 1n;

export function desiccationEligible(memberTokens: bigint): boolean {
  return memberTokens >= MIN_MEMBER_TOKENS;
}
