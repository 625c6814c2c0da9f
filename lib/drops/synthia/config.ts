import { parseEther } from 'viem';
import { publicConfig } from '@/lib/config/public';
import { contractAddress } from '@/lib/config/public-schema';

const KEYS_DEVNET = '0x59b670e9fA9D0A427751Af201D676719a970857b';

/** The key collection's constants (collections §9). */
export const SYNTHIA = {
  navKey: 'synthia',
  keys: {
    devnetAddress: KEYS_DEVNET,
    address: contractAddress(publicConfig.chain.name, {
      variable: 'NEXT_PUBLIC_SYNTHIA_ADDRESS',
      value: process.env.NEXT_PUBLIC_SYNTHIA_ADDRESS,
      devnet: KEYS_DEVNET,
    }),
  },
  keysPerQuarter: 333,
  price: parseEther('0.2'),
  amounts: [1, 2] as const,
  maxPerWallet: 2,
  /** Premium subscription months a key gives. */
  monthsPerKey: 3,
  subscriptionMonths: [3, 6, 9, 12] as const,
  /** The Discord guild check result is kept this long. */
  guildCheckCacheMs: 10 * 60 * 1000,
  balanceDecimals: 4,
} as const;

/** The six membership features (collections §2). */
export const SYNTHIA_FEATURES = [
  'Alpha access',
  'Increased chat',
  'Special treatment',
  'Private society access',
  'Voting',
  'Exclusive future projects',
] as const;

/** The roadmap (collections §2, §9: 14.11.22 to 20.12.22); the dates between the ends are ours (docs/decisions.md). */
export const SYNTHIA_ROADMAP = [
  { date: '14.11.22', name: 'Mint for whitelist holders', text: 'Whitelisted wallets mint their keys first, up to their allocation.' },
  { date: '21.11.22', name: 'Picture reveal', text: 'Every key shows its character.' },
  { date: '25.11.22', name: 'Signature vote', text: 'Holders vote on Synthia’s signature style.' },
  { date: '30.11.22', name: '4X UPSCALE ability', text: 'Holders upscale their pictures four times.' },
  { date: '06.12.22', name: 'First art vote', text: 'The first artwork chosen by the holders.' },
  { date: '13.12.22', name: 'Artist auction for holders only', text: 'An auction by a guest artist, open to key holders only.' },
  { date: '20.12.22', name: 'SELECT MODEL ability', text: 'Holders choose the model Synthia talks with.' },
] as const;
