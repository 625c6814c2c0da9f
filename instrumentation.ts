/** Runs once when the server starts: a missing or invalid secret stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseServerEnv } = await import('./lib/config/env-schema');
  parseServerEnv(process.env);
}
