import { $config } from './config';
import { shared } from './shared';

/** Options of {@link navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** The element asking to navigate; the `b2b-navigate` event is dispatched on it. */
  source?: Element | null;
}

/** A router that takes over navigation (the storefront registers one). */
export type Navigator = (path: string, options: { replace: boolean }) => void;

/** Detail of the cancelable `b2b-navigate` event a standalone widget fires before leaving the page. */
export interface NavigateEventDetail {
  /** Storefront path, e.g. `/login`. */
  path: string;
  /** The full address the widget will go to: `storeUrl + path`. */
  url: string;
}

interface NavigationState {
  navigator: Navigator | null;
  hosts: Set<Element>;
}

/** Looked up on each use (not captured) so that a cleared registry in tests starts afresh. */
const navState = () => shared<NavigationState>('navigation', () => ({ navigator: null, hosts: new Set() }));

/** The storefront's router registers itself here (null to unregister); `navigate` then delegates to it. */
export function setNavigator(fn: Navigator | null): void {
  navState().navigator = fn;
}

/** Registers a widget's host element: the fallback target of `b2b-navigate`. */
export function registerWidgetHost(el: Element): void {
  navState().hosts.add(el);
}

/** Removes a host registered with {@link registerWidgetHost}. */
export function unregisterWidgetHost(el: Element): void {
  navState().hosts.delete(el);
}

/**
 * Goes to a storefront path. Inside the storefront the router handles it; in a standalone widget
 * a cancelable `b2b-navigate` event is fired (on `source`, else the first registered widget host,
 * else `document`) and, unless the host page cancels it, the browser goes to `$config.storeUrl + path`.
 */
export function navigate(path: string, options: NavigateOptions = {}): void {
  const state = navState();
  const replace = options.replace ?? false;
  if (state.navigator) {
    state.navigator(path, { replace });
    return;
  }
  const url = $config.get().storeUrl + path;
  const target: EventTarget | undefined =
    options.source ?? state.hosts.values().next().value ?? (typeof document !== 'undefined' ? document : undefined);
  if (target) {
    const event = new CustomEvent<NavigateEventDetail>('b2b-navigate', {
      detail: { path, url },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!target.dispatchEvent(event)) return;
  }
  if (typeof location === 'undefined') return;
  if (replace) location.replace(url);
  else location.assign(url);
}

/** The current address as a storefront path: pathname + search. */
export function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  return location.pathname + location.search;
}
