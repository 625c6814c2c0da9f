'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '@/lib/client/api';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { RAFFLE_MESSAGES as M } from '@/lib/drops/raffle/messages';

/** The wallet's raffle entries (drop-pages §7); an accepted entry shows at once. */
function useRaffleEntries(address: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = ['raffle-entries', address];
  const read = async (refresh: boolean) => {
    const res = await api<{ entered: string[] }>(`/api/raffles/entries?wallet=${address}${refresh ? '&refresh=1' : ''}`);
    if (!res.ok) throw new Error(res.error);
    return res.data.entered;
  };
  const query = useQuery({ queryKey, enabled: Boolean(address) && enabled, queryFn: () => read(false) });
  const added = async (key: string) => {
    queryClient.setQueryData<string[]>(queryKey, (old) => [...(old ?? []), key]);
    await read(true)
      .then((entered) => queryClient.setQueryData(queryKey, entered.includes(key) ? entered : [...entered, key]))
      .catch(() => undefined);
  };
  return { ...query, added };
}

/** One item's draw entry (drop-pages §4, §8); a repeated entry counts as entered. */
export function useRaffleEntry(itemKey: string, address: string | undefined, enabled: boolean) {
  const entries = useRaffleEntries(address, enabled);
  const enter = useMutation({
    mutationFn: async () => {
      const res = await api<{ entered: string }>('/api/raffles/enter', { json: { key: itemKey } });
      if (!res.ok && res.status !== 409) throw new Error(res.error);
    },
    onSuccess: async () => {
      toast.success(M.entered, { duration: STATUS_MESSAGE_MS });
      await entries.added(itemKey);
    },
    onError: () => {
      toast.error(M.errorToast, { duration: STATUS_MESSAGE_MS });
    },
  });
  const { isError: failed, reset } = enter;
  useEffect(() => {
    if (!failed) return;
    const id = setTimeout(reset, STATUS_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [failed, reset]);
  return {
    loading: enabled && Boolean(address) && entries.isPending,
    entered: entries.data?.includes(itemKey) ?? false,
    entering: enter.isPending,
    failed,
    enter: () => enter.mutate(),
  };
}
