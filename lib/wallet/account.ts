/**
 * What stands between a connected wallet and entering, minting or bidding, beyond its tokens: the
 * wallet's sign-in, then a verified e-mail (drop-pages §4, §5). `notice` names the link shown under
 * the disabled button: the wallet sign-in, or the profile update page.
 */
export type AccountNotice = 'verify-email' | 'sign-in' | null;

export type Account = {
  /** The connected wallet has signed in (its session user). */
  signedIn: boolean;
  /** The session user's verified e-mail; null while it loads. */
  emailVerified: boolean | null;
};

export function accountNotice(a: Account): AccountNotice {
  if (!a.signedIn) return 'sign-in';
  return a.emailVerified === true ? null : 'verify-email';
}
