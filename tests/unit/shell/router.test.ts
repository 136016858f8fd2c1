/** The History API router: links handled only inside its root, redirects in the address bar, guard, stop. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../../src/core/navigation';
import { $route, type RoutePattern, startRouter, stopRouter } from '../../../src/core/router';

const table: RoutePattern[] = [
  { path: '/', redirect: '/a' },
  { path: '/a' },
  { path: '/b/:id' },
  { path: '/old/:id', redirect: '/b/:id' },
  { path: '/private' },
  { path: '/*' },
];

let root: HTMLElement;
let shadow: ShadowRoot;

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  shadow.append(a);
  return a;
}

/** Clicks and reports whether the router took the click (then stops happy-dom's own link navigation). */
function click(el: Element, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
  let taken = false;
  window.addEventListener(
    'click',
    (e) => {
      taken = e.defaultPrevented;
      e.preventDefault();
    },
    { once: true },
  );
  el.dispatchEvent(event);
  return { defaultPrevented: taken };
}

beforeEach(() => {
  history.replaceState(null, '', '/');
  root = document.createElement('div');
  shadow = root.attachShadow({ mode: 'open' });
  document.body.append(root);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  stopRouter();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startRouter', () => {
  it('replaces a redirecting start address and exposes the route', () => {
    startRouter(table, { linkRoot: shadow });
    expect(location.pathname).toBe('/a');
    expect($route.get().path).toBe('/a');
    expect($route.get().route?.path).toBe('/a');
  });

  it('follows a redirect with params and keeps the query', () => {
    startRouter(table, { linkRoot: shadow });
    navigate('/old/5?x=1');
    expect(location.pathname + location.search).toBe('/b/5?x=1');
    expect($route.get().params).toEqual({ id: '5' });
    expect($route.get().query.get('x')).toBe('1');
  });

  it('handles plain same-origin link clicks inside the root and scrolls to the top', () => {
    startRouter(table, { linkRoot: shadow });
    const push = vi.spyOn(history, 'pushState');
    const event = click(link('/b/7'));
    expect(event.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith(null, '', '/b/7');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves modified clicks, new-tab, download and other-origin links to the browser', () => {
    startRouter(table, { linkRoot: shadow });
    expect(click(link('/b/1'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link('/b/1', { target: '_blank' })).defaultPrevented).toBe(false);
    expect(click(link('/b/1', { download: '' })).defaultPrevented).toBe(false);
    expect(click(link('https://elsewhere.example.com/b/1')).defaultPrevented).toBe(false);
    expect(location.pathname).toBe('/a');
  });

  it('never touches links outside its root', () => {
    startRouter(table, { linkRoot: shadow });
    const outside = document.createElement('a');
    outside.href = '/b/2';
    document.body.append(outside);
    expect(click(outside).defaultPrevented).toBe(false);
  });

  it('a guard can send a route elsewhere', () => {
    startRouter(table, {
      linkRoot: shadow,
      guard: (match, url) => (match.route.path === '/private' ? `/a?from=${encodeURIComponent(url)}` : null),
    });
    navigate('/private');
    expect(location.pathname + location.search).toBe('/a?from=%2Fprivate');
  });

  it('after stopRouter, navigate no longer goes through it and links are not intercepted', () => {
    startRouter(table, { linkRoot: shadow });
    stopRouter();
    expect(click(link('/b/3')).defaultPrevented).toBe(false);
  });
});
