/**
 * Holds presses, submissions, widget keys and select choices made before hydration and replays them
 * in order once `window.__drpHydrated()` runs, each waiting (up to 10 s) until React owns its element;
 * selects chosen after it, in a part of the page that hydrates later (its own chunk), wait the same way, in order.
 * Notes typed text on the field (`__drpTyped`, lib/forms/typed.ts); puts back a `#hash` Next's router drops.
 * Fixed text: security-headers.mjs allows it by its hash.
 */
import { REACT_PROPS_KEY_PREFIX } from '../framework/react-internals.mjs';

export const EARLY_ACTIONS_SCRIPT =
  '(function(w){if(w.__drpHydrated)return;var q=[],on=1;' +
  'function hold(e){if(!on)return;var t=e.target,el;' +
  'if(e.type==="submit"){el=t;var s=function(){el.isConnected&&(el.requestSubmit?el.requestSubmit():el.submit())};s.el=el;q.push(s)}' +
  'else{el=t&&t.closest&&t.closest("button,[role=button],input[type=submit],input[type=button]");if(!el||el.disabled)return;' +
  'if(q.some(function(f){return f.el===el}))return e.preventDefault(),void e.stopImmediatePropagation();' +
  'var f=function(){el.isConnected&&!el.disabled&&el.click()};f.el=el;q.push(f)}' +
  'e.preventDefault();e.stopImmediatePropagation()}' +
  'function key(e){var k=e.key,t=e.target,el;if(!on||!/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(k))return;' +
  'el=t&&t.closest&&t.closest("[role=tab],[role=menuitem],[role=option],[role=slider]");if(!el)return;' +
  'var f=function(){el.isConnected&&el.dispatchEvent(new KeyboardEvent("keydown",{key:k,code:e.code,bubbles:true,cancelable:true}))};f.el=el;q.push(f);' +
  'e.preventDefault();e.stopImmediatePropagation()}' +
  `function owned(n){return Object.keys(n).some(function(k){return k.indexOf(${JSON.stringify(REACT_PROPS_KEY_PREFIX)})===0})}` +
  'function ready(el){return !owned(document.body)||!el.isConnected||owned(el)}' +
  'function run(l,e){var n=0;(function next(){if(!l.length)return void(e&&e());if(!ready(l[0].el)&&n++<200)return void setTimeout(next,50);l.shift()();setTimeout(next,0)})()}' +
  'var z=[],zr=0;function late(f){z.push(f);if(!zr){zr=1;run(z,function(){zr=0})}}' +
  'var h;function hash(){h=location.hash}' +
  'w.addEventListener("click",hold,true);w.addEventListener("submit",hold,true);w.addEventListener("hashchange",hash);w.addEventListener("keydown",key,true);' +
  'w.addEventListener("input",function(e){var t=e.target;if(!t||typeof t.value!=="string")return;t.__drpTyped=t.value;' +
  'if(t.tagName==="SELECT"&&w.__drpHydrated===done&&(on||!owned(t))){var el=t,v=t.value,f=function(){if(el.isConnected){el.value=v;el.dispatchEvent(new Event("change",{bubbles:true}))}};f.el=el;on?q.push(f):late(f)}},true);' +
  'function done(){if(!on)return;on=0;w.removeEventListener("click",hold,true);w.removeEventListener("submit",hold,true);' +
  'w.removeEventListener("hashchange",hash);w.removeEventListener("keydown",key,true);if(h!==void 0&&location.hash!==h)history.replaceState(history.state,"",h||location.pathname+location.search);' +
  'var l=q;q=[];run(l)}w.__drpHydrated=done})(window)';
