/**
 * Banners as live text: the public read (`GET /api/Banners?type=1`) keeps the spec's fields and adds the button's
 * words; what an operator types in the console (title, subtitle, button) is what the next visitor reads, and the
 * demo pictures carry no words. A banner's link is a storefront page or an http(s) address, else 400 naming
 * LinkUrl with the console's own words (src/contract/storefront-links.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import { auth } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Method = 'GET' | 'POST' | 'PUT';

describeEachDatabase('banners as live text', (getCtx) => {
  let ops = '';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const login = await call('POST', '/api/Operator/login', undefined, {
      Email: 'ops@demo.cn',
      Password: 'Demo@123456',
    });
    ops = login.json().token;
  });

  it('reads the spec fields plus ButtonText, and the demo pictures have no words in them', async () => {
    const list = (await call('GET', '/api/Banners?type=1')).json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(1);
    for (const b of list) {
      expect(Object.keys(b).sort()).toEqual(['ButtonText', 'Id', 'ImageUrl', 'LinkUrl', 'Subtitle', 'Title', 'Type']);
      expect(b.Title).not.toBe('');
      expect(b.ButtonText).not.toBe('');
      const art = await call('GET', String(b.ImageUrl));
      expect(art.statusCode).toBe(200);
      expect(art.body).not.toContain('<text');
      expect(art.body).not.toContain(`>${b.Title}<`);
    }
  });

  it("an operator's new heading, subtitle and button are what the storefront reads next", async () => {
    const [first] = (await call('GET', '/api/Banners?type=1')).json() as { Id: number }[];
    const row = (await call('GET', `/api/Operator/content/banners/${first!.Id}`, ops)).json();
    const saved = await call('PUT', `/api/Operator/content/banners/${first!.Id}`, ops, {
      ...Object.fromEntries(Object.entries(row).filter(([k]) => !['Id', 'Version'].includes(k))),
      Title: '双十二 · 打印耗材专场',
      Subtitle: '硒鼓、墨盒第二件半价',
      ButtonText: '去看看',
      LinkUrl: '/vnetzone/online?categoryId=1',
      Version: row.Version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = ((await call('GET', '/api/Banners?type=1')).json() as Record<string, unknown>[]).find(
      (b) => b.Id === first!.Id,
    );
    expect(shown).toMatchObject({
      Title: '双十二 · 打印耗材专场',
      Subtitle: '硒鼓、墨盒第二件半价',
      ButtonText: '去看看',
      LinkUrl: '/vnetzone/online?categoryId=1',
    });
  });

  it('keeps storefront pages and web addresses as links; refuses the rest with 400 naming LinkUrl', async () => {
    const base = { Title: '链接测试', ImageUrl: '/media/banners/1.svg' };
    for (const LinkUrl of [
      '/home',
      '/brand/2',
      '/online/detail/5',
      '/vnetzone/online?categoryId=3',
      'https://example.cn/a',
      '',
    ]) {
      const res = await call('POST', '/api/Operator/content/banners', ops, { ...base, LinkUrl });
      expect(res.statusCode, `${LinkUrl}: ${res.body}`).toBe(200);
      expect(res.json().LinkUrl).toBe(LinkUrl);
    }
    const before = ((await call('GET', '/api/Operator/content/banners?pageSize=1', ops)).json() as { Total: number })
      .Total;
    const refused: [string, RegExp][] = [
      ['/mall', /^链接“\/mall”不是店铺中的页面/],
      ['/operator/dashboard', /不是店铺中的页面/],
      ['/brand/1/extra', /不是店铺中的页面/],
      ['mall', /^链接须为店铺中的页面/],
      ['//evil.example/x', /^链接须为店铺中的页面/],
      ['javascript:alert(1)', /^链接须为店铺中的页面/],
      ['ftp://x.cn', /^链接须为店铺中的页面/],
    ];
    for (const [LinkUrl, message] of refused) {
      const res = await call('POST', '/api/Operator/content/banners', ops, { ...base, LinkUrl });
      expect(res.statusCode, LinkUrl).toBe(400);
      expect(res.json().Field).toBe('LinkUrl');
      expect(res.json().Error).toMatch(message);
    }
    expect(
      ((await call('GET', '/api/Operator/content/banners?pageSize=1', ops)).json() as { Total: number }).Total,
    ).toBe(before);
    // An edit is held to the same rule, and so is the button's length.
    const [first] = (await call('GET', '/api/Banners?type=1')).json() as { Id: number }[];
    const row = (await call('GET', `/api/Operator/content/banners/${first!.Id}`, ops)).json();
    const edit = await call('PUT', `/api/Operator/content/banners/${first!.Id}`, ops, {
      LinkUrl: '/mall',
      Version: row.Version,
    });
    expect([edit.statusCode, edit.json().Field]).toEqual([400, 'LinkUrl']);
    const long = await call('PUT', `/api/Operator/content/banners/${first!.Id}`, ops, {
      ButtonText: '一二三四五六七八九十一二三四五六七',
      Version: row.Version,
    });
    expect(long.json()).toEqual({ Error: '按钮文字（留空则不显示按钮）不能超过 16 个字', Field: 'ButtonText' });
  });
});
