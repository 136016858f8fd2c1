import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/core/config';
import {
  currentPath,
  type NavigateEventDetail,
  navigate,
  registerWidgetHost,
  setNavigator,
  unregisterWidgetHost,
} from '../../../src/core/navigation';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  configure({ storeUrl: 'https://shop.example.cn/store' });
  assign = vi.fn<(url: string | URL) => void>();
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
});
afterEach(() => {
  configure({ storeUrl: '' });
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('inside the storefront (a navigator is registered)', () => {
  it('delegates to the router, no event, no page load', () => {
    const router = vi.fn();
    const host = document.body.appendChild(document.createElement('b2b-cart-badge'));
    registerWidgetHost(host);
    const seen = vi.fn();
    document.addEventListener('b2b-navigate', seen);
    setNavigator(router);
    navigate('/cart');
    navigate('/login', { replace: true });
    expect(router.mock.calls).toEqual([
      ['/cart', { replace: false }],
      ['/login', { replace: true }],
    ]);
    expect(seen).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    document.removeEventListener('b2b-navigate', seen);
    setNavigator(null);
    unregisterWidgetHost(host);
  });
});

describe('a standalone widget (no navigator)', () => {
  it('fires a cancelable, bubbling, composed b2b-navigate on the widget host, then goes to storeUrl + path', () => {
    const host = document.body.appendChild(document.createElement('b2b-cart-badge'));
    registerWidgetHost(host);
    const events: CustomEvent<NavigateEventDetail>[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent<NavigateEventDetail>);
    document.addEventListener('b2b-navigate', listener);
    navigate('/cart');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.target).toBe(host);
    expect(event!.detail).toEqual({ path: '/cart', url: 'https://shop.example.cn/store/cart' });
    expect([event!.bubbles, event!.composed, event!.cancelable]).toEqual([true, true, true]);
    expect(assign).toHaveBeenCalledWith('https://shop.example.cn/store/cart');
    document.removeEventListener('b2b-navigate', listener);
    unregisterWidgetHost(host);
  });

  it('the host page cancels it: the location does not change', () => {
    const host = document.body.appendChild(document.createElement('b2b-product-card'));
    registerWidgetHost(host);
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('b2b-navigate', cancel);
    navigate('/product/online/detail/5');
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    document.removeEventListener('b2b-navigate', cancel);
    unregisterWidgetHost(host);
  });

  it('dispatches on the given source element, and replace uses location.replace', () => {
    const source = document.body.appendChild(document.createElement('div'));
    const seen = vi.fn();
    source.addEventListener('b2b-navigate', seen);
    navigate('/login', { source, replace: true });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('https://shop.example.cn/store/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('without any widget host the event goes to the document', () => {
    const seen = vi.fn();
    document.addEventListener('b2b-navigate', seen);
    navigate('/home');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://shop.example.cn/store/home');
    document.removeEventListener('b2b-navigate', seen);
  });

  it('currentPath is pathname + search', () => {
    history.replaceState(null, '', '/search/online?keyword=%E8%9E%BA%E4%B8%9D');
    expect(currentPath()).toBe('/search/online?keyword=%E8%9E%BA%E4%B8%9D');
  });
});
