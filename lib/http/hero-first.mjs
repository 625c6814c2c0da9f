/**
 * Hero first: a page's own pixels before its JavaScript (issue 11, "no client work before them").
 *
 * Next writes each chunk as `<script src async>` (the first also as a preload): the chunks download
 * alongside the hero image, sharing the connection with it, and each runs the moment it arrives:
 * on a slow CPU before the hero is painted (hydration holds the frame for 50–300 ms on a mid-range
 * phone). Here, in the HTML server.mjs already holds whole, the chunk tags and preloads go, and one
 * small loader adds the scripts once the page's hero images in view (`elementtiming="hero"`, set by
 * ServerImage on a priority image) are on screen, as Element Timing reports (two frames after they
 * loaded where the browser lacks it), or after HERO_WAIT_MS whatever happens. A page without a hero
 * in view waits two frames. The price: hydration starts after the hero, not with it (links and
 * server-rendered content work before it; only widgets wait).
 *
 * Plain JavaScript: server.mjs imports it before Next (and TypeScript) is loaded.
 */

/** Next's chunk tags, as React writes them (head and the bootstrap in body); `noModule` ones stay. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.\/-]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/chunks\/[\w.\/-]+\.js)"\/?>/g;

/** How long a hero that does not load (a hanging image request) may hold the scripts back. */
export const HERO_WAIT_MS = 3000;

/**
 * The loader, called with the chunk paths. Fixed text: security-headers.mjs knows it by this shape,
 * so the page's CSP lets it run (the scripts it adds are same-origin, allowed by 'self').
 */
export const HERO_FIRST_LOADER =
  '(function(c){var d=0;' +
  'function run(){if(d)return;d=1;c.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}' +
  // After the frame that showed them: two frames on (browsers without Element Timing).
  'function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})}' +
  'function wait(){' +
  `setTimeout(run,${HERO_WAIT_MS});` +
  // A visitor who acts before the hero is shown gets the scripts at once.
  '["pointerdown","keydown","touchstart"].forEach(function(t){window.addEventListener(t,run,{once:true,passive:true,capture:true})});' +
  'var h=[].filter.call(document.querySelectorAll("img[elementtiming=hero]"),function(i){var r=i.getBoundingClientRect();return r.width>0&&r.bottom>0&&r.top<innerHeight}),n=h.length,P=window.PerformanceObserver;' +
  'if(!n)return later();' +
  'var et=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("element")>=0,seen=[];' +
  'function one(i){if(seen.indexOf(i)<0){seen.push(i);if(--n===0)et?setTimeout(run,0):later()}}' +
  'h.forEach(function(i){i.addEventListener("error",function(){one(i)});if(!et){if(i.complete)one(i);else i.addEventListener("load",function(){one(i)})}});' +
  // Element Timing: the time each hero was on screen, reported after the frame was presented.
  'if(et)new P(function(l){l.getEntries().forEach(function(e){if(h.indexOf(e.element)>=0)one(e.element)})}).observe({type:"element",buffered:true})}' +
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",wait):wait()})';

/** The loader's inline script for these chunk paths (paths are `[\w./-]` only: nothing to escape). */
export function heroFirstScript(chunks) {
  return `${HERO_FIRST_LOADER}(${JSON.stringify(chunks)})`;
}

/**
 * `html` without its chunk tags and chunk preloads, with the loader placed before `</head>`; a page
 * without chunk tags or without a head comes back unchanged.
 */
export function heroFirst(html) {
  if (!html.includes('</head>')) return html;
  const chunks = [];
  const out = html.replace(CHUNK_SCRIPT, (_tag, src) => {
    if (!chunks.includes(src)) chunks.push(src);
    return '';
  });
  if (chunks.length === 0) return html;
  const withoutPreloads = out.replace(SCRIPT_PRELOAD, (tag, src) => (chunks.includes(src) ? '' : tag));
  const end = withoutPreloads.indexOf('</head>');
  return `${withoutPreloads.slice(0, end)}<script>${heroFirstScript(chunks)}</script>${withoutPreloads.slice(end)}`;
}
