/**
 * The size reservation of partner pages (elements/reserve.ts): every element has one, docs/embedding.md lists the
 * same heights partners override, the rules loader.js writes hold the box only until the widget is ready and never
 * show a `hidden` element, and the widget frame marks the host ready only once its first loading state is over.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../../elements/define';
import type { ElementMeta } from '../../../elements/meta';
import { elementMetas } from '../../../elements/registry';
import { READY_ATTRIBUTE, reserveCss, reservedHeights } from '../../../elements/reserve';
import { repoRoot } from '../../../scripts/build-state.js';
import { Skeleton } from '../../../src/ui/feedback';
import { until } from '../until';

const meta = {
  tag: 'b2b-test-reserve',
  summary: 'test',
  attributes: {},
  events: {},
  parts: {},
  cssProperties: {},
} as const satisfies ElementMeta;

// Busy first (a skeleton, as widgets show while their data loads), content after a click standing for the answer.
function Loading() {
  const [loaded, setLoaded] = useState(false);
  return loaded
    ? createElement('p', { id: 'content' }, '商品')
    : createElement('div', { id: 'wait', onClick: () => setLoaded(true) }, createElement(Skeleton, { lines: 2 }));
}
defineElement(meta, Loading);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reserved size per element', () => {
  it('every element has a reserved height, listed with the same value in docs/embedding.md', () => {
    const docs = readFileSync(path.join(repoRoot, 'docs', 'embedding.md'), 'utf8');
    const rows = new Map<string, string>();
    for (const [, tags, height] of docs.matchAll(/^\s*\| (`b2b-[^|]+) \| ([0-9]+(?:px|vh)) \|$/gm)) {
      for (const tag of tags!.match(/b2b-[a-z-]+/g) ?? []) rows.set(tag, height!);
    }
    for (const { tag } of elementMetas) {
      expect(reservedHeights[tag], tag).toMatch(/^[0-9]+(px|vh)$/);
      expect(rows.get(tag), `docs/embedding.md row for ${tag}`).toBe(reservedHeights[tag]);
    }
  });

  it('the loader’s rules have zero specificity and hold the box only until ready, never for a hidden element', () => {
    const css = reserveCss(['b2b-catalog', 'b2b-unknown']);
    expect(css).toBe(
      `:where(b2b-catalog:not([${READY_ATTRIBUTE}],[hidden])){display:block;min-height:${reservedHeights['b2b-catalog']}}`,
    );
  });

  it('the host is marked ready only when its loading skeleton has given way to content', async () => {
    const el = document.createElement('b2b-test-reserve');
    document.body.append(el);
    const wait = await until(() => el.shadowRoot?.querySelector<HTMLElement>('#wait'));
    expect(el.shadowRoot?.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(el.hasAttribute(READY_ATTRIBUTE)).toBe(false);
    wait.click();
    await until(() => el.shadowRoot?.querySelector('#content'));
    await until(() => el.hasAttribute(READY_ATTRIBUTE));
  });
});
