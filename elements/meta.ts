/**
 * The public contract of a custom element, written once per element (`export const meta = {…}` in
 * elements/b2b-<name>.ts). `defineElement` reads it to observe and parse attributes; the build turns
 * the same objects (elements/registry.ts) into custom-elements.json, HTMLElementTagNameMap and the
 * React 19 JSX typings.
 */

/** Type of an attribute's value. Attributes are always parsed from strings by `defineElement`. */
/** The page's single toast outlet (elements/toast-host.ts puts it in the page, elements/toasts.ts is its code). */
export const TOASTS_TAG = 'b2b-toasts';

export type AttributeType = 'string' | 'number' | 'boolean' | 'enum';

export interface AttributeMeta {
  type: AttributeType;
  /** Allowed values of an `enum`. */
  values?: readonly string[];
  /** Value used when the attribute is absent (or removed). Booleans default to false. */
  default?: string | number | boolean;
  /** Chinese + English description for the docs. */
  description: string;
}

export interface EventMeta {
  description: string;
  /** TypeScript type text of `event.detail`, e.g. `{ count: number; region: number }`. */
  detail: string;
}

export interface CssPropertyMeta {
  default: string;
  description: string;
}

export interface ElementMeta {
  /** `b2b-…` */
  tag: `b2b-${string}`;
  /** One line for the docs. */
  summary: string;
  description?: string;
  /** Keyed by the kebab-case attribute name; the component receives the camelCase prop. */
  attributes: Readonly<Record<string, AttributeMeta>>;
  /** Events this element fires itself (the common session/cart events are added automatically). */
  events: Readonly<Record<`b2b-${string}`, EventMeta>>;
  /** `part="…"` names a host may style with `::part()`. */
  parts: Readonly<Record<string, string>>;
  /** `--b2b-*` properties the element reads (besides the theme tokens). */
  cssProperties: Readonly<Record<`--b2b-${string}`, CssPropertyMeta>>;
}

/** Attributes every element understands (merged in by `defineElement` (withCommonAttributes) and `completeMeta`). */
export const commonAttributes = {
  'api-base': {
    type: 'string',
    description: 'API 地址前缀（默认同源）。API base URL; same origin when absent.',
  },
  'store-url': {
    type: 'string',
    description: '商城地址，独立组件跳转时使用。Storefront URL that standalone widgets navigate to.',
  },
} as const satisfies Record<string, AttributeMeta>;

/** Events every element fires (session and cart changes seen by the page). */
export const commonEvents = {
  'b2b-login': { description: '用户登录后触发。Fired after a user logged in.', detail: '{ userId: number }' },
  'b2b-logout': { description: '用户退出登录后触发。Fired after the session ended.', detail: 'Record<string, never>' },
  'b2b-session-change': {
    description:
      '登录状态或购物车件数变化后触发（登录后在用户与购物车件数可知时、退出后、已登录用户的购物车件数变化时）。Fired when the session as a host shows it changed: after a login (with the cart count), after the session ended, when the cart count changed.',
    detail:
      '{ loggedIn: boolean; user: { Id: number; Email: string; Name: string; Mobile: string; CompanyId: number; Regions: number[]; UserRoleNames: string[]; IsRegistEntity: boolean } | null; cartCount: number }',
  },
  'b2b-cart-change': {
    description: '购物车变化后触发。Fired after the cart changed.',
    detail: '{ count: number; region: number }',
  },
  'b2b-error': {
    description:
      '组件无法工作时触发；reason：origin-not-allowed（本页来源不在服务器 CORS_ORIGINS 中）、api-base-missing（未设置 api-base）、load-failed（组件脚本加载失败）、crashed（组件崩溃）。Fired when the widget cannot work; `reason` says what to fix.',
    detail: "{ message: string; reason?: 'origin-not-allowed' | 'api-base-missing' | 'load-failed' | 'crashed' }",
  },
} as const satisfies Record<`b2b-${string}`, EventMeta>;

/**
 * The meta with the common attributes merged in: what `defineElement` observes and parses. The common events are only
 * documentation (the docs generator's completeMeta below): leaving them out here keeps their text out of every
 * widget's bundle.
 */
export function withCommonAttributes<M extends ElementMeta>(meta: M): M {
  return { ...meta, attributes: { ...commonAttributes, ...meta.attributes } };
}

/** The meta with the common attributes and events merged in (what the docs generator should read). */
export function completeMeta<M extends ElementMeta>(meta: M): M {
  return {
    ...meta,
    attributes: { ...commonAttributes, ...meta.attributes },
    events: { ...commonEvents, ...meta.events },
  };
}

// ---------------------------------------------------------------------------------------------
// Prop types derived from a meta: `defineElement(meta, Component)` checks Component's props.

type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

type ValueOf<A extends AttributeMeta> = A['type'] extends 'number'
  ? number
  : A['type'] extends 'boolean'
    ? boolean
    : A['type'] extends 'enum'
      ? A['values'] extends readonly (infer V)[]
        ? V
        : string
      : string;

type HasDefault<A> = A extends { default: string | number | boolean }
  ? true
  : A extends { type: 'boolean' }
    ? true
    : false;

/** The props a component defined from `M` receives: camelCase names, parsed values. */
export type AttributeProps<M extends ElementMeta> = {
  [K in keyof M['attributes'] as K extends string
    ? HasDefault<M['attributes'][K]> extends true
      ? CamelCase<K>
      : never
    : never]: ValueOf<M['attributes'][K]>;
} & {
  [K in keyof M['attributes'] as K extends string
    ? HasDefault<M['attributes'][K]> extends true
      ? never
      : CamelCase<K>
    : never]?: ValueOf<M['attributes'][K]>;
} & { apiBase?: string; storeUrl?: string };

/** `product-id` → `productId`. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
