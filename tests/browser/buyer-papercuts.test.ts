/**
 * Small buyer-facing details in Chromium against the real server: invoice dialogs fed by the complete
 * divisions and prefilled from the company; what a person sees at 1280×800 and 375×812 (boxes measured with
 * getBoundingClientRect, never by eye).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandData } from '../../server/db/seed/catalogue-data.js';
import { logoLayout } from '../../server/db/seed/catalogue-media.js';
import { CAPTCHA_TEXT } from '../server/helpers/accounts.js';
import { fillEvidence } from './evidence-fixture.js';
import {
  apiLogin,
  axe,
  closeBrowser,
  deepText,
  fieldLabel,
  launchBrowser,
  loggedInContext,
  openPage,
  type Storefront,
  startStorefront,
  visitSettled,
} from './helpers.js';

// Every captcha reads CAPTCHA_TEXT, so that a wrong one is wrong for sure.

const SF = 'b2b-storefront';
let store: Storefront;

/** A deployment's own contact details (CONTACT_* variables), instead of the demo's placeholders. */
const CONTACT = {
  hotline: '400-100-2026',
  hours: '每天 8:30-20:00',
  email: 'kefu@example.cn',
  privacyEmail: 'dpo@example.cn',
  address: '浙江省杭州市西湖区文三路 90 号',
  postcode: '310012',
  company: '杭州示范采购科技有限公司',
  icp: '浙ICP备20260001号-2',
  licence: '增值电信业务经营许可证：浙B2-20260001',
};

beforeAll(async () => {
  store = await startStorefront({ contact: CONTACT });
});
afterAll(async () => {
  await closeBrowser();
  await store?.close();
});

describe('invoice dialogs', () => {
  it('the invoice-address dialog offers the complete divisions (all 16 districts of Beijing) and saves', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const page = await visitSettled('/enterprise/invoice/address', { context });
    await page.locator(SF).getByRole('button', { name: '新增地址' }).first().click();
    const form = page.locator(`${SF} form[aria-label="新增收票地址"]`);
    const province = form.getByLabel(fieldLabel('省份'));
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(31);
    await province.selectOption('北京市');
    await expect.poll(() => form.getByLabel(fieldLabel('城市')).inputValue()).toBe('北京市');
    const district = form.getByLabel(fieldLabel('区县'));
    await expect.poll(() => district.locator('option').count()).toBe(17); // placeholder + 16
    // 门头沟区 was missing from the old hand-written list.
    await district.selectOption('门头沟区');
    await form.getByLabel(fieldLabel('收票人')).fill('门收票');
    await form.getByLabel(fieldLabel('手机号码')).fill('13912345670');
    await form.getByLabel(fieldLabel('详细地址')).fill('石龙经济开发区 1 号');
    await page.locator(`${SF} dialog`).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => deepText(page, SF)).toContain('门头沟区 石龙经济开发区 1 号');
    await context.close();
  });

  it('a new invoice title starts from the company name and its 统一社会信用代码', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const company = session.company as { Name: string; CreditCode: string };
    expect(company.CreditCode).toMatch(/^[0-9A-Z]{18}$/);
    const context = await loggedInContext(session);
    const page = await visitSettled('/enterprise/invoice/title', { context });
    await page.locator(SF).getByRole('button', { name: '新增抬头' }).first().click();
    const form = page.locator(`${SF} form[aria-label="新增发票抬头"]`);
    expect(await form.getByLabel(fieldLabel('抬头名称')).inputValue()).toBe(company.Name);
    expect(await form.getByLabel(fieldLabel('纳税人识别号')).inputValue()).toBe(company.CreditCode);
    await context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> =>
  (await page.locator(selector).first().boundingBox())!;
/** Lets every task queued so far run (e.g. a message the http client holds until the form has handled the answer). */
const settleTasks = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('header and messages', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`a message never covers the search button; the header fits (${width} px)`, async () => {
      const context = await loggedInContext(await apiLogin(store, 'buyer@demo.cn'), { width, height });
      const page = await visitSettled('/home', { context, width, height });
      const header = page.locator(`${SF} [part="header"]`);
      const search = page.locator(`${SF} form[role="search"] button[type="submit"]`);
      await expect.poll(() => search.count()).toBe(1);
      const headerBox = (await header.boundingBox())!;
      // At 375 × 812 the header took ~230 px; a phone screen must keep room for the page.
      if (width === 375) expect(headerBox.height).toBeLessThanOrEqual(120);
      // Every control of the header stays inside it and on screen.
      const searchBox = (await search.boundingBox())!;
      expect(searchBox.x + searchBox.width).toBeLessThanOrEqual(width);
      expect(searchBox.y + searchBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      // A long message, as a failed call would show it.
      await page.evaluate(() => {
        const registry = (globalThis as unknown as Record<symbol, Map<string, { set(v: unknown): void }>>)[
          Symbol.for('b2b.core')
        ]!;
        registry.get('messages')!.set([
          {
            id: 901,
            type: 'error',
            text: '服务访问错误：这是一条足够长的提示，用来检查它会不会盖住页面顶部的搜索按钮',
          },
        ]);
      });
      const toast = page.locator('b2b-toasts').getByText('服务访问错误：这是一条');
      await expect.poll(() => toast.count()).toBe(1);
      const toastBox = await toast.evaluate((el) => {
        const r = (el.closest('[role]') ?? el.parentElement ?? el).getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      expect(overlaps(toastBox, searchBox)).toBe(false);
      expect(overlaps(toastBox, headerBox)).toBe(false);
      await context.close();
    });
  }
});

describe('the user menu at 375 px', () => {
  it("shows the administrator's whole name and the 管理员 badge on one line", async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session, { width: 375, height: 812 });
    const page = await visitSettled('/home', { context, width: 375, height: 812 });
    const name = page.locator(`${SF} [part="header"] button[aria-haspopup] span.name`).first();
    await expect.poll(() => name.count()).toBe(1);
    // Not cut to 您好，… : the name fits its box.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await name.innerText()).toContain((session.user as { Name: string }).Name);
    const badge = (await page.locator(`${SF} [part="header"]`).getByText('管理员', { exact: true }).boundingBox())!;
    expect(badge.height).toBeLessThanOrEqual(24);
    await context.close();
  });
});

describe('cart column headers', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`the cart names its columns 商品 · 单价 · 数量 · 小计 · 操作 (${width} px)`, async () => {
      const session = await apiLogin(store, 'buyer@demo.cn');
      const headers = { authorization: `Bearer ${session.token}` };
      for (const id of [1, 48])
        await store.app.inject({
          method: 'POST',
          url: '/api/ShoppingCarts/items',
          headers,
          payload: { ProductId: id, Quantity: 2, Region: 1 },
        });
      const context = await loggedInContext(session, { width, height });
      const page = await visitSettled('/cart', { context, width, height });
      const table = page.locator(SF).getByRole('table', { name: '购物车商品' });
      await expect.poll(() => table.locator('[part="cart-line"]').count()).toBeGreaterThanOrEqual(2);
      // Named for assistive technology at every width.
      const names = await table.getByRole('columnheader').allInnerTexts();
      expect(names.map((n) => n.trim())).toEqual(['选择', '商品', '单价', '数量', '小计', '操作']);
      const line = table.locator('[part="cart-line"]').first();
      const cells = line.getByRole('cell');
      expect(await cells.count()).toBe(6);
      if (width === 1280) {
        // Each visible header stands above its own column.
        for (const [i, name] of [
          [1, '商品'],
          [2, '单价'],
          [3, '数量'],
          [4, '小计'],
          [5, '操作'],
        ] as const) {
          const head = (await table.getByRole('columnheader', { name, exact: true }).boundingBox())!;
          const cell = (await cells.nth(i).boundingBox())!;
          expect(head.height).toBeGreaterThan(10);
          expect(head.x).toBeGreaterThanOrEqual(cell.x - 1);
          expect(head.x).toBeLessThan(cell.x + cell.width);
          expect(head.y + head.height).toBeLessThanOrEqual(cell.y);
        }
      } else {
        // A phone shows each line as a card that names its figures; nothing runs off the screen.
        const text = await line.innerText();
        expect(text).toContain('单价');
        expect(text).toContain('小计');
        const lineBox = (await line.boundingBox())!;
        expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }
});

describe('contact details are configuration', () => {
  it('the legal texts and the help centre show the configured hotline, mails and address, not the demo placeholders', async () => {
    const page = await visitSettled('/reg/networkProtocol');
    await expect.poll(() => deepText(page, SF)).toContain(`客服热线 ${CONTACT.hotline}（${CONTACT.hours}）`);
    let text = await deepText(page, SF);
    expect(text).toContain(`客服邮箱 ${CONTACT.email}`);
    expect(text).toContain(`${CONTACT.address} 客户服务部（邮编 ${CONTACT.postcode}）`);
    for (const placeholder of ['400-820-0000', '示范路', 'b2b-demo.cn', '{hotline}'])
      expect(text).not.toContain(placeholder);

    await page.goto(`${store.url}/reg/privacyStatement`);
    await expect.poll(() => deepText(page, SF)).toContain(`电子邮箱 ${CONTACT.privacyEmail}`);
    text = await deepText(page, SF);
    expect(text).toContain(`客服热线 ${CONTACT.hotline}`);
    expect(text).not.toContain('示范路');

    await page.goto(`${store.url}/help`);
    const box = page.locator(`${SF} [part="help-contact"]`);
    // Polled on what is shown: the page is built hidden while the first frame stays on screen (innerText is then '').
    await expect.poll(() => box.innerText()).toContain(CONTACT.hotline);
    expect(await box.count()).toBe(1);
    const help = await box.innerText();
    expect(help).toContain(CONTACT.hotline);
    expect(help).toContain(CONTACT.hours);
    expect(await box.getByRole('link', { name: CONTACT.email }).getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
    await page.context().close();
  });

  it('the footer names the operator: hotline, address, company, ICP备案号 (to the MIIT register) and licence', async () => {
    const page = await visitSettled('/home');
    const footer = page.locator(`${SF} [part="footer"]`);
    // Asked for only once the footer comes near the screen.
    expect(page.requestLog.filter((u) => u.includes('/api/Help/contact'))).toEqual([]);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.innerText()).toContain(CONTACT.icp);
    const text = await footer.innerText();
    for (const part of [`客服热线 ${CONTACT.hotline}`, CONTACT.address, CONTACT.company, CONTACT.licence])
      expect(text).toContain(part);
    expect(await footer.getByRole('link', { name: CONTACT.icp }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn/',
    );
    expect(await footer.getByRole('link', { name: /客服热线/ }).getAttribute('href')).toBe('tel:4001002026');
    expect(await axe(page, { include: SF })).toEqual([]);
    await page.context().close();
  });

  it('the first Tab stop is 跳到主要内容, which moves focus to the main region; a heading focused after a navigation is not ringed', async () => {
    const page = await visitSettled('/home');
    await page.keyboard.press('Tab');
    const skip = page.locator(`${SF} [part="skip-link"]`);
    await expect
      .poll(() =>
        skip.evaluate(
          (el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el,
        ),
      )
      .toBe(true);
    expect(await skip.innerText()).toBe('跳到主要内容');
    const box = await skip.boundingBox();
    expect(box && box.width > 40 && box.height > 20).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('b2b-storefront')?.shadowRoot?.activeElement?.id))
      .toBe('b2b-main');
    // Keyboard navigation to another page: focus goes to its heading, drawn without an outline.
    await page.locator(`${SF} a[href="/help"]`).first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('b2b-storefront')?.shadowRoot?.activeElement?.tagName))
      .toBe('H1');
    const focus = await page.evaluate(() => {
      const h1 = document.querySelector('b2b-storefront')?.shadowRoot?.activeElement as HTMLElement;
      const style = getComputedStyle(h1);
      return { outline: style.outlineStyle, underline: style.textDecorationLine, shadow: style.boxShadow };
    });
    // A line under the heading's words shows where focus is; no ring across the page.
    expect(focus).toEqual({ outline: 'none', underline: 'underline', shadow: 'none' });
    await page.context().close();
  });

  it('before the storefront has started (no JavaScript yet), the first Tab stop is 跳到主要内容 too', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${store.url}/home`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    const box = await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      return { width: r.width, height: r.height };
    });
    expect(box.width > 40 && box.height > 20).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('b2b-shell-main');
    await context.close();
  });

  it('the site has its icons: a favicon (also at /favicon.ico), the app icons and a manifest naming them', async () => {
    const html = await (await fetch(`${store.url}/home`)).text();
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links.map(([rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon', 'manifest']);
    const manifestHref = links.find(([rel]) => rel === 'manifest')![1]!;
    const manifest = (await (await fetch(new URL(manifestHref, store.url))).json()) as { icons: { src: string }[] };
    const icons = [
      ...links.filter(([rel]) => rel !== 'manifest').map(([, href]) => href!),
      ...manifest.icons.map((i) => i.src),
      '/favicon.ico',
    ];
    for (const href of icons) {
      const res = await fetch(new URL(href, store.url));
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toMatch(/^image\//);
      expect((await res.arrayBuffer()).byteLength, href).toBeGreaterThan(100);
    }
  });
});

/**
 * How tall the name is drawn in a brand's logo: its glyph size in the drawing (logoLayout, the generator's geometry)
 * scaled by the size the picture is drawn at inside its box (object-fit: contain).
 */
async function wordmarkHeights(page: Page, selector: string): Promise<number[]> {
  const imgs = page.locator(selector);
  await expect
    .poll(() => imgs.evaluateAll((list) => list.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const drawn = await imgs.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      const height = Math.min(box.height, (box.width * img.naturalHeight) / img.naturalWidth);
      return { src: img.src, height };
    }),
  );
  return drawn.map(({ src, height }) => {
    const slug = /\/media\/brands\/([a-z]+)\.webp$/.exec(src)?.[1];
    const brand = brandData.find((b) => b.slug === slug);
    if (!brand) throw new Error(`not a demo brand logo: ${src}`);
    const layout = logoLayout(brand.name);
    return (layout.size / layout.height) * height;
  });
}

describe('logos, solution cards and the carousel', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`brand wordmarks are drawn large enough to read and stay on screen (${width} px)`, async () => {
      const page = await visitSettled('/brand/1', { width, height });
      const logo = `${SF} [part="brand"] img.logo`;
      await expect.poll(() => page.locator(logo).count()).toBe(1);
      for (const h of await wordmarkHeights(page, logo)) expect(h).toBeGreaterThanOrEqual(26);
      const box = await boxOf(page, logo);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The brand list's chips keep each name on one line.
      const chip = page.locator(`${SF} [part="brand-list"] a`).first();
      const chipBox = (await chip.boundingBox())!;
      expect(chipBox.height).toBeLessThan(48);

      await page.goto(`${store.url}/home`);
      const cards = `${SF} section[aria-labelledby="home-brands"] li img`;
      await expect.poll(() => page.locator(cards).count()).toBeGreaterThan(3);
      for (const h of await wordmarkHeights(page, cards)) expect(h).toBeGreaterThanOrEqual(26);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });

    it(`solution cards: the picture does not repeat the title and the title never runs into it (${width} px)`, async () => {
      const page = await visitSettled('/solution', { width, height });
      const cards = page.locator(`${SF} article[aria-labelledby^="solution-"]`);
      await expect.poll(() => cards.count()).toBeGreaterThan(2);
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        const title = (await card.getByRole('heading').first().innerText()).trim();
        const src = (await card.locator('img').first().getAttribute('src'))!;
        const art = await (await fetch(new URL(src, store.url))).text();
        // No words drawn in the picture (its aria-label may name it): the card's own heading is the title.
        expect(art).not.toContain('<text');
        expect(art).not.toContain(`>${title}<`);
        const img = (await card.locator('img').first().boundingBox())!;
        const heading = (await card.getByRole('heading').first().boundingBox())!;
        expect(overlaps(img, heading)).toBe(false);
      }
      await page.context().close();
    });

    it(`the banner's words are text over a wordless picture, clear of the carousel's controls (${width} × ${height})`, async () => {
      const page = await visitSettled('/home', { width, height });
      const slide = page.locator(`${SF} [part="banner"]`).first();
      const img = slide.locator('img');
      await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete)).toBe(true);
      const art = await (await fetch(new URL((await img.getAttribute('src'))!, store.url))).text();
      expect(art).not.toContain('<text');
      const heading = slide.getByRole('heading');
      const title = (await heading.boundingBox())!;
      const box = (await slide.boundingBox())!;
      expect(title.width).toBeGreaterThan(50);
      // Inside the banner and readable size at any width (text, so sharp).
      expect(title.x).toBeGreaterThanOrEqual(box.x);
      expect(title.x + title.width).toBeLessThanOrEqual(box.x + box.width);
      expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height);
      const size = await heading.evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));
      expect(size).toBeGreaterThanOrEqual(18);
      const [first] = (await (await fetch(new URL('/api/Banners?type=1', store.url))).json()) as {
        Subtitle: string;
        ButtonText: string;
      }[];
      const words = [title];
      for (const text of [first!.Subtitle, first!.ButtonText])
        words.push((await slide.getByText(text, { exact: true }).boundingBox())!);
      for (const name of ['上一张', '下一张', '暂停自动播放', /^第 1 张/]) {
        const control = page.locator(SF).getByRole('button', { name }).first();
        if (!(await control.count())) continue;
        const at = (await control.boundingBox())!;
        for (const w of words) expect(overlaps(at, w), String(name)).toBe(false);
      }
      await page.context().close();
    });
  }
});

describe('a refusal is said once', () => {
  it('register: a wrong captcha is shown by its field, with no toast repeating it', async () => {
    const email = `once-${Date.now().toString(36)}@example.cn`;
    const page = await visitSettled('/register');
    const form = page.locator(`${SF} form[aria-label="企业注册"]`);
    await form.getByLabel(fieldLabel('邮箱')).fill(email);
    await form.getByRole('button', { name: '获取验证码' }).click();
    let code = '';
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${store.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
          To: string;
          Text: string;
        }[];
        code = /(\d{6})/.exec(mails.find((m) => m.To === email)?.Text ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await form.getByLabel(fieldLabel('邮箱验证码')).fill(code);
    await form.getByLabel(fieldLabel('图形验证码')).fill(CAPTCHA_TEXT.toLowerCase() === 'wxyz' ? 'QRST' : 'WXYZ');
    await form.getByLabel(fieldLabel('企业名称')).fill('杭州一次科技有限公司');
    await form.getByLabel(fieldLabel('联系人姓名')).fill('钱一次');
    await form.getByLabel(fieldLabel('手机号码')).fill('13812345678');
    await form.getByLabel(fieldLabel('密码')).fill('Passw0rd2026');
    await form.getByLabel(fieldLabel('确认密码')).fill('Passw0rd2026');
    await form.getByRole('checkbox').check();
    await fillEvidence(form);
    await form.getByRole('button', { name: '同意协议并注册' }).click();
    await expect.poll(() => form.innerText()).toContain('图形验证码错误或已过期');
    await settleTasks(page);
    expect(await deepText(page, 'b2b-toasts')).not.toContain('图形验证码错误或已过期');
    await page.context().close();
  });

  it('enterprise customer dialog: a server refusal of a field is shown there only', async () => {
    const session = await apiLogin(store, 'admin@demo.cn');
    const context = await loggedInContext(session);
    const page = await openPage('/enterprise/customers', { context });
    // A rule only the server knows (the client checks the format, not who else uses the number): answered here.
    await page.route('**/api/Company/customers', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ Error: '该手机号已被其他客户使用', Field: 'Mobile' }),
          })
        : route.fallback(),
    );
    await page.locator(SF).getByRole('button', { name: '新增客户' }).first().click();
    const form = page.locator(`${SF} form[aria-label="新增客户"]`);
    await form.getByLabel(fieldLabel('客户名称')).fill('杭州重复税号有限公司');
    await form.getByLabel(fieldLabel('手机号')).fill('13912345678');
    await page.locator(`${SF} dialog`).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => form.innerText()).toContain('该手机号已被其他客户使用');
    await settleTasks(page);
    expect(await deepText(page, 'b2b-toasts')).not.toContain('该手机号已被其他客户使用');
    // The input is kept for the correction.
    expect(await form.getByLabel(fieldLabel('手机号')).inputValue()).toBe('13912345678');
    await context.close();
  });
});
