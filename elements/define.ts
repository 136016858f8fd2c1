/**
 * `defineElement(meta, Component)`: turns a React component into the custom element `meta.tag`.
 *
 * - open shadow root (r2wc), styled-components writing into it, theme defaults, UI's Root wrapper,
 *   an error boundary and the WidgetContext (elements/WidgetFrame.tsx);
 * - attributes observed from the meta and passed as raw strings, parsed against the meta by the frame
 *   (bad value → a Chinese message in the widget; a bare boolean attribute → true; removal → default).
 *   r2wc's own attribute handling is bypassed because it ignores removals and bare booleans (pitfalls);
 * - each attribute is also a camelCase property (`el.productId = 5` writes the attribute; reading gives the
 *   parsed value: `el.pageSize === 20`, not `"20"`); a property set before the tag was defined is upgraded on
 *   connect (the "lazy property" step), so `el.pageSize = 4` before loader.js defines the element still applies;
 * - r2wc only through what it documents: the shadow root it passes as `container`, mount on connect and unmount on
 *   disconnect; the attributes reach the frame through a store of the element's own (no r2wc internals);
 * - `api-base` / `store-url` set CORE's `$config`; the host is registered for `b2b-navigate`;
 * - `b2b-login`, `b2b-logout`, `b2b-cart-change`: once per change for the whole page, from the widget the
 *   visitor was using (elements/session-events.ts);
 * - the first element on the page appends the single `<b2b-toasts>` outlet to `document.body` (its code is loaded
 *   at the visitor's first interaction or the first message: elements/toast-host.ts);
 * - defining a tag twice is a no-op (warns when another version of the bundle defined it).
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, useSyncExternalStore } from 'react';
import { version } from '../package.json';
import { $config, configure } from '../src/core/config';
import { $embedProblem } from '../src/core/embed-problem';
import { registerWidgetHost, setLeaveHook, unregisterWidgetHost } from '../src/core/navigation';
import { $session } from '../src/core/session-state';
import { yieldToMain } from '../src/core/yield';
import { parseAttribute } from './attributes';
import { type AttributeProps, camelCase, type ElementMeta, withCommonAttributes } from './meta';
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

const VERSION_KEY = Symbol.for('b2b.elementVersion');
/** Where each element keeps its raw attributes for its Wrapper (module-private: no one else reads them). */
const ATTRIBUTES = Symbol();

export interface DefineOptions {
  /** Internal elements (the toast outlet) neither create the outlet nor fire session events. */
  internal?: boolean;
}

type RawAttributes = Readonly<Record<string, string | null>>;

/** An element's raw attributes as a store its Wrapper subscribes to (useSyncExternalStore). */
interface AttributeStore {
  get(): RawAttributes;
  subscribe(changed: () => void): () => void;
}

/** r2wc's element class as this file uses it: the lifecycle callbacks it documents (mount on connect, unmount on disconnect). */
type R2wcElement = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

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

  const full = withCommonAttributes(meta);
  const names = Object.keys(full.attributes);
  const properties = names.map(camelCase);

  // r2wc gives the shadow root as `container`; the attributes come from the host's store, so a change re-renders the
  // frame without r2wc's own attribute handling (it ignores removals and bare booleans: pitfalls).
  function Wrapper({ container }: { container: ShadowRoot }) {
    const store = (container.host as HTMLElement & { [ATTRIBUTES]: AttributeStore })[ATTRIBUTES];
    const attributes = useSyncExternalStore(store.subscribe, store.get);
    return createElement(WidgetFrame, {
      meta: full,
      component: Component,
      shadowRoot: container,
      attributes,
      internal: options.internal ?? false,
    });
  }

  const Base = r2wc(Wrapper as unknown as ComponentType<{ container?: HTMLElement }>, {
    shadow: 'open',
    props: [],
  }) as unknown as R2wcElement;

  class B2BElement extends Base {
    static get observedAttributes(): string[] {
      return names;
    }

    #attributes: RawAttributes = {};
    #changed: (() => void) | undefined;
    readonly [ATTRIBUTES]: AttributeStore = {
      get: () => this.#attributes,
      // One subscriber, the mounted Wrapper: an unmount unsubscribes before the next mount subscribes.
      subscribe: (changed) => {
        this.#changed = changed;
        return () => {
          this.#changed = undefined;
        };
      },
    };

    constructor() {
      super();
      this.#readAttributes();
      // The page's fallback content (light DOM) stays visible until the widget mounts (see #scheduleMount). The
      // renderer takes the shadow root over in the commit of its first render (Preact reuses this slot for the
      // frame's own, React clears the container), so there is no blank frame in between.
      const root = this.shadowRoot!;
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

    #readAttributes(): void {
      const attributes: Record<string, string | null> = {};
      for (const name of names) attributes[name] = this.getAttribute(name);
      this.#attributes = attributes;
      const apiBase = attributes['api-base'];
      const storeUrl = attributes['store-url'];
      if (apiBase != null) configure({ apiBase });
      if (storeUrl != null) configure({ storeUrl });
      // A mounted widget renders the change at once; before the first render (an upgrade calls
      // attributeChangedCallback for every attribute present) the pending mount reads them.
      this.#changed?.();
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue) this.#readAttributes();
    }

    /**
     * The "lazy property" step: a property the page set before this tag was defined (`el.pageSize = 4` before
     * loader.js loaded the element, a framework binding `[pageSize]`) is an own property of the instance that hides
     * the accessor, so the value never reached the widget and later changes were lost too. It is taken off the
     * instance and set again through the accessor.
     */
    #upgradeProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const prop of properties) {
        if (Object.hasOwn(self, prop)) {
          const value = self[prop];
          delete self[prop];
          self[prop] = value;
        }
      }
    }

    #mounted = false;
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
        // Removed meanwhile: the next connectedCallback mounts.
        if (this.isConnected && !this.#mounted) {
          this.#mounted = true;
          super.connectedCallback();
        }
      });
    }

    override connectedCallback(): void {
      this.#upgradeProperties();
      // Attributes set before the definition (upgrade) are read here again.
      this.#readAttributes();
      if (!options.internal) {
        registerWidgetHost(this);
        attachPageEvents(this);
        checkEmbedding(import.meta.url);
        // The outlet goes into the page now, its code at the first interaction or message (toast-host.ts).
        ensureToastOutlet(defineElement);
      }
      // r2wc mounts on connect; the first render waits for a task of its own.
      if (!this.#mounted) this.#scheduleMount();
    }

    override disconnectedCallback(): void {
      unregisterWidgetHost(this);
      detachPageEvents(this);
      if (this.#mounted) {
        this.#mounted = false;
        super.disconnectedCallback();
      }
    }
  }

  // Attributes as camelCase properties: `el.productId = 5` ⇔ `product-id="5"`; null/false removes. The getter
  // returns the parsed value the widget uses (a number for `number`, a boolean for `boolean`, the default when
  // absent or invalid), which is what the published typings promise.
  names.forEach((name, i) => {
    const spec = full.attributes[name]!;
    Object.defineProperty(B2BElement.prototype, properties[i]!, {
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
  });
  Object.defineProperty(B2BElement, VERSION_KEY, { value: ELEMENTS_VERSION });

  customElements.define(meta.tag, B2BElement);
  return B2BElement;
}
