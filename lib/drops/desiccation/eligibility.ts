// The spec gives no threshold (docs/decisions.md); the edition contract checks the same rule.
export const MIN_MEMBER_TOKENS = 1n;

export function desiccationEligible(memberTokens: bigint): boolean {
  return memberTokens >= MIN_MEMBER_TOKENS;
}
