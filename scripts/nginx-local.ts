import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * deploy/nginx.conf rendered into its own folder on loopback (the scale-out e2e, bench:nginx):
 * its placeholders filled, its folders made, and the arguments that run nginx from there in the
 * foreground. `edit` may change the rendered text (a bench adds its static reference files).
 */
export function localNginx(opts: { dir: string; listen: string; compressor: string; upstreams: string[]; workers?: number; edit?: (conf: string) => string }): string[] {
  rmSync(opts.dir, { recursive: true, force: true });
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(path.join(opts.dir, sub), { recursive: true });
  let conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('${LISTEN}', opts.listen)
    .replaceAll('${COMPRESSOR}', opts.compressor)
    .replaceAll('${UPSTREAMS}', opts.upstreams.map((u) => `server ${u};`).join(' '));
  if (opts.workers) conf = conf.replace('worker_processes auto;', `worker_processes ${opts.workers};`);
  if (opts.edit) conf = opts.edit(conf);
  const file = path.join(opts.dir, 'nginx.conf');
  writeFileSync(file, conf);
  // As root, the workers keep root's rights over the folder made here.
  return ['-p', opts.dir, '-c', file, '-g', `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`];
}
