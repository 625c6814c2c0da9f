/**
 * Whether changing the e-mail from `current` to `next` asks for the current password: a new address
 * takes over password resets (issue 10). An account without an address yet (wallet sign-in) may set
 * one; the same address in other letters is no change. The form shows the field by this rule and the
 * route enforces it.
 */
export function emailChangeNeedsPassword(current: string | null | undefined, next: string): boolean {
  return Boolean(current) && current!.trim().toLowerCase() !== next.trim().toLowerCase();
}
