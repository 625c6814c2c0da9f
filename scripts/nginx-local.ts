import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli filter (libnginx-mod-http-brotli-filter); without it the proxy compresses with gzip alone. */
export const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** deploy/nginx.conf's "#brotli " lines taken in when the module is there, and its path filled in. */
export function withBrotli(conf: string, modulePath: string | null): string {
  if (!modulePath) return conf;
  return conf.replace(/^(\s*)#brotli /gm, '$1').replaceAll('${BROTLI_MODULE}', modulePath);
}

/**
 * deploy/nginx.conf rendered into its own folder on loopback (the scale-out e2e, bench:nginx):
 * its placeholders filled, its folders made, and the arguments that run nginx from there in the
 * foreground. `edit` may change the rendered text (a bench adds its static reference files).
 */
export function localNginx(opts: {
  dir: string;
  listen: string;
  compressor: string;
  upstreams: string[];
  workers?: number;
  edit?: (conf: string) => string;
}): string[] {
  rmSync(opts.dir, { recursive: true, force: true });
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(path.join(opts.dir, sub), { recursive: true });
  let conf = withBrotli(readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8'), existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null)
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
