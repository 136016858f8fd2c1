/**
 * The storefront shell in a real Chromium, served by the real server from dist/demo:
 * every route of the storefront resolves (redirects, access, not-found), scroll resets after navigation,
 * /reg/* has no global layout, and axe finds no serious or critical violation on the shell.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, showcaseEntries } from '../../server/db/schema.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  currentPath,
  gotoStorefront,
  loggedInContext,
  type Storefront,
  startStorefront,
  type TestPage,
  visitSettled,
  waitForPath,
} from './helpers.js';

const NOT_FOUND = '#b2b-not-found-title';

let store: Storefront;
/** Real ids of the seeded data, so each detail route opens an existing entry (not its own "not found"). */
let sample: { globalId: string; online: number; consultation: number };
beforeAll(async () => {
  store = await startStorefront();
  const firstOf = async (catalogue: 'online' | 'consultation') =>
    (
      await store.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.catalogue, catalogue))
        .orderBy(asc(products.id))
        .limit(1)
    )[0]!.id;
  const [entry] = await store.db.select({ globalId: showcaseEntries.globalId }).from(showcaseEntries).limit(1);
  sample = { globalId: entry!.globalId, online: await firstOf('online'), consultation: await firstOf('consultation') };
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

/** Opens `path` and waits until the storefront has settled (screen chunk loaded, data requests done). */
const visit = visitSettled;

async function isNotFound(page: TestPage): Promise<boolean> {
  return (await page.locator(`b2b-storefront ${NOT_FOUND}`).count()) > 0;
}

// Every route, with sample parameters. Public screens must open for a visitor as they are.
const PUBLIC_ROUTES = () => [
  '/home',
  '/solution',
  '/yellow-pages-products',
  `/yellow-pages-products/detail/${sample.globalId}`,
  '/vnetzone/online',
  '/vnetzone/consultation',
  '/search/online',
  '/search/consultation',
  '/brand/1',
  `/online/detail/${sample.online}`,
  `/consultation/detail/${sample.consultation}`,
  '/login',
  '/register',
  '/invite',
  '/resetpassword',
  '/resetpwd',
  '/help',
  '/reg/networkProtocol',
  '/reg/privacyStatement',
];
// Personal screens: a visitor may be sent to /login?redirect=…; a logged-in admin sees them.
const PERSONAL_ROUTES = [
  '/cart',
  '/purchase',
  '/payment',
  '/order/detail',
  '/enterprise/info',
  '/enterprise/orders',
  '/enterprise/customers',
  '/enterprise/users',
  '/enterprise/invoice/history',
  '/enterprise/invoice/title',
  '/enterprise/invoice/address',
  '/enterprise/invoice/detail',
];

describe('every route (visitor)', () => {
  it('every public route opens its own screen at its own address', async () => {
    const failures: string[] = [];
    const page = await visit('/home');
    for (const path of PUBLIC_ROUTES()) {
      await gotoStorefront(page, path);
      const at = currentPath(page);
      if (at !== path) failures.push(`${path} → ${at}`);
      else if (await isNotFound(page)) failures.push(`${path} shows the not-found page`);
      else if (/找不到页面/.test(await page.title())) failures.push(`${path} has the not-found title`);
    }
    await page.close();
    expect(failures).toEqual([]);
  });

  it('personal routes either open or send the visitor to /login with a redirect back', async () => {
    const failures: string[] = [];
    const page = await visit('/home');
    for (const path of PERSONAL_ROUTES) {
      await gotoStorefront(page, path);
      const at = currentPath(page);
      const toLogin = `/login?redirect=${encodeURIComponent(path)}`;
      if (at !== path && at !== toLogin) failures.push(`${path} → ${at}`);
      else if (await isNotFound(page)) failures.push(`${path} shows the not-found page`);
    }
    await page.close();
    expect(failures).toEqual([]);
  });

  it.each([
    ['/', '/home'],
    ['/vnetzone', '/vnetzone/consultation'],
    ['/search', '/search/online'],
  ])('redirects %s to %s', async (from, to) => {
    const page = await visit(from);
    await waitForPath(page, to);
    expect(await isNotFound(page)).toBe(false);
    await page.close();
  });

  it('sends a visitor from /enterprise to /login with the enterprise info page as the way back', async () => {
    const page = await visit('/enterprise');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/enterprise/info')}`);
    await page.close();
  });

  it.each(['/no/such/page', '/foo/detail/1', '/homepage'])('shows the not-found page for %s', async (path) => {
    const page = await visit(path);
    await expect.poll(() => isNotFound(page), { timeout: 15_000 }).toBe(true);
    expect(currentPath(page)).toBe(path);
    expect(await page.title()).toMatch(/找不到页面/);
    await page.close();
  });
});

describe('every route (logged-in admin)', () => {
  it('every personal route and /enterprise open for the admin of a verified company', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const failures: string[] = [];
    const page = await visit('/home', { context });
    for (const path of PERSONAL_ROUTES) {
      await gotoStorefront(page, path);
      const at = currentPath(page);
      if (at !== path) failures.push(`${path} → ${at}`);
      else if (await isNotFound(page)) failures.push(`${path} shows the not-found page`);
    }
    await gotoStorefront(page, '/enterprise');
    await waitForPath(page, '/enterprise/info');
    await context.close();
    expect(failures).toEqual([]);
  });
});

describe('layout and navigation', () => {
  it('scrolls back to the top after a route change', async () => {
    const page = await visit('/home', { height: 320 });
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.locator('b2b-storefront [part=footer] a', { hasText: '帮助中心' }).first().click();
    await waitForPath(page, '/help');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await page.close();
  });

  it('shows the global header and footer on /home but not on /reg/* pages', async () => {
    const home = await visit('/home');
    expect(await home.locator('b2b-storefront [part=header]').count()).toBe(1);
    expect(await home.locator('b2b-storefront [part=footer]').count()).toBe(1);
    await home.close();
    for (const path of ['/reg/networkProtocol', '/reg/privacyStatement']) {
      const page = await visit(path);
      expect(await page.locator('b2b-storefront main').count()).toBe(1);
      expect(await page.locator('b2b-storefront [part=header]').count()).toBe(0);
      expect(await page.locator('b2b-storefront [part=footer]').count()).toBe(0);
      expect(await page.locator('b2b-storefront [part=nav]').count()).toBe(0);
      await page.close();
    }
  });
});

describe('accessibility of the shell (axe, open shadow roots included)', () => {
  it.each(['/home', '/no/such/page'])('%s has no serious or critical violation', async (path) => {
    const page = await visit(path);
    const violations = await axe(page);
    expect(violations).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.close();
  });
});
