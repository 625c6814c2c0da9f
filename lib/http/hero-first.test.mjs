import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heroFirst, heroFirstScript } from './hero-first.mjs';
import { inlineScriptHashes, isFrameworkScript } from './security-headers.mjs';

// The shape of a Next 16 page: a preloaded bootstrap chunk, the others as async tags in the head,
// the bootstrap as an async tag at the start of the body, a noModule polyfill.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/_next/image?url=a&amp;w=750&amp;q=75"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/2hmk.js" async=""></script><script src="/_next/static/chunks/turbopack-07.js" async=""></script>' +
  '<title>T</title><script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
  '<body><main><img fetchPriority="high" elementtiming="hero" src="/_next/image?url=a"/></main>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

test('no chunk is fetched or run before the loader: tags and preloads go, the loader lists every chunk', () => {
  const html = heroFirst(PAGE);
  assert.doesNotMatch(html, /<script src="[^"]*" async="">/);
  assert.doesNotMatch(html, /<link rel="preload" as="script"/);
  assert.ok(html.includes('<link rel="preload" as="image" fetchPriority="high"'), 'the hero is still preloaded');
  const loader = `<script>${heroFirstScript(['/_next/static/chunks/2hmk.js', '/_next/static/chunks/turbopack-07.js', '/_next/static/chunks/boot.js'])}</script></head>`;
  assert.ok(html.includes(loader), 'one loader, before </head>, with every chunk in page order');
  assert.ok(html.includes('<script src="/_next/static/chunks/poly.js" noModule=""></script>'), 'the noModule polyfill is untouched');
  assert.ok(html.includes('<script>(self.__next_f=self.__next_f||[]).push([0])</script>'), 'inline scripts are untouched');
});

test('the CSP lets the loader run, and only with chunk paths', () => {
  const html = heroFirst(PAGE);
  assert.equal(inlineScriptHashes(html).length, 2);
  assert.equal(isFrameworkScript(heroFirstScript(['/_next/static/chunks/a.js'])), true);
  assert.equal(isFrameworkScript(heroFirstScript(['https://elsewhere.example/a.js'])), false);
  assert.equal(isFrameworkScript(heroFirstScript(['/_next/static/chunks/a.js"]);alert(1);(["'])), false);
});

test('a page without chunk tags or without a head is unchanged; a second pass changes nothing', () => {
  const plain = '<html><head><title>x</title></head><body>hi</body></html>';
  assert.equal(heroFirst(plain), plain);
  const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
  assert.equal(heroFirst(fragment), fragment);
  const once = heroFirst(PAGE);
  assert.equal(heroFirst(once), once);
});

/** Runs the loader against a minimal DOM: what it touches, with frames and timers run by hand. */
function loaderHarness({ elementTiming, heroTop = 100 }) {
  const added = [];
  const frames = [];
  const timers = [];
  const listeners = new Map();
  let observer;
  const hero = {
    complete: false,
    getBoundingClientRect: () => ({ width: 390, top: heroTop, bottom: heroTop + 260 }),
    addEventListener: (type, fn) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
  };
  const PerformanceObserver = function (callback) {
    observer = { callback, options: null };
    this.observe = (options) => (observer.options = options);
  };
  PerformanceObserver.supportedEntryTypes = elementTiming ? ['element', 'largest-contentful-paint'] : ['navigation'];
  const document = {
    readyState: 'interactive',
    querySelectorAll: (selector) => (selector === 'img[elementtiming=hero]' ? [hero] : []),
    createElement: () => ({}),
    head: { appendChild: (el) => added.push(el) },
  };
  const windowListeners = new Map();
  const window = { PerformanceObserver, addEventListener: (type, fn, options) => windowListeners.set(type, { fn, options }) };
  const run = new Function('document', 'window', 'innerHeight', 'requestAnimationFrame', 'setTimeout', heroFirstScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']));
  run(document, window, 800, (fn) => frames.push(fn), (fn, ms) => timers.push({ fn, ms }));
  return {
    added,
    timers,
    hero,
    observer: () => observer,
    fire: (type) => (listeners.get(type) ?? []).forEach((fn) => fn()),
    interact: (type) => windowListeners.get(type),
    nextFrame: () => frames.shift()(),
    frames,
  };
}
const srcs = (added) => added.map((e) => [e.src, e.async]);
const BOTH = [['/_next/static/chunks/a.js', true], ['/_next/static/chunks/b.js', true]];

test('with Element Timing the loader adds every chunk once the hero is reported on screen', () => {
  const page = loaderHarness({ elementTiming: true });
  assert.deepEqual(page.observer().options, { type: 'element', buffered: true });
  page.fire('load');
  assert.deepEqual(page.added, [], 'loaded is not yet shown');
  page.observer().callback({ getEntries: () => [{ element: { other: true } }] });
  assert.deepEqual(page.added, [], 'another element on screen is not the hero');
  page.observer().callback({ getEntries: () => [{ element: page.hero }] });
  page.timers.at(-1).fn();
  assert.deepEqual(srcs(page.added), BOTH);
  page.timers[0].fn(); // the cap firing afterwards adds nothing twice
  assert.equal(page.added.length, 2);
});

test('without Element Timing it waits for the hero to load and two frames; a broken hero does not hold it', () => {
  const page = loaderHarness({ elementTiming: false });
  assert.equal(page.observer(), undefined);
  page.fire('load');
  page.nextFrame();
  assert.deepEqual(page.added, [], 'not in the frame that paints the hero');
  page.nextFrame();
  page.timers.at(-1).fn();
  assert.deepEqual(srcs(page.added), BOTH);

  const broken = loaderHarness({ elementTiming: true });
  broken.fire('error');
  broken.timers.at(-1).fn();
  assert.deepEqual(srcs(broken.added), BOTH);
});

test('a hero out of view does not hold the scripts, and none waits longer than the cap', () => {
  const below = loaderHarness({ elementTiming: true, heroTop: 1200 });
  below.nextFrame();
  below.nextFrame();
  below.timers.at(-1).fn();
  assert.deepEqual(srcs(below.added), BOTH);

  const hanging = loaderHarness({ elementTiming: true });
  assert.equal(hanging.timers[0].ms, 3000);
  hanging.timers[0].fn();
  assert.deepEqual(srcs(hanging.added), BOTH);
});

test('a pointer or key press before the hero is shown adds the scripts at once', () => {
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    const page = loaderHarness({ elementTiming: true });
    const listener = page.interact(type);
    assert.deepEqual(listener.options, { once: true, passive: true, capture: true });
    listener.fn();
    assert.deepEqual(srcs(page.added), BOTH, type);
    page.observer().callback({ getEntries: () => [{ element: page.hero }] });
    page.timers.at(-1).fn();
    assert.equal(page.added.length, 2, 'and only once');
  }
});
