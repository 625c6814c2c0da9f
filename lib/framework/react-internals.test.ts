/** @jest-environment jsdom */
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
import { isFrameworkScript } from '@/lib/http/security-headers.mjs';
import { REACT_PROPS_KEY_PREFIX } from './react-internals.mjs';

// The React Next ships and renders with (its own copy, not node_modules/react).
// The server renderer runs here too, in jsdom: it needs these Node globals.
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate });
/* eslint-disable @typescript-eslint/no-require-imports */
const React = require('next/dist/compiled/react') as typeof import('react');
const { hydrateRoot } = require('next/dist/compiled/react-dom/client') as typeof import('react-dom/client');
const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server');
/* eslint-enable @typescript-eslint/no-require-imports */

const h = React.createElement;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('the React internals lib/framework/react-internals.mjs names', () => {
  it('an element carries its props under the key once hydrated, and not before (the early-actions script waits for it)', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Please Connect</button></div>';
    const button = document.querySelector('button')!;
    const owned = () => Object.keys(button).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX));
    expect(owned()).toBe(false);
    hydrateRoot(document.getElementById('root')!, h('button', { type: 'button', onClick: () => {} }, 'Please Connect'));
    expect(await until(owned)).toBe(true);
  });

  it('a streamed boundary is revealed through $RV after $RT notes the paint, in inline scripts the page policy hashes', async () => {
    let resolve = () => {};
    const later = new Promise<void>((r) => (resolve = r));
    function Profile() {
      React.use(later);
      return h('h1', null, 'Casey Collector');
    }
    const html = await new Promise<string>((done, fail) => {
      let text = '';
      const sink = new Writable({
        write(chunk, _encoding, next) {
          text += chunk.toString();
          next();
        },
        final(next) {
          done(text);
          next();
        },
      });
      const stream = renderToPipeableStream(
        h('html', null, h('body', null, h(React.Suspense, { fallback: h('p', { role: 'status' }, 'Loading') }, h(Profile)))),
        {
          onShellReady() {
            stream.pipe(sink);
            setTimeout(resolve, 20);
          },
          onError: fail,
        },
      );
    });
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=/.test(attributes))
      .map(([, , body]) => body);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.join('\n')).toMatch(/\$RT=performance\.now\(\)/);
    expect(scripts.join('\n')).toMatch(/\$RV=/);
    for (const body of scripts) expect({ body, hashed: isFrameworkScript(body) }).toEqual({ body, hashed: true });
  });
});
