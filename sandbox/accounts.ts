import { mnemonicToAccount } from 'viem/accounts';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** A devnet account of the standard test mnemonic, by index (#0 deploys; #7, #8, #9 are demo wallets). */
export const devnetAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });

/**
 * The platform's claim signer: signs whitelist entries (the tethered mint) for the contracts that
 * check them. Its key lives only in the platform stand-in; the contracts know its address.
 */
export const PLATFORM_SIGNER = devnetAccount(19);
