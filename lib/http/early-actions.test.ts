/** @jest-environment jsdom */
import { EARLY_ACTIONS_SCRIPT } from './early-actions.mjs';

// A listener added to a button stands for React's.
function page(html: string) {
  window.__drpHydrated?.();
  document.body.innerHTML = html;
  delete window.__drpHydrated;
  new Function(EARLY_ACTIONS_SCRIPT)();
}

describe('the early-actions script', () => {
  it('holds a press before hydration and takes it once after', () => {
    page('<button id="b">Connect Wallet</button>');
    const pressed = jest.fn();
    const button = document.getElementById('b')!;
    button.addEventListener('click', pressed);
    button.click();
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    window.__drpHydrated!();
    expect(pressed).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('a press held on a part of the page that hydrates after the layout waits for React to own its button, in order', () => {
    jest.useFakeTimers();
    try {
      page('<button id="a">Connect Wallet</button><button id="b">Please Connect</button>');
      const order: string[] = [];
      const [a, b] = ['a', 'b'].map((id) => document.getElementById(id)!);
      a.addEventListener('click', () => order.push('a'));
      b.addEventListener('click', () => order.push('b'));
      b.click();
      a.click();
      // The layout hydrated; the panel's island has not.
      const own = (el: Element) => Object.assign(el, { __reactProps$test: {} });
      own(document.body);
      own(a);
      window.__drpHydrated!();
      jest.advanceTimersByTime(500);
      expect(order).toEqual([]);
      own(b);
      jest.advanceTimersByTime(50);
      expect(order).toEqual(['b']);
      jest.advanceTimersByTime(1);
      expect(order).toEqual(['b', 'a']);
    } finally {
      delete (document.body as unknown as Record<string, unknown>).__reactProps$test;
      jest.useRealTimers();
    }
  });

  it('holds a form submitted before hydration (no native GET with the fields in the URL) and submits it after', () => {
    page('<form id="f"><input name="email" value="a@example.com"><button type="submit">Subscribe</button></form>');
    const submitted = jest.fn((e: Event) => e.preventDefault());
    const form = document.getElementById('f') as HTMLFormElement;
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    window.__drpHydrated!();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links, disabled buttons and other clicks to the browser', () => {
    page('<a id="a" href="#x">Drops</a><button id="d" disabled>Minting...</button><span id="s">text</span>');
    const clicks: boolean[] = [];
    document.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
    document.getElementById('a')!.click();
    document.getElementById('s')!.click();
    expect(clicks).toEqual([false, false]);
  });

  it('holds an arrow key on a tab before hydration and sends it again after; other keys and fields are the browser’s', () => {
    page('<div role="tablist"><button id="t" role="tab">14.11.22</button></div><input id="i">');
    const keys: string[] = [];
    document.querySelector('[role=tablist]')!.addEventListener('keydown', (e) => keys.push((e as KeyboardEvent).key));
    const press = (id: string, key: string) =>
      document.getElementById(id)!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(press('t', 'ArrowRight')).toBe(false);
    expect(press('t', 'Tab')).toBe(true);
    expect(press('i', 'ArrowLeft')).toBe(true);
    expect(keys).toEqual(['Tab']);
    window.__drpHydrated!();
    expect(keys).toEqual(['Tab', 'ArrowRight']);
  });

  it('takes a choice made in a select before hydration again after it, even when hydration reset the select', () => {
    page('<select id="s"><option value="likes">Likes</option><option value="comments">Comments</option></select>');
    const select = document.getElementById('s') as HTMLSelectElement;
    select.value = 'comments';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // React resets a controlled select when it hydrates.
    select.value = 'likes';
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    window.__drpHydrated!();
    expect(changes).toEqual(['comments']);
    expect(select.value).toBe('comments');
  });

  it('takes a choice made after hydration in a select React does not own yet (a part hydrating from its own chunk) once React owns it', () => {
    jest.useFakeTimers();
    try {
      page('<select id="s"><option value="desc">Desc</option><option value="asc">Asc</option></select>');
      const own = (el: Element) => Object.assign(el, { __reactProps$test: {} });
      own(document.body);
      window.__drpHydrated!();
      const select = document.getElementById('s') as HTMLSelectElement;
      const changes: string[] = [];
      select.addEventListener('change', () => changes.push(select.value));
      select.value = 'asc';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      // The grid hydrates, and React puts back its controlled value.
      jest.advanceTimersByTime(200);
      select.value = 'desc';
      own(select);
      jest.advanceTimersByTime(50);
      expect(changes).toEqual(['asc']);
      expect(select.value).toBe('asc');
      // Once React owns it, a choice is React's alone.
      select.value = 'desc';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      jest.advanceTimersByTime(100);
      expect(changes).toEqual(['asc']);
    } finally {
      delete (document.body as unknown as Record<string, unknown>).__reactProps$test;
      jest.useRealTimers();
    }
  });

  it('takes two choices made after hydration in selects React does not own yet in the order they were made', () => {
    jest.useFakeTimers();
    try {
      page(
        '<select id="sort"><option value="likes">Likes</option><option value="comments">Comments</option></select>' +
          '<select id="order"><option value="desc">Desc</option><option value="asc">Asc</option></select>',
      );
      const own = (el: Element) => Object.assign(el, { __reactProps$test: {} });
      own(document.body);
      window.__drpHydrated!();
      const sort = document.getElementById('sort') as HTMLSelectElement;
      const order = document.getElementById('order') as HTMLSelectElement;
      const changes: string[] = [];
      for (const select of [sort, order]) select.addEventListener('change', () => changes.push(`${select.id}=${select.value}`));
      sort.value = 'comments';
      sort.dispatchEvent(new Event('input', { bubbles: true }));
      jest.advanceTimersByTime(30);
      order.value = 'asc';
      order.dispatchEvent(new Event('input', { bubbles: true }));
      // The grid hydrates: React owns both at once.
      jest.advanceTimersByTime(180);
      own(sort);
      own(order);
      jest.advanceTimersByTime(200);
      expect(changes).toEqual(['sort=comments', 'order=asc']);
    } finally {
      delete (document.body as unknown as Record<string, unknown>).__reactProps$test;
      jest.useRealTimers();
    }
  });

  it('puts back a section link followed during hydration when the router wrote back the URL it read before', () => {
    page('<a id="a" href="#anatomy">Anatomy of A Post</a>');
    const start = window.location.href;
    window.location.hash = '#anatomy';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.history.replaceState({ router: true }, '', start);
    window.__drpHydrated!();
    expect(window.location.hash).toBe('#anatomy');
    expect(window.history.state).toEqual({ router: true });
    window.history.replaceState(null, '', start);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.location.hash).toBe('');
  });

  it('notes what is typed in a field on the field, before and after hydration', () => {
    page('<form><textarea name="bio"></textarea></form>');
    const bio = document.querySelector('textarea')! as HTMLTextAreaElement & { __drpTyped?: string };
    bio.value = 'typed early';
    bio.dispatchEvent(new Event('input', { bubbles: true }));
    expect(bio.__drpTyped).toBe('typed early');
    window.__drpHydrated!();
    bio.value = 'typed later';
    bio.dispatchEvent(new Event('input', { bubbles: true }));
    expect(bio.__drpTyped).toBe('typed later');
  });
});
