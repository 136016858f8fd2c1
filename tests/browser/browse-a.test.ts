/**
 * BROWSE-A in a real Chromium against the real server (PGlite, demo data): home, solutions, the showcase
 * (黄页) list and detail, the brand zone, help, the two legal texts, and the standalone widgets
 * <b2b-showcase>, <b2b-brand>, <b2b-solutions>; axe on every page and the 375 px layout.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axe,
  closeBrowser,
  currentPath,
  holdRequests,
  launchBrowser,
  openPage,
  quiet,
  requestsTo,
  type Storefront,
  scrollToEnd,
  serveHtml,
  startStorefront,
  type TestPage,
  waitForPath,
} from './helpers.js';

const SF = 'b2b-storefront';
let store: Storefront;

beforeAll(async () => {
  store = await startStorefront();
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

async function api<T>(url: string): Promise<T> {
  const res = await store.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

/** The storefront has rendered its screen and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('b2b-storefront')?.shadowRoot?.querySelector('main');
      return !!main && !!main.querySelector('h1') && !main.querySelector('[aria-busy="true"]');
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
}

async function visit(path: string, opts: Parameters<typeof openPage>[1] = {}): Promise<TestPage> {
  const page = await openPage(path, opts);
  await settled(page);
  return page;
}

async function mainText(page: Page): Promise<string> {
  return ((await page.locator(`${SF} main`).textContent()) ?? '').replace(/\s+/g, ' ');
}

/**
 * Opens `path` with the API answers matching `held` held back until `release()` (a slow network), recording the
 * page's layout shifts from the start (`shifts()`).
 */
async function openHeld(path: string, held: RegExp, width: number) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const release = await holdRequests(page, held);
  await page.goto(new URL(path, store.url).href);
  const shifts = async () => {
    // Layout-shift entries are reported after the frame that shifted.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  };
  const box = (selector: string) =>
    page.locator(`${SF} ${selector}`).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top * 10) / 10, height: Math.round(r.height * 10) / 10 };
    });
  return { context, page, release, shifts, box };
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
}

interface Named {
  Id: number;
  Name: string;
}
interface Banner {
  Title: string;
  Subtitle: string;
  ButtonText: string;
}
interface Solution {
  Id: number;
  Title: string;
  CategoryId: number | null;
}
interface ShowcasePage {
  Items: { GlobalId: string; Name: string; ContactName?: string }[];
  Total: number;
}

describe('/home', () => {
  it('starts the banners request and the home chunk from the page itself, and the app reuses that request', async () => {
    const page = await visit('/home');
    await page.locator(`${SF} [part="banner"] img`).first().waitFor();
    // One banners request: the page's <link rel="preload" as="fetch"> is the one the app's fetch got.
    expect(requestsTo(page, /\/api\/Banners\?type=1$/)).toHaveLength(1);
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    const entry = (pattern: RegExp) => {
      const found = timing.find((e) => pattern.test(e.name));
      if (!found) throw new Error(`no request matching ${pattern} in ${timing.map((e) => e.name).join(', ')}`);
      return found;
    };
    const banners = entry(/\/api\/Banners\?type=1$/);
    const app = entry(/\/elements\/b2b-storefront\.js$/);
    const home = entry(/\/elements\/chunks\/HomeScreen-[^/]+\.js$/);
    // Order, not durations: the banners request left before the app's JavaScript and the home chunk had
    // arrived (without the preload it starts only after both have run: page → JS → chunk → API).
    expect(banners.start).toBeLessThan(app.end);
    expect(banners.start).toBeLessThan(home.end);
    // The home chunk is named by the page too (modulepreload), not only discovered after the app ran. (Whether it
    // starts before the app ends depends on the connection limit: six per host over HTTP/1.1 here, none on HTTP/2.)
    const preloads = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((l) => (l as HTMLLinkElement).href),
    );
    expect(preloads.some((href) => href === home.name)).toBe(true);
    // Other routes get the plain page: no banners request there.
    const other = await visit('/vnetzone/online');
    expect(requestsTo(other, /\/api\/Banners/)).toEqual([]);
  });

  it('shows banners, entries, solutions, categories, brands and suppliers from the API', async () => {
    const [banners, solutions, categories, brands, suppliers] = await Promise.all([
      api<Banner[]>('/api/Banners?type=1'),
      api<Solution[]>('/api/FeaturedSolutions'),
      api<Named[]>('/api/Categories/displayed?SolutionAvailable=true'),
      api<Named[]>('/api/Brands'),
      api<Named[]>('/api/Suppliers/displayed'),
    ]);
    const page = await visit('/home');
    await page.locator(`${SF} section[aria-label="首页横幅"]`).first().waitFor();
    await expect.poll(() => mainText(page)).toContain(suppliers[0]!.Name);
    const text = await mainText(page);
    // A banner's words are text over a picture without words: its heading is the title, the picture's alt empty.
    const alts = await page
      .locator(`${SF} [part="banner"] img`)
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toEqual(banners.map(() => ''));
    await expect.poll(() => page.locator(SF).getByRole('heading', { name: banners[0]!.Title }).count()).toBe(1);
    expect(text).toContain(banners[0]!.Subtitle);
    expect(text).toContain(banners[0]!.ButtonText);
    expect(text).toContain(solutions[0]!.Title);
    for (const c of categories) expect(text).toContain(c.Name);
    expect(text).toContain(brands[0]!.Name);
    expect(text).toContain('在线采购');
    expect(text).toContain('咨询采购');
    expect(await axe(page)).toEqual([]);

    // Entry into the online catalogue.
    await page.locator(`${SF} main nav[aria-label="采购入口"] a[href="/vnetzone/online"]`).click();
    await waitForPath(page, '/vnetzone/online');
    await page.close();
  });

  it('the sections under the first screen are drawn as they scroll in: nothing moves, focus rings are whole', async () => {
    const suppliers = await api<Named[]>('/api/Suppliers/displayed');
    const page = await visit('/home', { width: 375, height: 740 });
    await expect.poll(() => mainText(page)).toContain(suppliers[0]!.Name);
    // Laid out only when they near the viewport (content-visibility: auto), the sections keep a stand-in size
    // until then: reaching them must not move what is on screen.
    await page.evaluate(() => {
      const w = window as unknown as { __scrollShifts: number[] };
      w.__scrollShifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__scrollShifts.push((e as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    for (let i = 0; i < 16; i++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(80);
    }
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { __scrollShifts: number[] }).__scrollShifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.001);
    // Their containment clips painting at the section's edges: a focused card's ring (2 px, 2 px away from it) and
    // shadow must fit inside the section, including the first card of a row and the last row.
    for (const id of ['home-solutions', 'home-brands', 'home-suppliers']) {
      const links = page.locator(`${SF} section[aria-labelledby="${id}"] li a`);
      for (const link of [links.first(), links.last()]) {
        await link.focus();
        const fit = await link.evaluate((el) => {
          const card = el.getBoundingClientRect();
          const section = el.closest('section')!.getBoundingClientRect();
          return {
            left: card.left - 4 - section.left,
            right: section.right - card.right - 4,
            bottom: section.bottom - card.bottom - 4,
          };
        });
        expect(Math.min(fit.left, fit.right, fit.bottom), `${id}: ${JSON.stringify(fit)}`).toBeGreaterThanOrEqual(0);
      }
    }
    await page.close();
  });

  it('a failing section shows its own error with 重试 while the rest of the page works', async () => {
    const page = await openPage('/home', { waitUntil: 'domcontentloaded' });
    // Break the featured solutions only (fresh page: the route applies before the first request).
    let fail = true;
    await page.route('**/api/FeaturedSolutions', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"Error":"boom"}' })
        : route.continue(),
    );
    await page.reload();
    const section = page.locator(`${SF} section[aria-labelledby="home-solutions"]`);
    await section.locator('[role="alert"]').waitFor({ timeout: 20_000 });
    expect(await section.textContent()).toContain('精选解决方案加载失败');
    // The other sections still render.
    const brands = await api<Named[]>('/api/Brands');
    await expect.poll(() => mainText(page)).toContain(brands[0]!.Name);
    // 重试 after the server recovers brings the section back.
    fail = false;
    await section.getByRole('button', { name: '重试' }).click();
    const solutions = await api<Solution[]>('/api/FeaturedSolutions');
    await expect.poll(() => section.textContent()).toContain(solutions[0]!.Title);
    await page.close();
  });
});

describe('/solution', () => {
  it('filters by category and opens a solution with its products linking to product detail', async () => {
    const solutions = await api<Solution[]>('/api/FeaturedSolutions');
    const categories = await api<Named[]>('/api/Categories?SolutionAvailable=true');
    const page = await visit('/solution');
    await expect.poll(() => mainText(page)).toContain(solutions[0]!.Title);
    const filters = page.locator(`${SF} [part="filters"]`);
    for (const c of categories) expect(await filters.textContent()).toContain(c.Name);
    expect(await axe(page)).toEqual([]);

    // Filter: only the solutions of that category remain.
    const target = solutions[solutions.length - 1]!;
    const category = categories.find((c) => c.Id === target.CategoryId)!;
    await filters.getByRole('button', { name: category.Name, exact: true }).click();
    const expected = solutions.filter((s) => s.CategoryId === category.Id).map((s) => s.Title);
    await expect.poll(() => page.locator(`${SF} [part="solutions"] h2`).allTextContents()).toEqual(expected);
    expect(await filters.getByRole('button', { name: category.Name, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Detail in a dialog with products.
    const detail = await api<{ Body: string; Products: { Id: number; Catalogue: string; Name: string }[] }>(
      `/api/Solutions/${target.Id}`,
    );
    await page.locator(`${SF} [part="solutions"] li`).first().getByRole('button', { name: '查看方案' }).click();
    const dialog = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.textContent()).toContain(detail.Body.split('\n')[0]!.slice(0, 12));
    if (detail.Products.length > 0) {
      const first = detail.Products[0]!;
      const link = dialog.locator(`a[href="/${first.Catalogue}/detail/${first.Id}"]`);
      expect(await link.count()).toBe(1);
      expect(await axe(page)).toEqual([]);
      await link.click();
      await waitForPath(page, `/${first.Catalogue}/detail/${first.Id}`);
    }
    await page.close();
  });

  it('/solution?id= from the home page opens that solution', async () => {
    const solutions = await api<Solution[]>('/api/FeaturedSolutions');
    const page = await visit(`/solution?id=${solutions[1]!.Id}`);
    const dialog = page.locator(`${SF} dialog[open]`);
    await expect.poll(() => dialog.locator('h2').first().textContent()).toBe(solutions[1]!.Title);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });
});

describe('/solution on a slow network', () => {
  // A solution's detail arrives after its dialog opened: the dialog has its full height from the start, so it does
  // not grow and move its top (centred, it moved 140 px: a layout shift of 0.07 at 1280 px, 0.17 at 375 px).
  for (const width of [1280, 375]) {
    it(`at ${width} px the solution dialog keeps its box when the detail arrives`, async () => {
      const solutions = await api<Solution[]>('/api/FeaturedSolutions');
      const { context, page, release, shifts, box } = await openHeld(
        `/solution?id=${solutions[0]!.Id}`,
        /\/api\/Solutions\/\d/,
        width,
      );
      await page.locator(`${SF} dialog[open] [aria-busy="true"]`).waitFor({ timeout: 30_000 });
      // Once its opening animation (a fade and an 8 px rise) is over.
      await page
        .locator(`${SF} dialog[open]`)
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
      const before = await box('dialog[open]');
      release();
      await page.locator(`${SF} dialog[open] [part="product-links"], ${SF} dialog[open] p`).first().waitFor();
      await expect.poll(() => page.locator(`${SF} dialog[open] [aria-busy="true"]`).count()).toBe(0);
      expect(await box('dialog[open]')).toEqual(before);
      expect(await shifts()).toEqual([]);
      await context.close();
    });
  }
});

describe('/yellow-pages-products', () => {
  it('lists entries, filters change the results and the URL, pagination works, the URL survives reload', async () => {
    const all = await api<ShowcasePage>('/api/YellowPages/products?page=1&pageSize=12');
    const page = await visit('/yellow-pages-products');
    await expect.poll(() => mainText(page)).toContain(`共找到 ${all.Total} 条供应信息`);
    expect(await page.locator(`${SF} [part="showcase-item"]`).count()).toBe(12);
    expect(await mainText(page)).toContain(all.Items[0]!.Name);
    expect(await axe(page)).toEqual([]);

    // Page 2 (the pager comes as the visitor scrolls down to it).
    await scrollToEnd(page);
    await page
      .locator(`${SF} nav[aria-label="黄页分页"]`)
      .getByRole('button', { name: /^(第 ?2 ?页|2)$/ })
      .first()
      .click();
    await waitForPath(page, '/yellow-pages-products?page=2');
    const p2 = await api<ShowcasePage>('/api/YellowPages/products?page=2&pageSize=12');
    await expect
      .poll(() => page.locator(`${SF} [part="showcase-item"] strong`).first().textContent())
      .toBe(p2.Items[0]!.Name);

    // Category filter: back to page 1, URL carries the filter, results narrowed.
    const categories = await api<Named[]>('/api/Categories');
    const first = (
      await api<ShowcasePage & { Items: { CategoryId: number }[] }>('/api/YellowPages/products?page=1&pageSize=1')
    ).Items[0]!;
    const cat = categories.find((c) => c.Id === first.CategoryId)!;
    await page.locator(`${SF} main select`).first().selectOption(String(cat.Id));
    await waitForPath(page, `/yellow-pages-products?categoryId=${cat.Id}`);
    const filtered = await api<ShowcasePage>(`/api/YellowPages/products?categoryId=${cat.Id}&page=1&pageSize=12`);
    await expect.poll(() => mainText(page)).toContain(`共找到 ${filtered.Total} 条供应信息`);
    expect(filtered.Total).toBeLessThan(all.Total);
    const tags = await page.locator(`${SF} [part="showcase-item"] .tag`).allTextContents();
    expect(new Set(tags)).toEqual(new Set([cat.Name]));

    // Keyword.
    const suppliers = await api<Named[]>('/api/Suppliers');
    await page.locator(`${SF} main input[type="search"]`).fill('焊');
    await page.locator(`${SF} main form[role="search"] button[type="submit"]`).click();
    await waitForPath(page, `/yellow-pages-products?categoryId=${cat.Id}&keyword=%E7%84%8A`);
    const kw = await api<ShowcasePage>(
      `/api/YellowPages/products?categoryId=${cat.Id}&keyword=%E7%84%8A&page=1&pageSize=12`,
    );
    await expect.poll(() => mainText(page)).toContain(`共找到 ${kw.Total} 条供应信息`);

    // Reload: same filters, same results.
    await page.reload();
    await settled(page);
    await expect.poll(() => mainText(page)).toContain(`共找到 ${kw.Total} 条供应信息`);
    expect(await page.locator(`${SF} main input[type="search"]`).inputValue()).toBe('焊');
    expect(await page.locator(`${SF} main select`).first().inputValue()).toBe(String(cat.Id));
    expect(suppliers.length).toBeGreaterThan(0);
    await page.close();
  });

  it('supplier filter from a shared link, empty state with 清除筛选', async () => {
    const suppliers = await api<Named[]>('/api/Suppliers/displayed');
    const s = suppliers[0]!;
    const expected = await api<ShowcasePage>(`/api/YellowPages/products?supplierId=${s.Id}&page=1&pageSize=12`);
    const page = await visit(`/yellow-pages-products?supplierId=${s.Id}`);
    await expect.poll(() => mainText(page)).toContain(`共找到 ${expected.Total} 条供应信息`);
    expect(await page.locator(`${SF} main select`).nth(1).inputValue()).toBe(String(s.Id));

    await page.locator(`${SF} main input[type="search"]`).fill('不存在的商品XYZ');
    await page.keyboard.press('Enter');
    await expect.poll(() => mainText(page)).toContain('没有符合条件的供应信息');
    expect(await axe(page)).toEqual([]);
    await page.locator(`${SF} main`).getByRole('button', { name: '清除筛选' }).last().click();
    await waitForPath(page, '/yellow-pages-products');
    await page.close();
  });

  it('detail shows the supplier contact; a missing globalId shows not-found', async () => {
    const list = await api<ShowcasePage>('/api/YellowPages/products?page=1&pageSize=1');
    const item = list.Items[0]!;
    const detail = await api<{ ContactName: string; ContactPhone: string; SupplierName: string; Name: string }>(
      `/api/YellowPages/products/${item.GlobalId}`,
    );
    const page = await visit('/yellow-pages-products');
    await page.locator(`${SF} [part="showcase-item"]`).first().click();
    await waitForPath(page, `/yellow-pages-products/detail/${item.GlobalId}`);
    await settled(page);
    const contact = page.locator(`${SF} [part="contact"]`);
    await expect.poll(() => contact.textContent()).toContain(detail.ContactPhone);
    expect(await contact.textContent()).toContain(detail.ContactName);
    expect(await contact.textContent()).toContain(detail.SupplierName);
    expect(await page.locator(`${SF} main h1`).textContent()).toBe(detail.Name);
    expect(await contact.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.close();

    const missing = await visit('/yellow-pages-products/detail/00000000-no-such-entry');
    await expect.poll(() => missing.locator(`${SF} main h1`).textContent()).toBe('找不到这条供应信息');
    expect(await missing.locator(`${SF} [part="not-found"] a[href="/yellow-pages-products"]`).count()).toBe(1);
    expect(await axe(missing)).toEqual([]);
    await missing.close();
  });
});

describe('/brand/:id', () => {
  it('selects the first brand automatically when the id is not a brand', async () => {
    const brands = await api<Named[]>('/api/Brands');
    const first = brands[0]!;
    const page = await visit('/brand/0');
    await waitForPath(page, `/brand/${first.Id}`);
    await expect.poll(() => page.locator(`${SF} main h1`).textContent()).toBe(first.Name);
    expect(await page.locator(`${SF} [part="brand-list"] a[aria-current="page"]`).textContent()).toContain(first.Name);
    await page.close();
  });

  it('shows the brand of the id with its story and products linking to product detail; switching brands', async () => {
    const brands = await api<Named[]>('/api/Brands');
    const b = brands[2]!;
    const detail = await api<{ Story: string }>(`/api/Brands/${b.Id}`);
    const products = await api<{ Items: { Id: number; Name: string; Catalogue: string }[]; Total: number }>(
      `/api/Products?catalogue=online&brandId=${b.Id}&page=1&pageSize=12&region=1`,
    );
    const page = await visit(`/brand/${b.Id}`);
    await expect.poll(() => page.locator(`${SF} main h1`).textContent()).toBe(b.Name);
    await expect
      .poll(() => page.locator(`${SF} [part="brand"]`).textContent())
      .toContain(detail.Story.split('\n')[0]!.slice(0, 15));
    if (products.Total > 0) {
      const p = products.Items[0]!;
      await expect.poll(() => page.locator(`${SF} a[href="/online/detail/${p.Id}"]`).count()).toBe(1);
    }
    expect(await axe(page)).toEqual([]);

    // Consultation tab.
    await page.locator(`${SF} [role="tab"]`, { hasText: '咨询采购' }).click();
    await expect.poll(() => page.locator(`${SF} [role="tab"][aria-selected="true"]`).textContent()).toBe('咨询采购');

    // Another brand from the list.
    const other = brands[1]!;
    await page.locator(`${SF} [part="brand-list"] a[href="/brand/${other.Id}"]`).click();
    await waitForPath(page, `/brand/${other.Id}`);
    await expect.poll(() => page.locator(`${SF} main h1`).textContent()).toBe(other.Name);
    await page.close();
  });
});

describe('/brand/:id story', () => {
  // The story shows three lines in a box of a fixed height (the box its skeleton has, so nothing below moves when it
  // arrives); a longer one opens with 展开全文.
  const storyBox = (page: Page) =>
    page.locator(`${SF} [part="brand"] .story-text`).evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      hidden: el.scrollHeight - el.clientHeight,
    }));

  it('a story longer than three lines opens with 展开全文 and closes with 收起 (375 px)', async () => {
    const page = await visit('/brand/1', { width: 375, height: 740 });
    const more = page.locator(`${SF} [part="brand"]`).getByRole('button', { name: '展开全文' });
    await more.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const closed = await storyBox(page);
    expect(closed.height).toBe(72);
    expect(closed.hidden).toBeGreaterThan(0);

    await more.click();
    const less = page.locator(`${SF} [part="brand"]`).getByRole('button', { name: '收起' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    const open = await storyBox(page);
    expect(open.height).toBeGreaterThan(72);
    expect(open.hidden).toBe(0);

    await less.click();
    await more.waitFor();
    expect((await storyBox(page)).height).toBe(72);
    await page.close();
  });

  it('a story that fits its three lines has no 展开全文 (1280 px)', async () => {
    const page = await visit('/brand/1', { width: 1280, height: 800 });
    await expect.poll(() => page.locator(`${SF} [part="brand"] .story-text p`).count()).toBeGreaterThan(0);
    expect((await storyBox(page)).hidden).toBe(0);
    expect(await page.locator(`${SF} [part="brand"]`).getByRole('button', { name: '展开全文' }).count()).toBe(0);
    await page.close();
  });
});

describe('/help', () => {
  it('groups articles by category with a side list, and searches within help', async () => {
    const help = await api<{ Category: string; Title: string; Body: string }[]>('/api/Help');
    const page = await visit('/help');
    const categories = [...new Set(help.map((h) => h.Category))];
    await expect.poll(() => page.locator(`${SF} main section h2`).allTextContents()).toEqual(categories);
    const side = page.locator(`${SF} nav[aria-label="帮助分类"]`);
    for (const c of categories) expect(await side.textContent()).toContain(c);
    expect(await axe(page)).toEqual([]);

    await page.locator(`${SF} main input[type="search"]`).fill('对公转账');
    const expected = help
      .filter((h) => `${h.Category}\n${h.Title}\n${h.Body}`.includes('对公转账'))
      .map((h) => h.Title);
    await expect.poll(() => page.locator(`${SF} main article h3`).allTextContents()).toEqual(expected);
    expect(await page.locator(`${SF} main mark`).first().textContent()).toBe('对公转账');

    await page.locator(`${SF} main input[type="search"]`).fill('完全不相关的问题');
    await expect.poll(() => mainText(page)).toContain('没有找到与“完全不相关的问题”相关的帮助');
    await page.close();
  });
});

describe('/help on a slow network', () => {
  // The help answers come after the storefront has shown the screen's loading state (it waits ≤ 2 s for it): the
  // skeletons have the boxes of what replaces them (six category rows, or one strip of chips on a phone; the contact
  // box's lines), so nothing moves when the answers arrive.
  for (const width of [1280, 375]) {
    it(`at ${width} px nothing moves when the articles and the contact details arrive`, async () => {
      const { context, page, release, shifts, box } = await openHeld('/help', /\/api\/Help/, width);
      await page.locator(`${SF} .categories-loading`).waitFor({ timeout: 30_000 });
      expect(await page.locator(`${SF} .contact-loading`).count()).toBe(1);
      const before = { legal: await box('ul.legal'), search: await box('main form[role="search"]') };
      release();
      await page.locator(`${SF} [part="help-article"]`).first().waitFor();
      await page.locator(`${SF} [part="help-contact"]`).waitFor();
      expect({ legal: await box('ul.legal'), search: await box('main form[role="search"]') }).toEqual(before);
      expect(await shifts()).toEqual([]);
      await context.close();
    });
  }
});

describe('/reg/*', () => {
  for (const [path, title, phrase] of [
    ['/reg/networkProtocol', '网络服务协议', '发票'],
    ['/reg/privacyStatement', '隐私声明', 'user-info'],
  ] as const) {
    it(`${path} shows the full text without the global layout, with 返回`, async () => {
      const page = await visit(path);
      expect(await page.locator(`${SF} [data-layout="bare"]`).count()).toBe(1);
      expect(await page.locator(`${SF} [part="header"]`).count()).toBe(0);
      expect(await page.locator(`${SF} [part="footer"]`).count()).toBe(0);
      expect(await page.locator(`${SF} main h1`).textContent()).toBe(title);
      const text = await mainText(page);
      expect(text).toContain(phrase);
      expect(text).toContain('联系我们');
      expect(text.length).toBeGreaterThan(2500);
      expect(await page.locator(`${SF} main a`, { hasText: '返回' }).count()).toBe(1);
      expect(await axe(page)).toEqual([]);
      // Opened on its own, 返回 goes home.
      await page.locator(`${SF} main a`, { hasText: '返回' }).click();
      await waitForPath(page, '/home');
      await page.close();
    });
  }

  it('返回 goes back to the page the text was opened from', async () => {
    const page = await visit('/help');
    await page.locator(`${SF} main a[href="/reg/privacyStatement"]`).click();
    await waitForPath(page, '/reg/privacyStatement');
    await settled(page);
    await page.locator(`${SF} main a`, { hasText: '返回' }).click();
    await waitForPath(page, '/help');
    await page.close();
  });
});

describe('375 px wide', () => {
  for (const path of [
    '/home',
    '/solution',
    '/yellow-pages-products',
    '/brand/1',
    '/help',
    '/reg/privacyStatement',
    '/yellow-pages-products/detail/x',
  ]) {
    it(`${path} has no horizontal overflow and passes axe`, async () => {
      const page = await visit(path, { width: 375, height: 740 });
      // Wait for API content where there is some.
      await quiet(page);
      await settled(page);
      await noHorizontalOverflow(page);
      expect(await axe(page)).toEqual([]);
      await page.close();
    });
  }

  it('the showcase detail page fits 375 px', async () => {
    const list = await api<ShowcasePage>('/api/YellowPages/products?page=1&pageSize=1');
    const page = await visit(`/yellow-pages-products/detail/${list.Items[0]!.GlobalId}`, { width: 375, height: 740 });
    await page.locator(`${SF} [part="contact"]`).waitFor();
    await noHorizontalOverflow(page);
    await page.close();
  });
});

describe('standalone widgets', () => {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作伙伴页面</title>
<script type="module" src="/elements/loader.js"></script></head>
<body><main><h1>合作伙伴页面</h1>
<b2b-showcase id="sc" category-id="CAT" page-size="4" store-url="https://shop.example.cn"></b2b-showcase>
<b2b-brand id="br" brand-id="999" store-url="https://shop.example.cn"></b2b-brand>
<b2b-solutions id="so" store-url="https://shop.example.cn"></b2b-solutions>
</main></body></html>`;

  it('render API content, switch in place, and leave via store-url unless b2b-navigate is cancelled', async () => {
    const first = (
      await api<ShowcasePage & { Items: { CategoryId: number }[] }>('/api/YellowPages/products?page=1&pageSize=1')
    ).Items[0]!;
    const expected = await api<ShowcasePage>(
      `/api/YellowPages/products?categoryId=${first.CategoryId}&page=1&pageSize=4`,
    );
    const brands = await api<Named[]>('/api/Brands');
    const solutions = await api<Solution[]>('/api/FeaturedSolutions');

    const page = await openPage('/home', { waitUntil: 'domcontentloaded' });
    await serveHtml(page, '/browse-a-widgets.html', html.replace('CAT', String(first.CategoryId)));
    await page.goto(new URL('/browse-a-widgets.html', store.url).href);

    // Showcase: attributes applied (category, 4 per page).
    await expect
      .poll(() => page.locator('#sc [part="showcase-item"]').count(), { timeout: 20_000 })
      .toBe(Math.min(4, expected.Total));
    expect(await page.locator('#sc').textContent()).toBe(''); // light DOM untouched
    await expect.poll(() => page.locator('#sc select').first().inputValue()).toBe(String(first.CategoryId));
    // Filters change in place: the host page's URL stays.
    await page.locator('#sc select').first().selectOption('');
    await expect.poll(() => page.locator('#sc [role="status"]').textContent()).toContain('共找到');
    expect(new URL(page.url()).pathname).toBe('/browse-a-widgets.html');

    // Brand: unknown brand-id → first brand.
    await expect.poll(() => page.locator('#br h2.name').textContent(), { timeout: 20_000 }).toBe(brands[0]!.Name);
    await page.locator(`#br [part="brand-list"] a[href$="/brand/${brands[1]!.Id}"]`).click();
    await expect.poll(() => page.locator('#br h2.name').textContent()).toBe(brands[1]!.Name);
    expect(new URL(page.url()).pathname).toBe('/browse-a-widgets.html');

    // Solutions.
    await expect
      .poll(() => page.locator('#so [part="solutions"]').textContent(), { timeout: 20_000 })
      .toContain(solutions[0]!.Title);

    expect(await axe(page)).toEqual([]);

    // b2b-navigate cancelled: the page stays; the event carries the target.
    const cancelled = await page.evaluate(() => {
      return new Promise<{ path: string; url: string }>((resolve) => {
        const sc = document.getElementById('sc')!;
        sc.addEventListener(
          'b2b-navigate',
          (e) => {
            e.preventDefault();
            resolve((e as CustomEvent<{ path: string; url: string }>).detail);
          },
          { once: true },
        );
        (sc.shadowRoot!.querySelector('[part="showcase-item"]') as HTMLElement).click();
      });
    });
    expect(cancelled.path).toMatch(/^\/yellow-pages-products\/detail\//);
    expect(cancelled.url).toBe(`https://shop.example.cn${cancelled.path}`);
    expect(new URL(page.url()).pathname).toBe('/browse-a-widgets.html');

    // Not cancelled: the browser leaves for store-url + path.
    await page.route('https://shop.example.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }),
    );
    await page.locator('#sc [part="showcase-item"]').first().click();
    await expect.poll(() => page.url()).toMatch(/^https:\/\/shop\.example\.cn\/yellow-pages-products\/detail\//);
    expect(currentPath(page)).toMatch(/^\/yellow-pages-products\/detail\//);
    await page.close();
  });
});
