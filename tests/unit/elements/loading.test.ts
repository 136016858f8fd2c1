/**
 * The fallback every element shows while its component's chunk loads (elements/loading.ts): it says what is loading,
 * is a busy status (the reservation and `widgetShown` wait for it to go), and costs the first render task no
 * styled-components CSS, unlike the Skeleton it replaced.
 */
import { createElement, lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../../elements/define';
import { loadingFallback } from '../../../elements/loading';
import type { ElementMeta } from '../../../elements/meta';
import { Skeleton } from '../../../src/ui/feedback';

const metaOf = (tag: `b2b-${string}`) =>
  ({ tag, summary: 'test', attributes: {}, events: {}, parts: {}, cssProperties: {} }) as const satisfies ElementMeta;

/** A component whose chunk never arrives: the fallback stays. */
const Never = lazy(() => new Promise<never>(() => {}));
const suspended = (fallback: ReturnType<typeof loadingFallback>) => () =>
  createElement(Suspense, { fallback }, createElement(Never));

defineElement(metaOf('b2b-test-loading'), suspended(loadingFallback({ label: '测试加载中', lines: 3 })));
defineElement(
  metaOf('b2b-test-loading-block'),
  suspended(loadingFallback({ label: '商品加载中', lines: 4, blockHeight: 160 })),
);
defineElement(metaOf('b2b-test-loading-skeleton'), suspended(createElement(Skeleton, { lines: 3 })));
defineElement(metaOf('b2b-test-loading-none'), () => null);

async function mounted(tag: string): Promise<ShadowRoot> {
  const el = document.createElement(tag);
  document.body.append(el);
  const shadow = el.shadowRoot as ShadowRoot;
  const end = Date.now() + 2000;
  while (!shadow.querySelector('[data-b2b-root]')) {
    if (Date.now() > end) throw new Error(`<${tag}> did not render`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return shadow;
}

/** The CSS text the shadow root holds (styled-components writes text nodes outside a real browser). */
const cssOf = (shadow: ShadowRoot) => [...shadow.querySelectorAll('style')].map((s) => s.textContent).join('');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loadingFallback', () => {
  it('says what is loading in a busy status, over the skeleton’s lines (and its picture block when asked)', async () => {
    const shadow = await mounted('b2b-test-loading');
    const status = shadow.querySelector('[role="status"]') as HTMLElement;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('测试加载中…');
    const heights = (root: ParentNode) =>
      [...root.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].map((b) => b.style.height);
    // Three 16 px lines, 10 px apart.
    expect(heights(status)).toEqual(['68px']);
    const withBlock = (await mounted('b2b-test-loading-block')).querySelector('[role="status"]') as HTMLElement;
    expect(withBlock.textContent).toBe('商品加载中…');
    expect(heights(withBlock)).toEqual(['160px', '94px']);
  });

  it('adds no CSS to the shadow root (the Skeleton adds its blocks’ and shimmer’s)', async () => {
    const none = cssOf(await mounted('b2b-test-loading-none'));
    expect(cssOf(await mounted('b2b-test-loading'))).toBe(none);
    expect(cssOf(await mounted('b2b-test-loading-skeleton')).length).toBeGreaterThan(none.length);
  });
});
