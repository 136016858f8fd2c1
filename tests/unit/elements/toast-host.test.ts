/**
 * The page's toast outlet (elements/toast-host.ts): in the page with the first widget, its code loaded at the
 * visitor's first interaction or the first message (a page nobody touches does not download it); the live region
 * is there, empty, before the message it arrived with; a failed load is tried again at the next message.
 * `<b2b-toasts>` is defined once per file (the custom element registry stays): the first test shows a message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from '../until';

const outlet = vi.hoisted(() => ({ imports: 0, fail: false }));

/** toast-host.ts as a fresh page has it, with its import of the outlet's code counted (or made to fail). */
async function freshHost() {
  vi.resetModules();
  vi.doMock('../../../elements/toasts', async (importOriginal) => {
    outlet.imports += 1;
    if (outlet.fail) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  // The page's stores as these fresh modules have them (the unit setup empties the registry before each test).
  const { showMessage } = await import('../../../src/core/messages');
  const host = await import('../../../elements/toast-host');
  const { defineElement } = await import('../../../elements/define');
  return { ensureToastOutlet: () => host.ensureToastOutlet(defineElement), showMessage };
}

beforeEach(() => {
  outlet.imports = 0;
  outlet.fail = false;
});

afterEach(() => {
  for (const el of document.querySelectorAll('b2b-toasts')) el.remove();
  vi.doUnmock('../../../elements/toasts');
});

describe('the toast outlet', () => {
  it('a message on an untouched page loads it; its live region is in the page before the text', async () => {
    const { ensureToastOutlet, showMessage } = await freshHost();
    ensureToastOutlet();
    showMessage('error', '网络异常，请稍后重试 2');
    await until(() => outlet.imports === 1);
    const region = await until(() => document.querySelector('b2b-toasts')?.shadowRoot?.querySelector('[aria-live]'));
    expect(region.textContent).toBe('');
    await until(() => region.textContent?.includes('网络异常，请稍后重试 2'));
  });

  it('is in the page with the first widget, and its code comes at the first interaction, once', async () => {
    const { ensureToastOutlet, showMessage } = await freshHost();
    ensureToastOutlet();
    ensureToastOutlet();
    expect(document.querySelectorAll('b2b-toasts')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(outlet.imports).toBe(0);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await until(() => outlet.imports === 1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    showMessage('success', '已加入购物车 1');
    await new Promise((r) => setTimeout(r, 50));
    expect(outlet.imports).toBe(1);
  });

  it('code that cannot be loaded is asked for again at the next message', async () => {
    const { ensureToastOutlet, showMessage } = await freshHost();
    ensureToastOutlet();
    outlet.fail = true;
    showMessage('info', '第一条 3');
    await until(() => outlet.imports === 1);
    // Not again and again while the message is shown: at the next message.
    await new Promise((r) => setTimeout(r, 50));
    expect(outlet.imports).toBe(1);
    outlet.fail = false;
    showMessage('info', '第二条 3');
    await until(() => outlet.imports === 2);
    await until(() => customElements.get('b2b-toasts'));
  });
});
