/**
 * The React DOM internals this site depends on, for want of a public API (docs/upgrading.md):
 * react-internals.test.ts runs Next's own copy of React and fails when one of them changes.
 * Plain JavaScript: server.mjs loads it (through security-headers.mjs) before Next.
 */

// Each element React has hydrated carries its props under this key: the only sign that a part of the page has hydrated.
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';

// React's streaming runtime reveals a finished Suspense boundary through `$RV` and notes the fallback's paint time in `$RT`.
// Held 600 ms after that paint (platform-core §4): a public equivalent would have to delay a reveal that happens before any of our code runs.
export const PLACEHOLDER_HOLD_SCRIPT =
  '(function(w){var v;Object.defineProperty(w,"$RV",{configurable:true,get:function(){return v},set:function(f){v=function(b){var l=typeof w.$RT==="number"?w.$RT+600-performance.now():0;l>0?setTimeout(function(){f(b)},l):f(b)}}})})(window)';

// sha256 of the inline scripts React writes into a streamed page: its $RT paint timer and its Suspense runtime (without the trailing $RC call).
export const REACT_RUNTIME_HASHES = ['7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=', 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY='];

// React's calls that complete a streamed boundary: `$RC("B:0","S:0")` and the like, alone or after the runtime.
export const REACT_BOUNDARY_CALLS = /(?:\$R[A-Z]\((?:"[A-Za-z0-9:_-]*",?)*\);?)+$/;
