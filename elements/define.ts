/**
 * `defineElement(meta, Component)`: turns a React component into the custom element `meta.tag`.
 *
 * - open shadow root (r2wc), styled-components writing into it, theme defaults, UI's Root wrapper,
 *   an error boundary and the WidgetContext (elements/WidgetFrame.tsx);
 * - attributes observed from the meta and passed as raw strings, parsed against the meta by the frame
 *   (bad value → a Chinese message in the widget; a bare boolean attribute → true; removal → default).
 *   r2wc's own attribute handling is bypassed because it ignores removals and bare booleans (pitfalls);
 * - each attribute is also a camelCase property (`el.productId = 5` writes the attribute; reading gives the
 *   parsed value: `el.pageSize === 20`, not `"20"`);
 * - `api-base` / `store-url` set CORE's `$config`; the host is registered for `b2b-navigate`;
 * - `b2b-login`, `b2b-logout`, `b2b-cart-change`: once per change for the whole page, from the widget the
 *   visitor was using (elements/session-events.ts);
 * - the first element on the page appends the single `<b2b-toasts>` outlet to `document.body` (its code is loaded
 *   at the visitor's first interaction or the first message: elements/toast-host.ts);
 * - defining a tag twice is a no-op (warns when another version of the bundle defined it).
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { version } from '../package.json';
import { $config, configure } from '../src/core/config';
import { $embedProblem } from '../src/core/embed-problem';
import { registerWidgetHost, setLeaveHook, unregisterWidgetHost } from '../src/core/navigation';
import { $session } from '../src/core/session-state';
import { yieldToMain } from '../src/core/yield';
import { parseAttribute } from './attributes';
import { type AttributeProps, camelCase, completeMeta, type ElementMeta } from './meta';
import { attachPageEvents, detachPageEvents } from './session-events';
import { ensureToastOutlet } from './toast-host';
import { WidgetFrame } from './WidgetFrame';

// Links from a partner page to a storefront on another origin carry a login hand-off code (core/handoff.ts, loaded
// only when a logged-in visitor actually leaves for another origin, so plain navigation stays synchronous).
setLeaveHook((url) => {
  if ($session.get().token === '' || typeof location === 'undefined') return url;
  try {
    if (new URL(url, location.href).origin === location.origin) return url;
  } catch {
    return url;
  }
  return import('../src/core/handoff').then(
    (m) => m.withHandoff(url),
    () => url,
  );
});

/**
 * Why the widgets on this page cannot work, when it can be found (src/core/embed-check.ts: a missing api-base, an
 * origin refused by CORS_ORIGINS). Only a page whose element code (`scriptUrl`, where this bundle was loaded from) or
 * API is on another origin can have either problem: elsewhere (the store's own pages, a partner page serving the
 * bundle and the API itself) the check's code is not loaded, and what an earlier api-base concluded is cleared.
 */
function checkEmbedding(scriptUrl: string): void {
  const { apiBase } = $config.get();
  let elsewhere = true;
  try {
    elsewhere = new URL(apiBase || scriptUrl, location.href).origin !== location.origin;
  } catch {
    // Not a URL the page can resolve: the check says what is wrong.
  }
  if (!elsewhere) {
    if ($embedProblem.get() !== null) $embedProblem.set(null);
    return;
  }
  import('../src/core/embed-check').then(
    (m) => m.checkEmbedding(scriptUrl),
    () => undefined,
  );
}

/** Version of this bundle, stored on every class it defines. */
export const ELEMENTS_VERSION: string = version;

// r2wc keeps its state under these well-known symbols (core 1.3).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');
const R2WC_CONTEXT = Symbol.for('r2wc.context');
const VERSION_KEY = Symbol.for('b2b.elementVersion');

export interface DefineOptions {
  /** Internal elements (the toast outlet) neither create the outlet nor fire session events. */
  internal?: boolean;
}

type R2wcInternals = Record<symbol, unknown> & { container: ShadowRoot };

/**
 * Defines `meta.tag` as a custom element rendering `Component` (whose props are the parsed
 * attributes, camelCase). Returns the element class (the existing one if the tag was already defined),
 * or undefined where custom elements do not exist (Node, e.g. the docs generator).
 */
export function defineElement<M extends ElementMeta>(
  meta: M,
  Component: ComponentType<AttributeProps<M>>,
  options: DefineOptions = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  const existing = customElements.get(meta.tag);
  if (existing) {
    const other = (existing as unknown as Record<symbol, unknown>)[VERSION_KEY];
    if (other !== ELEMENTS_VERSION) {
      console.warn(
        `[b2b] <${meta.tag}> 已由另一版本（${String(other ?? '未知')}）定义，本版本 ${ELEMENTS_VERSION} 不再重复定义。`,
      );
    }
    return existing;
  }

  const full = completeMeta(meta);
  const names = Object.keys(full.attributes);

  function Wrapper(props: { container?: ShadowRoot; attributes?: Record<string, string | null> }) {
    if (!props.container) return null;
    return createElement(WidgetFrame, {
      meta: full,
      component: Component,
      shadowRoot: props.container,
      attributes: props.attributes ?? {},
      internal: options.internal ?? false,
    });
  }

  const Base = r2wc(Wrapper as ComponentType<{ container?: HTMLElement }>, { shadow: 'open', props: [] });

  class B2BElement extends Base {
    static get observedAttributes(): string[] {
      return names;
    }

    constructor() {
      super();
      this.#readAttributes();
      // The page's fallback content (light DOM) stays visible until the widget mounts (see #scheduleMount). The
      // renderer takes the shadow root over in the commit of its first render (Preact reuses this slot for the
      // frame's own, React clears the container), so there is no blank frame in between.
      const root = this.#internals().container;
      if (![...root.children].some((child) => child.localName === 'slot')) root.append(document.createElement('slot'));
    }

    /**
     * A shadow root the page's HTML declared (`<template shadowrootmode="open"><slot></slot></template>`: the
     * storefront's static shell, demo/index.html) is kept as it is. The platform's attachShadow would empty it,
     * and the fallback content it shows would be laid out and painted again as the element starts (a long task
     * in Lighthouse's throttled run).
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot?.mode === init.mode ? this.shadowRoot : super.attachShadow(init);
    }

    #internals(): R2wcInternals {
      return this as unknown as R2wcInternals;
    }

    #readAttributes(): void {
      const attributes: Record<string, string | null> = {};
      for (const name of names) attributes[name] = this.getAttribute(name);
      (this.#internals()[R2WC_PROPS] as Record<string, unknown>).attributes = attributes;
      if (attributes['api-base'] !== null && attributes['api-base'] !== undefined) {
        configure({ apiBase: attributes['api-base'] });
      }
      if (attributes['store-url'] !== null && attributes['store-url'] !== undefined) {
        configure({ storeUrl: attributes['store-url'] });
      }
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      this.#readAttributes();
      // Before the first render (an upgrade calls this for every attribute present) the pending mount reads them;
      // rendering here too would mount the widget before connectedCallback, then render it a second time.
      if (this.#mounted()) this.#render();
    }

    #render(): void {
      (this.#internals()[R2WC_RENDER] as () => void).call(this);
    }

    #mounted(): boolean {
      return this.#internals()[R2WC_CONTEXT] !== undefined;
    }

    #mountPending = false;

    /**
     * Mounts the widget in a task of its own, not inside whatever connected the element (customElements.define's
     * upgrade runs in the task that evaluated the whole chunk graph; a host page's appendChild in its own task):
     * each stays short (under 50 ms at 4× CPU). Until then the shadow root shows the fallback and loader.js's reservation holds the
     * box.
     * Later attribute changes render at once, as before.
     */
    #scheduleMount(): void {
      if (this.#mountPending) return;
      this.#mountPending = true;
      void yieldToMain().then(() => {
        this.#mountPending = false;
        // Removed meanwhile (r2wc's disconnectedCallback cleared its flag): the next connectedCallback mounts.
        if (this.isConnected && this.#internals()[R2WC_CONNECTED] && !this.#mounted()) this.#render();
      });
    }

    connectedCallback(): void {
      // Attributes set before the definition (upgrade) are read here again.
      this.#readAttributes();
      if (!options.internal) {
        registerWidgetHost(this);
        attachPageEvents(this);
        checkEmbedding(import.meta.url);
        // The outlet goes into the page now, its code at the first interaction or message (toast-host.ts).
        ensureToastOutlet(defineElement);
      }
      // What r2wc's connectedCallback does (connected flag, then render), with the first render in a task of its own.
      this.#internals()[R2WC_CONNECTED] = true;
      if (this.#mounted()) this.#render();
      else this.#scheduleMount();
    }

    disconnectedCallback(): void {
      unregisterWidgetHost(this);
      detachPageEvents(this);
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }
  }

  // Attributes as camelCase properties: `el.productId = 5` ⇔ `product-id="5"`; null/false removes. The getter
  // returns the parsed value the widget uses (a number for `number`, a boolean for `boolean`, the default when
  // absent or invalid), which is what the published typings promise.
  for (const name of names) {
    const prop = camelCase(name);
    const spec = full.attributes[name]!;
    Object.defineProperty(B2BElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const parsed = parseAttribute(name, spec, this.getAttribute(name));
        return parsed.error ? parseAttribute(name, spec, null).value : parsed.value;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name);
        else this.setAttribute(name, value === true ? '' : String(value));
      },
    });
  }
  Object.defineProperty(B2BElement, VERSION_KEY, { value: ELEMENTS_VERSION });

  customElements.define(meta.tag, B2BElement);
  return B2BElement;
}
