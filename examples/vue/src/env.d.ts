// The elements' attributes and @b2b-* listeners, checked by vue-tsc in templates (GlobalComponents).
import type {} from '@b2b-storefront/elements/vue';

declare global {
  interface Window {
    __events: Array<{ type: string; from: string; detail: unknown }>;
    __definedAtFirstSet?: boolean;
  }
}
