/**
 * The membership application's texts (drop-pages §2, §5). The spec gives the fields and the
 * behaviour (server errors below the form, a success message and a reset), not the words: these are
 * ours, recorded in docs/decisions.md.
 */
export const APPLICATION_MESSAGES = {
  heading: 'Become a member',
  intro: 'Members get early access to drops, members-only articles and the draws. Tell us who you are.',
  open: 'Apply for membership',
  submit: 'Send application',
  sending: 'Sending...',
  success: 'Thank you for applying! We will be in touch by email.',
  socialHint: 'A link to your Instagram, Twitter or website.',
  reasonLabel: 'Why do you want to join?',
} as const;
