import { SYNTHIA_BAR_MESSAGES } from './bar-messages';

// collections §9; heading and line are ours (docs/decisions.md).
export const FILM_TEXT = {
  title: 'The film',
  share: (percent: number) => `${percent}% of the film's initial sales are shared among the artist's collectors.`,
} as const;

// collections §2, §8, verbatim
export const SYNTHIA_MESSAGES = {
  ...SYNTHIA_BAR_MESSAGES,
  minting: 'Minting in progress...',
  exceedWhitelist: 'Amount will exceed max allocated whitelist',
  exceedPerWallet: 'Amount will exceed max per wallet limit of 2',
  insufficientPublic: "Insufficient amount. Please have enough for the PFP's and gas",
  loginBeforeMinting: 'Please login before minting',
  userNotWhitelisted: 'User is not whitelisted',
  switchMainnet: 'Please switch to the Ethereum Main Network',
  maxWhitelistWait: 'Max whitelist amount claimed, please wait for public sales',
  signatureError: 'Error fetching signature, please try again',
  notWhitelisted: 'You are not whitelisted',
  maxAllocated: 'Max whitelist allocated amount reached',
  maxWhitelist: 'Max whitelist amount reached',
  maxClaimable: 'Max amount claimable reached',
  insufficient: (n: number) => `Insufficient ETH to mint ${n}`,
  loginToMint: 'Please login to mint',
  connectMainnet: 'Please connect to the Ethereum Main Network to mint',
  soldOut: 'Sold Out',
  maxMintablePublic: 'Max mintable amount claimed, please wait for public sales',
  failed: 'An error has occured, please try again',
  progress: (n: number) => `Minting ${n}...`,
  success: (n: number) => `Successfully minted ${n}!`,
  // collections §8
  emailMissing: 'Please enter your email in the field',
  subscribeError: 'An error has occured when subscribing',
  subscribed: (n: number) => `Sucessfully subscribed for ${n} months!`,
  subscribeRetry: 'An error occured when subscribing, please try again.',
  signingError: 'An error has occured when signing',
  loginToSubscribe: 'Please login to subscribe',
  capExceeded: (date: string) => `Total extended subscription period cannot exceed ${date}`,
  discordExpired: 'Session expired, please re-authenticate your discord to our site.',
  discordOk: 'Successfully authenticated!',
  discordFailed: 'Please login and reverify your discord.',
} as const;
