/**
 * defineElement: attribute parsing against the meta (bad value → message in the widget, bare boolean →
 * true, removal → default), defining twice is a no-op, events bubble out of the shadow root, a crash
 * stays inside its widget.
 */

import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAttribute } from '../../../elements/attributes';
import { defineElement } from '../../../elements/define';
import type { AttributeProps, ElementMeta } from '../../../elements/meta';
import { useWidget } from '../../../src/features/shared/widget';
import { until } from '../until';

const meta = {
  tag: 'b2b-test-probe',
  summary: 'test',
  attributes: {
    'product-id': { type: 'number', description: '' },
    compact: { type: 'boolean', default: false, description: '' },
    catalogue: { type: 'enum', values: ['online', 'consultation'], default: 'online', description: '' },
    label: { type: 'string', default: '默认', description: '' },
  },
  events: {},
  parts: {},
  cssProperties: {},
} as const satisfies ElementMeta;

function Probe({ productId, compact, catalogue, label }: AttributeProps<typeof meta>) {
  const { emit } = useWidget();
  return createElement(
    'button',
    { id: 'probe', type: 'button', onClick: () => emit('b2b-order-created', { orderId: 1, orderNo: 'SO1' }) },
    `${String(productId)}|${String(compact)}|${catalogue}|${label}`,
  );
}
defineElement(meta, Probe);

function Bomb() {
  const [boom, setBoom] = useState(false);
  if (boom) throw new Error('炸了');
  return createElement('button', { id: 'bomb', type: 'button', onClick: () => setBoom(true) }, 'ok');
}
defineElement({ ...meta, tag: 'b2b-test-bomb', attributes: {} }, Bomb);

/** Waits until `read` returns a truthy value (React renders asynchronously). */
function text(el: Element): string {
  return el.shadowRoot?.textContent ?? '';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attribute parsing', () => {
  it('given a bad number, the widget shows a Chinese message instead of throwing', async () => {
    const el = document.createElement('b2b-test-probe');
    el.setAttribute('product-id', 'abc');
    expect(() => document.body.append(el)).not.toThrow();
    await until(() => text(el).includes('无效'));
    expect(text(el)).toContain('属性 product-id 的值 "abc" 无效：应为数字');
    expect(el.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('a bare boolean attribute is true, values are parsed, absent ones take their defaults', async () => {
    const el = document.createElement('b2b-test-probe');
    el.setAttribute('product-id', '42');
    el.setAttribute('compact', '');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('#probe'));
    expect(el.shadowRoot?.querySelector('#probe')?.textContent).toBe('42|true|online|默认');
  });

  it('changing and then removing an attribute resets it to its default', async () => {
    const el = document.createElement('b2b-test-probe');
    el.setAttribute('catalogue', 'consultation');
    el.setAttribute('compact', '');
    document.body.append(el);
    const probe = () => el.shadowRoot?.querySelector('#probe')?.textContent;
    await until(() => probe()?.includes('consultation'));
    el.removeAttribute('catalogue');
    el.removeAttribute('compact');
    await until(() => probe() === 'undefined|false|online|默认');
  });

  it('a bad enum value names the allowed values; fixing it renders the widget again', async () => {
    const el = document.createElement('b2b-test-probe');
    el.setAttribute('catalogue', 'offline');
    document.body.append(el);
    await until(() => text(el).includes('应为online、consultation 之一'));
    el.setAttribute('catalogue', 'online');
    await until(() => el.shadowRoot?.querySelector('#probe'));
  });

  it('properties mirror attributes', async () => {
    const el = document.createElement('b2b-test-probe') as HTMLElement & {
      productId: unknown;
      compact: unknown;
      catalogue: unknown;
    };
    document.body.append(el);
    el.productId = 7;
    expect(el.getAttribute('product-id')).toBe('7');
    await until(() => el.shadowRoot?.querySelector('#probe')?.textContent?.startsWith('7|'));
    // Reading gives the parsed value the typings promise (a number, not the attribute string).
    expect(el.productId).toBe(7);
    el.setAttribute('product-id', 'abc');
    expect(el.productId).toBeUndefined();
    expect([el.compact, el.catalogue]).toEqual([false, 'online']);
    el.setAttribute('compact', '');
    el.setAttribute('catalogue', 'consultation');
    expect([el.compact, el.catalogue]).toEqual([true, 'consultation']);
    el.productId = 8;
    await until(() => el.shadowRoot?.querySelector('#probe')?.textContent?.startsWith('8|'));
  });

  // The "lazy property" step: a page (or Angular's [pageSize] binding) that sets a property before loader.js has
  // defined the tag used to keep the default, and later changes were lost too (the own property hid the accessor).
  it('a property set before the tag is defined reaches the widget, and later changes do too', async () => {
    type Late = HTMLElement & { productId: unknown; compact: unknown; label: unknown };
    const connected = document.createElement('b2b-test-late') as Late;
    connected.productId = 5;
    connected.compact = true;
    document.body.append(connected);
    // Created and given a value before the definition, connected only after it.
    const later = document.createElement('b2b-test-late') as Late;
    later.label = '稍后';
    defineElement({ ...meta, tag: 'b2b-test-late' as const }, Probe as never);
    await until(() => connected.shadowRoot?.querySelector('#probe')?.textContent === '5|true|online|默认');
    expect(Object.hasOwn(connected, 'productId')).toBe(false);
    expect(connected.getAttribute('product-id')).toBe('5');
    connected.productId = 6;
    await until(() => connected.shadowRoot?.querySelector('#probe')?.textContent === '6|true|online|默认');
    connected.compact = false;
    await until(() => connected.shadowRoot?.querySelector('#probe')?.textContent === '6|false|online|默认');

    document.body.append(later);
    await until(() => later.shadowRoot?.querySelector('#probe')?.textContent === 'undefined|false|online|稍后');
    later.label = '再改';
    expect(later.getAttribute('label')).toBe('再改');
    await until(() => later.shadowRoot?.querySelector('#probe')?.textContent?.endsWith('|再改'));
  });

  it('parseAttribute: booleans accept true/false words and reject others', () => {
    const spec = { type: 'boolean', description: '' } as const;
    expect(parseAttribute('compact', spec, 'false')).toEqual({ value: false });
    expect(parseAttribute('compact', spec, 'compact')).toEqual({ value: true });
    expect(parseAttribute('compact', spec, null)).toEqual({ value: false });
    expect(parseAttribute('compact', spec, 'maybe').error).toBe('属性 compact 的值 "maybe" 无效：应为 true 或 false');
    expect(parseAttribute('n', { type: 'number', description: '' }, ' ').error).toContain('应为数字');
  });
});

describe('definition', () => {
  it('defining the same tag twice is a no-op and does not throw', () => {
    const first = customElements.get('b2b-test-probe');
    expect(() => defineElement(meta, Probe)).not.toThrow();
    expect(customElements.get('b2b-test-probe')).toBe(first);
  });

  it('warns when another version defined the tag', () => {
    class Other extends HTMLElement {}
    customElements.define('b2b-test-other', Other);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineElement({ ...meta, tag: 'b2b-test-other' } as unknown as typeof meta, Probe);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('b2b-test-other');
    warn.mockRestore();
  });

  it('renders in an open shadow root; token defaults only as var() fallbacks, so the page values win', async () => {
    const el = document.createElement('b2b-test-probe');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('#probe'));
    expect(el.shadowRoot?.mode).toBe('open');
    const css = [...(el.shadowRoot?.querySelectorAll('style') ?? [])].map((s) => s.textContent).join('\n');
    expect(css).not.toContain('--b2b-primary:#114bed');
    expect(css).toContain('var(--b2b-primary, #114bed)');
    // styled-components wrote the Root wrapper's rules into the shadow root, not into document.head.
    expect(css).toContain('all:initial');
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
  });

  it('the first widget adds exactly one toast outlet to the page', async () => {
    document.body.append(document.createElement('b2b-test-probe'), document.createElement('b2b-test-probe'));
    await until(() => document.querySelector('b2b-toasts'));
    expect(document.querySelectorAll('b2b-toasts')).toHaveLength(1);
  });
});

describe('events', () => {
  it('b2b-* events bubble out of the shadow root to the document and carry their detail', async () => {
    const el = document.createElement('b2b-test-probe');
    document.body.append(el);
    const button = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('#probe'));
    const seen: CustomEvent[] = [];
    document.addEventListener('b2b-order-created', (e) => seen.push(e), { once: true });
    button.click();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ orderId: 1, orderNo: 'SO1' });
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.target).toBe(el);
  });
});

describe('error boundary', () => {
  it('a crash shows 组件加载失败 with 重试 in that widget only; the others keep working', async () => {
    const bomb = document.createElement('b2b-test-bomb');
    const probe = document.createElement('b2b-test-probe');
    document.body.append(bomb, probe);
    const errors: string[] = [];
    bomb.addEventListener('b2b-error', (e) => errors.push(e.detail.message));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (await until(() => bomb.shadowRoot?.querySelector<HTMLButtonElement>('#bomb'))).click();
    await until(() => text(bomb).includes('组件加载失败'));
    error.mockRestore();
    expect(errors).toEqual(['组件加载失败：炸了']);
    // Each widget renders in tasks of its own: the other one shows its content (and nothing of the crash).
    await until(() => probe.shadowRoot?.querySelector('#probe'));
    expect(text(probe)).not.toContain('组件加载失败');
    const retry = [...(bomb.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === '重试');
    expect(retry).toBeDefined();
    retry?.click();
    await until(() => bomb.shadowRoot?.querySelector('#bomb'));
  });
});
