// The first is platform-core §5's; the rest are ours except where marked.
export const GATE_MESSAGES = {
  connect: 'Please connect your wallet to view the article',
  // collections §8
  connectWarning: 'Please connect your wallet',
  // platform-core §6
  connectButton: 'Connect Wallet to View',
  checking: 'Checking your tokens...',
  notHolder: 'This article is for holders: you need at least one token of this collection to read it.',
  signIn: 'Sign a message with your wallet to prove you hold the token. It costs nothing.',
  loading: 'Loading the article...',
  failed: 'We could not load the article. Please try again.',
} as const;
