/**
 * platform-core §4 on a first load: delays React's `$RV` reveal to 600 ms after its `$RT` paint time
 * (e2e/loading-hold.spec.ts guards the names). Fixed text: security-headers.mjs allows it by its hash.
 */
export const PLACEHOLDER_HOLD_SCRIPT =
  '(function(w){var v;Object.defineProperty(w,"$RV",{configurable:true,get:function(){return v},set:function(f){v=function(b){var l=typeof w.$RT==="number"?w.$RT+600-performance.now():0;l>0?setTimeout(function(){f(b)},l):f(b)}}})})(window)';
