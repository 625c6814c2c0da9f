import { createServer } from 'node:net';
import { devnetClientVersion } from './devnet';
import { SANDBOX_SIGNATURE } from './api/routes/control';

export type PortRole = 'site' | 'api' | 'devnet';

export const PORT_VARIABLES: Record<PortRole, string> = { site: 'PORT', api: 'PLATFORM_API_PORT', devnet: 'DEVNET_PORT' };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => srv.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function isOurApi(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/__sandbox/health`, { signal: AbortSignal.timeout(1000) });
    return ((await res.json()) as { name?: string }).name === SANDBOX_SIGNATURE;
  } catch {
    return false;
  }
}

/** Null when the port is free; otherwise a message saying what holds it and what to do. */
export async function portProblem(role: PortRole, port: number): Promise<string | null> {
  if (await isFree(port)) return null;
  const variable = PORT_VARIABLES[role];
  if (role === 'api' && (await isOurApi(port))) {
    return `The sandbox is already running (platform API on port ${port}). Stop it first, or set ${variable} to start another one.`;
  }
  if (role === 'devnet' && (await devnetClientVersion(`http://127.0.0.1:${port}`))?.startsWith('anvil')) {
    return `A devnet (anvil) is already running on port ${port}. Stop it first, or set ${variable} to use another port.`;
  }
  return `Port ${port} (${role}) is in use by another program. Free it, or set ${variable} to another port.`;
}
