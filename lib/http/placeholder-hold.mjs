/**
 * Loading placeholders last at least 600 ms (platform-core §4), on a first load too. React's
 * streaming runtime reveals a boundary's content no sooner than 300 ms after the paint or reveal it
 * last timed (`$RT`); this script, in the head before React's runs, keeps `$RT` 300 ms later, so a
 * painted placeholder stays 600 ms. Content that arrives before the first paint is revealed in that
 * frame, with no placeholder seen. Client navigations hold theirs in components/ui/placeholder-hold.tsx.
 * e2e/loading-hold.spec.ts fails if React stops timing reveals by `$RT`.
 *
 * Plain JavaScript with fixed text: security-headers.mjs allows it by its hash.
 */
export const PLACEHOLDER_HOLD_SCRIPT =
  '(function(w){var t;Object.defineProperty(w,"$RT",{configurable:true,get:function(){return t},set:function(v){t=typeof v==="number"?v+300:v}})})(window)';
