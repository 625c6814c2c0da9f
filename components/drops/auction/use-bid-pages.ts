'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiResult } from '@/lib/client/api';
import type { BidPage } from '@/lib/drops/auction/bids';

/** Bid history (drop-pages §7), read again here if the server's read failed. */
export function useBidPages(navKey: string, first: BidPage | null) {
  const readPage = useCallback(
    (n: number): Promise<ApiResult<BidPage>> => api<BidPage>(`/api/auctions/bids?${new URLSearchParams({ auction: navKey, page: String(n) })}`),
    [navKey],
  );
  const [pages, setPages] = useState<BidPage[]>(first ? [first] : []);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>(first ? 'idle' : 'loading');
  const busy = useRef(false);

  const settle = useCallback((n: number, res: ApiResult<BidPage>) => {
    busy.current = false;
    if (!res.ok) {
      console.error('[auction] bid page failed:', res.error);
      setState('failed');
      return;
    }
    setPages((current) => [...current.filter((p) => p.page !== n), res.data].sort((a, b) => a.page - b.page));
    setState('idle');
  }, []);

  const load = useCallback(
    (n: number) => {
      if (busy.current) return;
      busy.current = true;
      setState('loading');
      void readPage(n).then((res) => settle(n, res));
    },
    [readPage, settle],
  );

  useEffect(() => {
    if (first || busy.current) return;
    busy.current = true;
    void readPage(1).then((res) => settle(1, res));
  }, [first, readPage, settle]);

  const last = pages.at(-1);
  const hasNext = last ? last.hasNext : false;
  const more = useCallback(() => {
    if (last?.hasNext) load(last.page + 1);
  }, [last, load]);

  return { pages, hasNext, loading: state === 'loading', failed: state === 'failed', more, retry: () => load(last ? last.page + 1 : 1) };
}
