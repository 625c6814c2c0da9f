'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { BLACK_FEATHER } from '@/lib/drops/blackfeather/config';
import styles from './blackfeather-mint.module.css';

const InitialSupply = createContext('0');

/** What the server HTML shows until the wallet island is there: the counter and the first state. */
function Placeholder() {
  const supply = useContext(InitialSupply);
  return (
    <div className={styles.mint}>
      <p className={styles.counter}>
        <strong>{supply}</strong>{` / ${BLACK_FEATHER.edition} minted`}
      </p>
      <button type="button" className={styles.button} disabled>
        Please Connect
      </button>
    </div>
  );
}

const BlackFeatherMint = dynamic(() => import('./blackfeather-mint'), { ssr: false, loading: Placeholder });

export function BlackFeatherMintSlot({ initialSupply }: { initialSupply: string }) {
  return (
    <InitialSupply.Provider value={initialSupply}>
      <BlackFeatherMint />
    </InitialSupply.Provider>
  );
}
