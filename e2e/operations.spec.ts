import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');

/** Runs a command to its end (bounded), returning its exit code and output. */
function run(cmd: string, args: string[], env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a production server without its secrets stops at start, naming the variables', async () => {
  const env = { NODE_ENV: 'production', SANDBOX: '', PLATFORM_API_URL: '', SESSION_PASSWORD: '', REVALIDATE_SECRET: 'a-revalidate-secret-of-length' };
  const { code, output } = await run(path.join(ROOT, 'node_modules/.bin/next'), ['start', '--port', '3999'], env);
  expect(code).toBe(1);
  expect(output).toContain('Missing required environment variables: PLATFORM_API_URL, SESSION_PASSWORD');
});

test('starting the sandbox twice says so instead of clashing', async () => {
  const { code, output } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/run.ts', 'sandbox'], {});
  expect(code).toBe(1);
  expect(output).toContain('The sandbox is already running (platform API on port 4010)');
});

test('a port held by another program is named with the variable that moves it', async () => {
  const foreign = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => foreign.once('listening', r));
  const port = (foreign.address() as AddressInfo).port;
  try {
    const { code, output } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['sandbox/run.ts', 'sandbox'], { PLATFORM_API_PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (api) is in use by another program. Free it, or set PLATFORM_API_PORT to another port.`);
  } finally {
    foreign.close();
  }
});
