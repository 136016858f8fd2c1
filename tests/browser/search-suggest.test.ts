/**
 * Suggestions while typing in the storefront's header (real Chromium, real server, demo data): the list shows
 * under the box, ArrowDown moves through its options (the input keeps focus and points at the active one),
 * Enter chooses it; axe finds nothing on the open list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, closeBrowser, currentPath, type Storefront, startStorefront, visitSettled } from './helpers.js';

const SF = 'b2b-storefront';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('search suggestions in the header', () => {
  it('typing shows suggestions; arrows and Enter choose one', async () => {
    const page = await visitSettled('/home');
    const box = page.locator(`${SF} header input[name="keyword"]`);
    await box.click({ timeout: 10_000 });
    await box.pressSequentially('dayin', { timeout: 10_000 });
    const options = page.locator(SF).getByRole('option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const texts = await options.allTextContents();
    expect(texts.some((t) => t.includes('打印'))).toBe(true);
    expect(await axe(page)).toEqual([]);

    await box.press('ArrowDown');
    const first = page.locator(SF).getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('ArrowDown');
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('false');
    await box.press('ArrowUp');
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    const chosen = (await first.textContent()) ?? '';
    await box.press('Enter');
    // A product option opens its page; a search or category option searches it.
    await expect.poll(() => currentPath(page)).toMatch(/^\/(online|consultation)\/detail\/\d+$|^\/search\//);
    expect(chosen.length).toBeGreaterThan(0);
    await page.close();
  });
});
