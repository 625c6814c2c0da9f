import { walletRuntime } from '@/components/wallet/panel-wallet';
import { api } from '@/lib/client/api';
import { STATUS_MESSAGE_MS } from '@/lib/constants';
import { RAFFLE_MESSAGES as M } from '@/lib/drops/raffle/messages';
import { entries, readEntries, setEntries } from './use-raffle-entry';

/** Enters the draw (drop-pages §7): a repeated entry counts as entered, an accepted one shows at once; false when it failed. */
export async function enterRaffle(itemKey: string, address: string): Promise<boolean> {
  const res = await api<{ entered: string }>('/api/raffles/enter', { json: { key: itemKey } });
  const runtime = await walletRuntime();
  if (!res.ok && res.status !== 409) {
    runtime.say('error', M.errorToast, STATUS_MESSAGE_MS);
    return false;
  }
  runtime.say('success', M.entered, STATUS_MESSAGE_MS);
  const known = entries.get(address);
  setEntries(address, [...(Array.isArray(known) ? known : []), itemKey]);
  const read = await readEntries(address, true);
  if (read !== 'failed') setEntries(address, read.includes(itemKey) ? read : [...read, itemKey]);
  return true;
}
