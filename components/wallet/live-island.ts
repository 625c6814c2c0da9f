'use client';

import { createContext } from 'react';

/** True inside the wallet stack (WalletProviders): what renders there is a live island, not a visitor's stand-in. */
export const LiveIsland = createContext(false);
