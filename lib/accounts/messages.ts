// platform-core §5 and §8, spelled exactly as the spec does.
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address format',
  passwordRequired: 'Password is required',
  // The spec's quirk: login's rule is 3 characters, the text says 8.
  passwordMin: 'Password must be 8 characters at minimum',
  codeRequired: 'Code is required',
  codeDigits: 'Code must have 6 digits',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nickNameRequired: 'Nick name is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  currentPasswordRequired: 'Current password is required',
  socialLinkMin: 'Please enter at least 3 characters',
  shippingFirstNameMin: 'First name must be 1 characters at minimum',
  addressRequired: 'Address is required',
  zipCodeRequired: 'Zip code is required',
  countryRequired: 'Country is required',
  registerSuccess: 'Register Success',
  profileUpdated: 'Your profile has been updated successfully',
  avatarUpdated: 'Your avatar has been updated successfully',
  emailVerified: 'Email has been verified.',
  verifyNotice: 'Please verify your email address',
  imageType: 'Please choose a png or jpeg image',
  imageTooLarge: 'The image must be 5 MB or smaller',
  // Not spec texts (the next three).
  emailChangeNeedsPassword: 'Enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  passwordNeedsEmail: 'Add and verify an e-mail address first, then set a password with "Forgot password?"',
  loginFailed: 'Email or password is incorrect',
  // Not spec texts.
  emailPending: 'We sent a code to your new address to verify it.',
  noEmailPending: 'There is no new email address waiting for its code',
  emailConfirmed: 'Your new email address is verified',
  signedOutEverywhere: 'You have been signed out everywhere',
  emailWalletHint: 'Your wallet asks you to sign before a first email is added',
  emailNeedsWallet: 'Confirm with your wallet to add an email address to this account',
  emailWalletConnect: 'Connect the wallet you signed in with, then save again to confirm your email',
  emailWalletRejected: 'Your wallet did not sign, so no email address was added',
} as const;

/** For limits the spec states without a text. */
export const maxMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** `passOn`: the platform's `error` is shown (platform-core §4); else a fixed text by status. */
export const REFUSALS = {
  login: { default: ACCOUNT_MESSAGES.loginFailed, passOn: true },
  register: { default: 'This email or nick name cannot be registered, please use another', passOn: true },
  // Fixed, so an unknown address is answered like a known one.
  forgotPassword: { default: 'Please check the email address and try again' },
  code: { default: 'Invalid or expired code', passOn: true },
  sendVerification: { default: 'We could not send a code to this address' },
  wallet: { default: 'Wallet sign-in failed, please try again.', passOn: true },
  profile: { default: 'Your changes could not be saved, please check them and try again.', 409: 'That user name or email is already in use', passOn: true },
  // Fixed: the sign-in that checks it would name the e-mail.
  password: { default: ACCOUNT_MESSAGES.currentPasswordWrong },
  // drop-pages §5, §8
  raffle: { default: 'Error entering raffle, please try again.', 403: 'Please verify your email', 409: 'Already entered' },
  notify: { default: 'Could not register for notifications, please try again.', 403: 'Please verify your email' },
  membership: { default: 'Your application could not be sent, please try again.', 400: 'Please check your application and try again.', passOn: true },
} as const;
