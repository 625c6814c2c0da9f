/** drop-pages §4, §5: the wallet sign-in, then a verified e-mail. */
export type AccountNotice = 'verify-email' | 'sign-in' | null;

export type Account = {
  signedIn: boolean;
  /** null while it loads. */
  emailVerified: boolean | null;
};

export function accountNotice(a: Account): AccountNotice {
  if (!a.signedIn) return 'sign-in';
  return a.emailVerified === true ? null : 'verify-email';
}
