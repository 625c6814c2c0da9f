import { mnemonicToAccount } from 'viem/accounts';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

const accounts = new Map<number, ReturnType<typeof mnemonicToAccount>>();

/**
 * A devnet account of the standard test mnemonic, by index (#0 deploys; #7, #8, #9 are demo wallets).
 * Kept once derived: a derivation is slow on purpose (PBKDF2), and every reset asks for several.
 */
export function devnetAccount(index: number) {
  let account = accounts.get(index);
  if (!account) accounts.set(index, (account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })));
  return account;
}

/**
 * The platform's claim signer: signs whitelist entries (the tethered mint) for the contracts that
 * check them. Its key lives only in the platform stand-in; the contracts know its address.
 */
export const PLATFORM_SIGNER = devnetAccount(19);
