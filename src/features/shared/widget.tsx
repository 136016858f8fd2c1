/**
 * What a screen or widget knows about the custom element it renders in.
 *
 *   const { host, inStorefront, emit } = useWidget();
 *   emit('b2b-order-created', { orderId, orderNo });
 */
import { createContext, useContext } from 'react';
import { type B2BEventMap, emitEvent } from '../../core/events';

export interface WidgetContextValue {
  /** The custom element (`<b2b-…>`) the React tree renders in. */
  host: HTMLElement;
  /** True inside `<b2b-storefront>` (the router owns the URL); false in a standalone widget. */
  inStorefront: boolean;
  /** Dispatches a typed `b2b-*` CustomEvent from the host (bubbles, composed). False if cancelled. */
  emit<K extends keyof B2BEventMap>(name: K, detail: B2BEventMap[K]): boolean;
}

/** Default outside any element (stories, unit tests): a detached host, standalone. */
function detachedContext(): WidgetContextValue {
  const host = typeof document !== 'undefined' ? document.createElement('div') : ({} as HTMLElement);
  return {
    host,
    inStorefront: false,
    emit: (name, detail) => (typeof host.dispatchEvent === 'function' ? emitEvent(host, name, detail) : true),
  };
}

/**
 * The host's static shell: light-DOM content marked `data-b2b-static-shell` (the storefront page's first frame,
 * demo/index.html) that shows through the frame's slot until the widget's page replaces it and removes it
 * (src/shell/Storefront.tsx; elements/WidgetFrame.tsx keeps the slot while it is there).
 */
export const STATIC_SHELL_SELECTOR = ':scope > [data-b2b-static-shell]';

export const WidgetContext = createContext<WidgetContextValue | null>(null);

let fallback: WidgetContextValue | null = null;

/** The current widget; outside an element a detached standalone context (so stories and tests work). */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (value) return value;
  fallback ??= detachedContext();
  return fallback;
}

/** Builds the context value for a host element. */
export function widgetContextFor(host: HTMLElement, inStorefront: boolean): WidgetContextValue {
  return { host, inStorefront, emit: (name, detail) => emitEvent(host, name, detail) };
}
