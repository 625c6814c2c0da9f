/**
 * A forwarding proxy for a later e2e lane (lane.ts): the browser and request contexts of that lane
 * use it, and it sends each request (plain HTTP, or a CONNECT tunnel for websockets and Playwright's
 * request agent) to the same host with its port mapped by LANE_PORT_MAP. Headers pass unchanged,
 * so the site still sees Host localhost:3000 and the browser's own Origin.
 */
import http from 'node:http';
import net from 'node:net';

/**
 * @param {{ port: number, map: Record<string, number> }} options
 * @returns {Promise<http.Server>}
 */
export function startLaneProxy({ port: listen, map }) {
  // A new connection per request: one the site just closed for idling would fail the next request (an empty 502).
  const agent = new http.Agent({ keepAlive: false });
  const target = (hostname, port) => ({ host: hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, ''), port: Number(map[port] ?? port) });

  const server = http.createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url);
    } catch {
      res.writeHead(400).end('absolute URL expected');
      return;
    }
    const { host, port } = target(url.hostname, url.port || '80');
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    let answered = false;
    const upstream = http.request({ host, port, method: req.method, path: url.pathname + url.search, headers, agent }, (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    // A server may answer before it has read the whole body (413) and close: its answer still goes on.
    upstream.on('error', (err) => {
      if (answered) return;
      console.error(`[lane proxy] ${req.method} ${req.url}: ${err.message}`);
      res.writeHead(502).end();
    });
    // The browser gone before the answer ended (a closed page's event stream): the site must see it go too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  server.on('connect', (req, client, head) => {
    const at = req.url.lastIndexOf(':');
    const { host, port } = target(req.url.slice(0, at), req.url.slice(at + 1));
    const upstream = net.connect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.end());
    client.on('error', () => upstream.end());
  });

  // A websocket asked for in absolute form (most clients tunnel it with CONNECT instead).
  server.on('upgrade', (req, client, head) => {
    const url = new URL(req.url);
    const { host, port } = target(url.hostname, url.port || '80');
    const upstream = net.connect(port, host, () => {
      const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  server.headersTimeout = 0;
  server.requestTimeout = 0;
  return new Promise((resolve) => server.listen(listen, '127.0.0.1', () => resolve(server)));
}
