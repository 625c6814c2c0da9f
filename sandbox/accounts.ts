import { mnemonicToAccount } from 'viem/accounts';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** A devnet account of the standard test mnemonic, by index (#0 deploys; #7, #8, #9 are demo wallets). */
export const devnetAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
