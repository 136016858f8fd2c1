/**
 * 经营报表 and the dashboard's trend in a real Chromium against the real server: the 超级管理员 opens the report,
 * sees the chart (uPlot, loaded by this screen only) and the numbers under it, regroups it by company, switches to
 * the conversion report; the dashboard compares today with yesterday and draws the last 7 days. axe clean at
 * 1280 px and 375 px.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  axe,
  closeBrowser,
  openPage,
  operatorContext,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
} from './helpers.js';

const SF = 'b2b-storefront';
const main = (page: TestPage) => page.locator(`${SF} main`).first();

let store: Storefront;
let ctx: BrowserContext;
let narrowCtx: BrowserContext;

beforeAll(async () => {
  store = await startStorefront();
  ({ context: ctx } = await operatorContext(store, { height: 900 }));
  ({ context: narrowCtx } = await operatorContext(store, { width: 375, height: 800 }));
});
afterAll(async () => {
  await ctx?.close();
  await narrowCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(path: string, context = ctx): Promise<TestPage> {
  const page = await openPage(path, { context });
  await storefrontSettled(page);
  return page;
}

it('shows the sales report as a chart with its table, regroups it and switches reports', async () => {
  const page = await visit('/operator/reports');
  await expect.poll(() => main(page).getByRole('heading', { name: '经营报表' }).count()).toBe(1);
  await expect.poll(() => main(page).locator('figure[aria-label^="付款金额趋势"] canvas').count()).toBeGreaterThan(0);
  await expect.poll(() => main(page).getByRole('table', { name: '付款订单日明细' }).count()).toBe(1);
  // 30 days, one row each (plus the header row).
  expect(await main(page).getByRole('table', { name: '付款订单日明细' }).getByRole('row').count()).toBe(31);
  expect(await axe(page)).toEqual([]);

  await main(page).getByLabel('维度').selectOption('company');
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect.poll(() => main(page).getByRole('table', { name: '付款订单企业明细' }).count()).toBe(1);

  await main(page).getByRole('button', { name: '询价转化' }).click();
  await expect.poll(() => main(page).getByText('报价率').count()).toBeGreaterThan(0);
  await expect.poll(() => main(page).getByRole('table', { name: '询价转化明细' }).count()).toBe(1);

  // A period backwards is refused in words before any call.
  await main(page).getByLabel('开始日期').fill('2026-12-31');
  await main(page).getByLabel('结束日期').fill('2026-01-01');
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect.poll(() => main(page).getByText('开始日期不能晚于结束日期').count()).toBe(1);
  await page.close();
});

it('compares today with yesterday and draws the last 7 days on the dashboard, also at 375 px', async () => {
  for (const context of [ctx, narrowCtx]) {
    const page = await visit('/operator/dashboard', context);
    await expect.poll(() => main(page).getByText('较昨日同时段', { exact: false }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => main(page).locator('figure[aria-label^="近 7 天订单金额"] canvas').count())
      .toBeGreaterThan(0);
    await main(page).getByText('查看每日数据').click();
    expect(await main(page).getByRole('table', { name: '近 7 天每日订单' }).getByRole('row').count()).toBe(8);
    expect(await axe(page)).toEqual([]);
    await page.close();
  }
});

it('lays the report out at 375 px without axe violations', async () => {
  const page = await visit('/operator/reports', narrowCtx);
  await expect.poll(() => main(page).locator('figure canvas').count()).toBeGreaterThan(0);
  expect(await axe(page)).toEqual([]);
  await page.close();
});
