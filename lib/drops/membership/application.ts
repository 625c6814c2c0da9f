// The spec gives fields, not words: ours, recorded in docs/decisions.md (drop-pages §2, §5).
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
