/**
 * Nothing a visitor does before the page's scripts run is lost (issue 28). React attaches its event
 * handlers when the page hydrates; a press before that did nothing, and a form submitted before it
 * was sent by the browser itself (a GET of the same URL with the fields in it). This inline script,
 * first in the page, holds such actions instead: a press on a button, or a form's submission, is
 * stopped and kept, and taken again, in order, once the page has hydrated (`window.__drpHydrated()`,
 * called by HydrationSignal in the root layout). Links, checkboxes, radios and typing are left to the
 * browser: they work without scripts. An arrow, Home or End key on a widget that scripts move
 * (a tab, a menu item, an option, a slider) is held and sent again the same way, and so is a
 * choice in a select: its value is set again and its change sent once React owns it. The layout
 * hydrates before the parts of the page that stream or load later (a mint panel's island): a held
 * press waits until React owns its element (React's `__reactProps$` key on it, once the page's body
 * has one), up to 10 s, and the presses stay in order, a task apart so each sees the state the one
 * before it left. What is typed in a field is also noted on the
 * field (`__drpTyped`): a form whose fields hydrate with their saved values (react-hook-form sets them, and
 * React resets a textarea to its default) takes the typed text back (lib/forms/typed.ts). Fields
 * stream in after the layout has hydrated, so this one listener stays. A link to a section followed
 * while the page hydrates loses its `#id` from the URL (Next's router writes back the URL it read
 * when hydration began): the last hash the visitor reached before hydration is put back after it.
 *
 * Plain JavaScript with fixed text: security-headers.mjs allows it by its hash.
 */
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
  'function owned(n){return Object.keys(n).some(function(k){return k.indexOf("__reactProps$")===0})}' +
  'function ready(el){return !owned(document.body)||!el.isConnected||owned(el)}' +
  'var h;function hash(){h=location.hash}' +
  'w.addEventListener("click",hold,true);w.addEventListener("submit",hold,true);w.addEventListener("hashchange",hash);w.addEventListener("keydown",key,true);' +
  'w.addEventListener("input",function(e){var t=e.target;if(!t||typeof t.value!=="string")return;t.__drpTyped=t.value;' +
  'if(on&&t.tagName==="SELECT"){var el=t,v=t.value,f=function(){if(el.isConnected){el.value=v;el.dispatchEvent(new Event("change",{bubbles:true}))}};f.el=el;q.push(f)}},true);' +
  'w.__drpHydrated=function(){if(!on)return;on=0;w.removeEventListener("click",hold,true);w.removeEventListener("submit",hold,true);' +
  'w.removeEventListener("hashchange",hash);w.removeEventListener("keydown",key,true);if(h!==void 0&&location.hash!==h)history.replaceState(history.state,"",h||location.pathname+location.search);' +
  'var l=q,n=0;q=[];(function next(){if(!l.length)return;if(!ready(l[0].el)&&n++<200)return void setTimeout(next,50);l.shift()();setTimeout(next,0)})()}})(window)';
