export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4010';

/** Restores the seeded database and the devnet snapshot. */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${API_URL}/__sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`sandbox reset failed: ${res.status} ${await res.text()}`);
}

export async function sandboxContracts(): Promise<Record<string, `0x${string}`>> {
  const res = await fetch(`${API_URL}/__sandbox/contracts`);
  return (await res.json()) as Record<string, `0x${string}`>;
}
