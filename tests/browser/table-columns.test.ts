/**
 * Back-office lists on a slow network: the skeleton rows have the columns of the rows that replace them. Every
 * column but one has a width (src/ui/table.tsx); without them the columns re-flowed when the rows arrived, a layout
 * shift of 0.002–0.008 on each list. Each screen opens with its API answers held, the header cells' widths are read
 * while the skeleton rows show, then again once the rows are there.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  closeBrowser,
  holdRequests,
  loggedInContext,
  operatorContext,
  type Storefront,
  startStorefront,
} from './helpers.js';

let store: Storefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

/** The width of every header cell of every table on the screen, and whether skeleton or data rows show. */
function columns(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('b2b-storefront')?.shadowRoot;
    return [...(root?.querySelectorAll('table') ?? [])].map((table) => ({
      skeleton: table.querySelector('[data-skeleton]') !== null,
      rows: table.querySelectorAll('tr[data-row]').length,
      widths: [...table.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width)),
    }));
  });
}

async function skeletonThenRows(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    const release = await holdRequests(page, /\/api\//);
    await page.goto(`${store.url}${path}`);
    await expect
      .poll(async () => (await columns(page)).some((t) => t.skeleton && t.widths.every((w) => w > 0)), {
        timeout: 15_000,
      })
      .toBe(true);
    // A frame more: the skeleton as the visitor sees it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const before = (await columns(page)).filter((t) => t.skeleton).map((t) => t.widths);
    release();
    await expect
      .poll(async () => (await columns(page)).every((t) => !t.skeleton && t.rows > 0), { timeout: 15_000 })
      .toBe(true);
    const after = (await columns(page)).map((t) => t.widths);
    return { before, after };
  } finally {
    await page.close();
  }
}

describe('back-office tables keep their columns when the rows replace the skeleton', () => {
  for (const width of [1280, 1024]) {
    it(`enterprise lists at ${width} px`, async () => {
      const context = await loggedInContext(await apiLogin(store, 'admin@demo.cn'), { width });
      for (const path of [
        '/enterprise/orders',
        '/enterprise/customers',
        '/enterprise/delivery-address',
        '/enterprise/users',
        '/enterprise/invoice/history',
        '/enterprise/invoice/title',
        '/enterprise/invoice/address',
      ]) {
        const { before, after } = await skeletonThenRows(context, path);
        expect({ path, widths: after }).toEqual({ path, widths: before });
      }
      await context.close();
    });

    it(`operator lists at ${width} px`, async () => {
      const { context } = await operatorContext(store, { width });
      for (const path of [
        '/operator/companies',
        '/operator/payments',
        '/operator/fulfilment',
        '/operator/products',
        '/operator/invoices',
        '/operator/categories',
      ]) {
        const { before, after } = await skeletonThenRows(context, path);
        expect({ path, widths: after }).toEqual({ path, widths: before });
      }
      await context.close();
    });
  }
});
