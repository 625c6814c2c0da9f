/**
 * Loading placeholders last at least 600 ms (platform-core §4), on a first load too. React's
 * streaming runtime reveals a boundary's content with `$RV`, timed from the paint or reveal it last
 * noted (`$RT`); this script, in the head before React's runs, makes each reveal wait until 600 ms
 * after that. Content that arrives before the first paint (no `$RT` yet) is revealed at once, with
 * no placeholder seen. Client navigations hold theirs in components/ui/placeholder-hold.tsx.
 * e2e/loading-hold.spec.ts fails if React stops revealing through `$RV` and `$RT`.
 *
 * Plain JavaScript with fixed text: security-headers.mjs allows it by its hash.
 */
export const PLACEHOLDER_HOLD_SCRIPT =
  '(function(w){var v;Object.defineProperty(w,"$RV",{configurable:true,get:function(){return v},set:function(f){v=function(b){var l=typeof w.$RT==="number"?w.$RT+600-performance.now():0;l>0?setTimeout(function(){f(b)},l):f(b)}}})})(window)';
