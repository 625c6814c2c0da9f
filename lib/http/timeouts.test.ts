import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { capConnections, serverTimeouts } from './timeouts.mjs';

/** Whether the server closes this connection within `ms` without a byte sent. */
function closedAtOnce(port: number, ms = 500): Promise<{ socket: Socket; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => resolve({ socket, closed: false }), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ socket, closed: true });
    });
    socket.on('error', () => undefined);
  });
}

test('past its cap the server closes a new connection at once; those it holds stay open', async () => {
  const server = capConnections(
    createServer(serverTimeouts(), (_req, res) => res.end('ok')),
    3,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const held = await Promise.all([closedAtOnce(port), closedAtOnce(port), closedAtOnce(port)]);
    expect(held.map((h) => h.closed)).toEqual([false, false, false]);
    const extra = await closedAtOnce(port);
    expect(extra.closed).toBe(true);
    for (const h of held) h.socket.destroy();
  } finally {
    server.close();
  }
});
