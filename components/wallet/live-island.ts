'use client';

import { createContext } from 'react';

export const LiveIsland = createContext(false);
