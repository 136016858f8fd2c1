/** Small helpers shared by the primitives (no React state, no DOM globals at import time). */
import type { Ref, RefCallback } from 'react';

/** Combine several refs (object or callback) into one callback ref. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

/**
 * The focused element, looking through open shadow roots (inside a widget `document.activeElement`
 * is the host element, not the button that has focus).
 */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** `matchMedia('(prefers-reduced-motion: reduce)')`, false where matchMedia is missing. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Join truthy id strings for aria-describedby; undefined when empty. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** `[0, 1, …, count - 1]`: the slots of a placeholder list (a skeleton row has no identity but its place). */
export function slots(count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => i);
}
