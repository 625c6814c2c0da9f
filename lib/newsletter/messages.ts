// platform-core §8's spelling ("occured" included).
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to mailing list!',
  alreadySubscribed: 'Already subscribed to mailing list.',
  rejected: 'Error when subscribing, please try again.',
  failed: 'An error occured when subscribing.',
} as const;

export const INVALID_EMAIL = 'Invalid email address format';
// collections §8
export const EMAIL_REQUIRED = 'Please enter your email in the field';
