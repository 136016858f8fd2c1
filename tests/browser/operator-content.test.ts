/**
 * Catalogue content in the operator console, in a real Chromium against the real server: the
 * operator creates a brand with an uploaded logo and a product of that brand with a regional price and an
 * uploaded picture (both resized by the server); the product appears in the storefront's catalogue with that
 * picture; a buyer adds it to the cart and checks out at that price. axe on every content route, the generic
 * edit dialog and the product dialog; a picture of the wrong type is refused under the field.
 */
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, showcaseEntries } from '../../server/db/schema.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  loggedInContext,
  openPage,
  operatorContext,
  type Storefront,
  startStorefront,
  storefrontSettled,
  type TestPage,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
const lbl = (text: string) => new RegExp(`^\\*?\\s*${text}$`);
const main = (page: TestPage) => page.locator(`${SF} main`).first();
const mainText = (page: TestPage) => main(page).innerText();
const toasts = (page: TestPage) => deepText(page, 'b2b-toasts');

let store: Storefront;
let opsCtx: BrowserContext;
const stamp = Date.now().toString(36).slice(-5);
const BRAND = `云测品牌${stamp}`;
const PRODUCT = `云测扳手${stamp}`;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  store = await startStorefront();
  ({ context: opsCtx } = await operatorContext(store, { height: 900 }));
});
afterAll(async () => {
  await opsCtx?.close();
  await closeBrowser();
  await store?.close();
});

async function visit(path: string): Promise<TestPage> {
  const page = await openPage(path, { context: opsCtx });
  await storefrontSettled(page);
  return page;
}

describe('operator content', () => {
  it('every content screen lists its rows and passes axe', async () => {
    const page = await visit('/operator/categories');
    for (const [path, heading] of [
      ['/operator/categories', '分类管理'],
      ['/operator/suppliers', '供应商管理'],
      ['/operator/banners', '横幅管理'],
      ['/operator/solutions', '解决方案'],
      ['/operator/showcase', '黄页管理'],
      ['/operator/help', '帮助文章'],
    ] as const) {
      if (path !== '/operator/categories') {
        await page.goto(`${store.url}${path}`);
        await storefrontSettled(page);
      }
      await expect.poll(() => main(page).locator('h1').innerText()).toBe(heading);
      // The seed's rows, with their edit and delete actions.
      await expect
        .poll(() =>
          main(page)
            .getByRole('button', { name: /^编辑：/ })
            .count(),
        )
        .toBeGreaterThan(0);
      expect(await mainText(page)).toMatch(/共 \d+ 条/);
      expect(await axe(page), path).toEqual([]);
      if (path === '/operator/solutions') {
        // The generic edit dialog with every kind of field: picture, reference, product ids, switches.
        await main(page)
          .getByRole('button', { name: /^编辑：/ })
          .first()
          .click();
        const dialog = page.locator(`${SF} dialog[open]`);
        await dialog.waitFor();
        await expect.poll(() => dialog.getByAltText('配图预览').count()).toBe(1);
        expect(await axe(page), 'solution dialog').toEqual([]);
        await dialog.getByRole('button', { name: '取消' }).click();
      }
    }
    await page.close();
  });

  it("operator edits a 黄页 entry's specs in the generic dialog; the public entry shows them at once", async () => {
    const page = await visit('/operator/showcase');
    const edit = main(page)
      .getByRole('button', { name: /^编辑：/ })
      .first();
    await edit.waitFor();
    const name = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(/^编辑：/, '');
    const [entry] = await store.db
      .select({ id: showcaseEntries.globalId })
      .from(showcaseEntries)
      .where(eq(showcaseEntries.name, name));
    const publicPath = `/yellow-pages-products/detail/${entry!.id}`;
    // The public entry is read (and cached) first, so the save has to drop the cached answer.
    const before = await (await fetch(`${store.url}/api/YellowPages/products/${entry!.id}`)).json();
    expect(before.Specs.some((x: { Value: string }) => x.Value === '316L 不锈钢')).toBe(false);

    await edit.click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.waitFor();
    const rows = before.Specs.length as number;
    await dialog.getByRole('button', { name: '添加规格' }).click();
    await dialog.getByLabel(`第 ${rows + 1} 项规格内容`).fill('316L 不锈钢');
    expect(await axe(page), 'showcase dialog').toEqual([]);
    // Half-filled: refused in Chinese, nothing lost, nothing saved.
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.innerText()).toContain(`第 ${rows + 1} 项规格请填写名称`);
    await dialog.getByLabel(`第 ${rows + 1} 项规格名称`).fill('材质（测试）');
    // A second, empty row is dropped on save.
    await dialog.getByRole('button', { name: '添加规格' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = await openPage(publicPath);
    await storefrontSettled(shown);
    await expect.poll(() => mainText(shown)).toContain('材质（测试）');
    expect(await mainText(shown)).toContain('316L 不锈钢');
    await shown.close();

    // Removing the row removes it from the public entry too.
    await edit.click();
    const again = page.locator(`${SF} dialog[open]`);
    await again.waitFor();
    await again.getByRole('button', { name: `删除第 ${rows + 1} 项规格` }).click();
    await again.getByRole('button', { name: '保存' }).click();
    await again.waitFor({ state: 'detached' });
    const after = await (await fetch(`${store.url}/api/YellowPages/products/${entry!.id}`)).json();
    expect(after.Specs).toEqual(before.Specs);
    await page.close();
  });

  it('operator creates a brand and a product with a regional price and uploaded pictures; a buyer finds and buys it', async () => {
    // 1. The brand, with a logo uploaded from a file (a text file first: refused under the field).
    const page = await visit('/operator/brands');
    await expect.poll(() => mainText(page)).toContain('安盾');
    expect(await axe(page)).toEqual([]);
    await main(page).getByRole('button', { name: '新建品牌' }).click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await dialog.waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.innerText()).toContain('请填写品牌名称');
    expect(await dialog.innerText()).toContain('请上传品牌标志');
    await dialog.getByLabel(lbl('品牌名称')).fill(BRAND);
    const logoFile = dialog.getByLabel('选择品牌标志文件');
    await logoFile.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => dialog.innerText()).toContain('仅支持 JPG、PNG 或 WebP 格式的图片');
    await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(600, 300) });
    const preview = dialog.getByAltText('品牌标志预览');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/\/media\/uploads\/[a-f0-9]{24}-240x120\.webp$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toasts(page)).toContain(`已新建品牌「${BRAND}」`);
    await expect.poll(() => mainText(page)).toContain(BRAND);

    // 2. The product: the new brand, a price in the first region, an uploaded picture.
    await page.goto(`${store.url}/operator/products`);
    await storefrontSettled(page);
    await main(page).getByRole('button', { name: '新建商品' }).click();
    await dialog.waitFor();
    await dialog.getByLabel(lbl('商品名称')).fill(PRODUCT);
    await expect.poll(() => dialog.getByLabel(lbl('品牌')).locator('option').allInnerTexts()).toContain(BRAND);
    await dialog.getByLabel(lbl('品牌')).selectOption({ label: BRAND });
    await dialog.getByLabel(lbl('分类')).selectOption({ index: 1 });
    await dialog.getByLabel(lbl('供应商')).selectOption({ index: 1 });
    await dialog.getByLabel(lbl('库存')).fill('50');
    const regionPrices = dialog.getByLabel(/价格$/);
    await expect.poll(() => regionPrices.count()).toBeGreaterThan(1);
    for (let i = 0; i < (await regionPrices.count()); i++) await regionPrices.nth(i).fill('36.80');
    await dialog.getByLabel('选择商品图片文件').setInputFiles({
      name: 'wrench.png',
      mimeType: 'image/png',
      buffer: await picture(1200, 900),
    });
    const main800 = dialog.getByAltText('主图');
    await expect.poll(() => main800.getAttribute('src')).toMatch(/\/media\/uploads\/[a-f0-9]{24}-800x800\.webp$/);
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => toasts(page)).toContain(`已新建「${PRODUCT}」`);
    await page.close();
    const [row] = await store.db.select().from(products).where(eq(products.name, PRODUCT));
    expect(row!.imageUrl).toMatch(/^\/media\/uploads\/[a-f0-9]{24}-800x800\.webp$/);

    // 3. The buyer sees it in the catalogue with the uploaded picture, adds it to the cart and checks out.
    const buyer = await apiLogin(store, 'buyer@demo.cn');
    const buyerCtx = await loggedInContext(buyer);
    const shop = await openPage(`/search/online?keyword=${encodeURIComponent(PRODUCT)}`, { context: buyerCtx });
    await storefrontSettled(shop);
    await expect.poll(() => mainText(shop)).toContain(PRODUCT);
    const card = main(shop).locator(`img[src*="/media/uploads/"]`).first();
    // The card offers the 240 px thumbnail and the 800 px picture (srcset); its 280 px slot at 1280 px takes the
    // 800 px one, and the picture really loaded (naturalWidth is density-corrected by srcset, so it is not 800).
    await expect
      .poll(() =>
        card.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')),
      )
      .toMatch(/\/media\/uploads\/[a-f0-9]{24}-800x800\.webp$/);
    expect(await card.getAttribute('srcset')).toMatch(/-240x240\.webp 240w, .*-800x800\.webp 800w$/);
    await shop.goto(`${store.url}/online/detail/${row!.id}`);
    await storefrontSettled(shop);
    await expect.poll(() => mainText(shop)).toContain(BRAND);
    expect(await mainText(shop)).toContain('36.80');
    await shop.locator(`${SF} main button`, { hasText: '加入购物车' }).first().click();
    await expect.poll(() => toasts(shop)).toContain('购物车');
    await shop.goto(`${store.url}/cart`);
    await storefrontSettled(shop);
    await expect.poll(() => mainText(shop)).toContain(PRODUCT);
    await shop.locator(`${SF} button`, { hasText: '结算' }).click();
    await waitForPath(shop, '/purchase');
    await storefrontSettled(shop);
    await expect.poll(() => mainText(shop)).toContain(PRODUCT);
    await shop.locator(`${SF} button[type="submit"]`, { hasText: '提交订单' }).click();
    const path = await waitForPath(shop, /^\/payment\?orderId=\d+$/);
    const orderId = Number(new URL(path, store.url).searchParams.get('orderId'));
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => [l.productId, l.unitPrice])).toEqual([[row!.id, '36.80']]);
    expect(order!.totalAmount).toBe('36.80');
    await buyerCtx.close();
  });
});
