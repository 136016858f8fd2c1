/**
 * A widget's first render is split into short tasks (no main-thread task over 50 ms at 4× CPU: the element
 * mounts in a task of its own, the frame first, the CSS of its Root in the next task and the widget in the one
 * after). What a partner's page must still see: its fallback content until the widget shows (never a blank box in
 * between), the reserved size until the widget is ready, and the widget rendered once with the attributes it has when
 * connected.
 */
import { createElement, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../../elements/define';
import type { AttributeProps, ElementMeta } from '../../../elements/meta';
import { READY_ATTRIBUTE } from '../../../elements/reserve';
import { until } from '../until';

const meta = {
  tag: 'b2b-test-first-render',
  summary: 'test',
  attributes: { label: { type: 'string', default: '默认', description: '' } },
  events: {},
  parts: {},
  cssProperties: {},
} as const satisfies ElementMeta;

const mounts: string[] = [];

/** Whether the frame's Root CSS was in the sheet before the task that first rendered the widget (see the test). */
const rootCssBefore: boolean[] = [];
let rootCssSeen = false;

function Probe({ label }: AttributeProps<typeof meta>) {
  if (rootCssBefore.length === 0) rootCssBefore.push(rootCssSeen);
  useEffect(() => {
    mounts.push(label);
  }, [label]);
  return createElement('p', { id: 'content' }, `内容：${label}`);
}
defineElement(meta, Probe);

afterEach(() => {
  document.body.innerHTML = '';
  mounts.length = 0;
  rootCssBefore.length = 0;
  rootCssSeen = false;
});

describe('first render in short tasks', () => {
  it('the page’s fallback shows until the widget replaces it, never a blank box, and the box stays reserved', async () => {
    const el = document.createElement('b2b-test-first-render');
    el.innerHTML = '<span>商品加载中…</span>';
    const states: string[] = [];
    const shadow = el.shadowRoot as ShadowRoot;
    const record = () => {
      const fallback = shadow.querySelector('slot') !== null;
      const content = shadow.querySelector('#content') !== null;
      states.push(content ? 'content' : fallback ? 'fallback' : 'blank');
      if (!content) expect(el.hasAttribute(READY_ATTRIBUTE)).toBe(false);
    };
    const observer = new MutationObserver(record);
    observer.observe(shadow, { childList: true, subtree: true });
    document.body.append(el);
    record();
    expect(states).toEqual(['fallback']);
    await until(() => shadow.querySelector('#content'));
    await until(() => el.hasAttribute(READY_ATTRIBUTE));
    observer.disconnect();
    expect(states).not.toContain('blank');
    expect(states.at(-1)).toBe('content');
    expect(shadow.querySelector('slot')).toBeNull();
    expect(shadow.textContent).toContain('内容：默认');
  });

  it('attributes set before the element is added: nothing renders while detached, then one render with them', async () => {
    const el = document.createElement('b2b-test-first-render');
    el.setAttribute('label', '一');
    el.setAttribute('label', '二');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot?.querySelector('#content')).toBeNull();
    expect(mounts).toEqual([]);
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('#content'));
    expect(el.shadowRoot?.textContent).toContain('内容：二');
    await until(() => mounts.length);
    await new Promise((r) => setTimeout(r, 50));
    expect(mounts).toEqual(['二']);
    // Later changes render as before.
    el.setAttribute('label', '三');
    await until(() => el.shadowRoot?.textContent?.includes('内容：三'));
    await until(() => mounts.length > 1);
    expect(mounts).toEqual(['二', '三']);
  });

  it('removed and added again before it rendered: it renders once, where it is now', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const el = document.createElement('b2b-test-first-render');
    first.append(el);
    second.append(el);
    await until(() => mounts.length);
    await new Promise((r) => setTimeout(r, 50));
    expect(mounts).toEqual(['默认']);
    expect(el.parentElement).toBe(second);
  });

  it('removed before it rendered: it never renders, and renders when added again', async () => {
    const el = document.createElement('b2b-test-first-render');
    document.body.append(el);
    el.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(mounts).toEqual([]);
    document.body.append(el);
    await until(() => mounts.length);
    expect(mounts).toEqual(['默认']);
  });

  it('the reset every widget renders in (8 KB of CSS) is compiled in a task before the widget’s first render', async () => {
    const el = document.createElement('b2b-test-first-render');
    const shadow = el.shadowRoot as ShadowRoot;
    // Mutation records reach the observer after the task that made them: seen here before the widget renders means
    // compiled in an earlier task, not in the one that renders the widget.
    const observer = new MutationObserver(() => {
      if ([...shadow.querySelectorAll('style')].some((s) => s.textContent?.includes('all:initial'))) rootCssSeen = true;
    });
    observer.observe(shadow, { childList: true, subtree: true, characterData: true });
    document.body.append(el);
    await until(() => shadow.querySelector('#content'));
    observer.disconnect();
    expect(rootCssBefore).toEqual([true]);
  });
});
