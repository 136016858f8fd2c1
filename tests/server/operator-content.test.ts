/**
 * Content management in the operator console (/api/Operator/content/<resource>, /api/Operator/media): every
 * resource refused to anonymous visitors and company users; create → edit → delete each shown by the
 * storefront's public read right after (the catalogue cache is dropped); an edit or delete of a stale version
 * refused (409); audit entries with before/after; deletes that would break data refused with the reason;
 * Chinese validation naming the field; uploads sniffed by content, size-capped, resized to the storefront's
 * sizes and served from the database with a long cache.
 */

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Item {
  Id: number | string;
  Version: number;
  [key: string]: unknown;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describeEachDatabase('operator content', (getCtx) => {
  let ops = '';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    getCtx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
  const audit = async (entity: string, id: string | number) =>
    rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      getCtx().db,
      sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
    );

  let refs: { brand: number; category: number; supplier: number; product: number };
  beforeAll(async () => {
    const login = await call('POST', '/api/Operator/login', undefined, {
      Email: 'ops@demo.cn',
      Password: 'Demo@123456',
    });
    expect(login.statusCode).toBe(200);
    ops = login.json().token;
    const o = (await call('GET', '/api/Operator/catalogue/options', ops)).json();
    const product = (await call('GET', '/api/Operator/products?catalogue=online&onSale=true', ops)).json().Items[0];
    refs = { brand: o.Brands[0].Id, category: o.Categories[0].Id, supplier: o.Suppliers[0].Id, product: product.Id };
  });

  /** A valid new row of each resource, its title field, and the public read that must show it. */
  const cases = (stamp: string) => ({
    brands: {
      body: { Name: `测试品牌${stamp}`, LogoUrl: '/media/brands/andun.svg', Description: '简介', Sort: 0 },
      title: 'Name',
      read: '/api/Brands',
    },
    categories: {
      body: { Name: `测试分类${stamp}`, ParentId: null, Displayed: true, Sort: 0 },
      title: 'Name',
      read: '/api/Categories',
    },
    suppliers: {
      body: { Name: `测试供应商${stamp}`, LogoUrl: '/media/suppliers/hugong.svg', Province: '江苏', City: '苏州' },
      title: 'Name',
      read: '/api/Suppliers',
    },
    banners: {
      body: {
        Title: `测试横幅${stamp}`,
        ImageUrl: '/media/banners/1.svg',
        LinkUrl: '/vnetzone/online',
        Enabled: true,
        Sort: 0,
      },
      title: 'Title',
      read: '/api/Banners?type=1',
    },
    solutions: {
      body: {
        Title: `测试方案${stamp}`,
        Summary: '摘要',
        ImageUrl: '/media/solutions/1.svg',
        CategoryId: refs.category,
        Featured: true,
        ProductIds: [refs.product],
      },
      title: 'Title',
      read: '/api/FeaturedSolutions',
    },
    showcase: {
      body: {
        Name: `测试黄页${stamp}`,
        SupplierId: refs.supplier,
        CategoryId: refs.category,
        BrandId: null,
        ImageUrl: '/media/products/x.svg',
        Summary: '摘要',
      },
      title: 'Name',
      read: `/api/YellowPages/products?keyword=${encodeURIComponent(`测试黄页${stamp}`)}`,
    },
    help: {
      body: { Title: `测试帮助${stamp}`, Category: '购物流程', Body: '正文内容' },
      title: 'Title',
      read: '/api/Help',
    },
  });
  const RESOURCES = ['brands', 'categories', 'suppliers', 'banners', 'solutions', 'showcase', 'help'] as const;

  it('refuses every content route and the upload to anonymous visitors and company users (403)', async () => {
    const admin = await tokenFor(getCtx(), 'admin@demo.cn');
    for (const resource of RESOURCES) {
      const base = `/api/Operator/content/${resource}`;
      for (const token of [undefined, admin]) {
        const expected = 403;
        expect((await call('GET', base, token)).statusCode, `${resource} list`).toBe(expected);
        expect((await call('POST', base, token, { Name: 'x', Title: 'x' })).statusCode, `${resource} create`).toBe(
          expected,
        );
        expect((await call('PUT', `${base}/1`, token, { Version: 0 })).statusCode).toBe(expected);
        expect((await call('DELETE', `${base}/1?version=0`, token)).statusCode).toBe(expected);
      }
    }
    const upload = await getCtx().app.inject({
      method: 'POST',
      url: '/api/Operator/media?kind=product',
      headers: { ...auth(admin), 'content-type': 'image/png' },
      payload: await png(100, 100),
    });
    expect(upload.statusCode).toBe(403);
    // Nothing was written: the seed's first brand is still there under its name.
    expect((await call('GET', '/api/Operator/content/brands/1', ops)).statusCode).toBe(200);
  });

  for (const resource of RESOURCES) {
    it(`${resource}: create, edit and delete show in the storefront at once, with audit entries and 409 on a stale version`, async () => {
      const c = cases(`${resource}-${Date.now()}`)[resource];
      const base = `/api/Operator/content/${resource}`;
      const title = String(c.body[c.title as keyof typeof c.body]);
      // Read first, so the public answer is cached: the write must drop it.
      expect(JSON.stringify((await call('GET', c.read)).json())).not.toContain(title);

      const created = await call('POST', base, ops, c.body);
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json() as Item;
      expect(item[c.title]).toBe(title);
      expect(item.Version).toBe(0);
      expect(JSON.stringify((await call('GET', c.read)).json())).toContain(title);

      const renamed = `${title}改`;
      const read = c.read.includes('keyword=')
        ? c.read.replace(/keyword=[^&]*/, `keyword=${encodeURIComponent(renamed)}`)
        : c.read;
      const updated = await call('PUT', `${base}/${item.Id}`, ops, { ...c.body, [c.title]: renamed, Version: 0 });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((updated.json() as Item).Version).toBe(1);
      expect(JSON.stringify((await call('GET', read)).json())).toContain(renamed);

      // Another operator's edit from the old version is refused and changes nothing.
      const stale = await call('PUT', `${base}/${item.Id}`, ops, { ...c.body, [c.title]: '过期的修改', Version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().Error).toMatch(/已被其他运营人员修改，请刷新后重试/);
      expect((await call('DELETE', `${base}/${item.Id}?version=0`, ops)).statusCode).toBe(409);
      expect((await call('GET', `${base}/${item.Id}`, ops)).json()[c.title]).toBe(renamed);

      const deleted = await call('DELETE', `${base}/${item.Id}?version=1`, ops);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(JSON.stringify((await call('GET', read)).json())).not.toContain(renamed);
      expect((await call('GET', `${base}/${item.Id}`, ops)).statusCode).toBe(404);

      const entity = {
        brands: 'brand',
        categories: 'category',
        suppliers: 'supplier',
        banners: 'banner',
        solutions: 'solution',
        showcase: 'showcase',
        help: 'help',
      }[resource];
      const entries = await audit(entity, item.Id);
      expect(entries.map((e) => e.action)).toEqual([`${entity}.create`, `${entity}.update`, `${entity}.delete`]);
      expect(entries[1]!.before![c.title]).toBe(title);
      expect(entries[1]!.after![c.title]).toBe(renamed);
      expect(entries[2]!.after).toBeNull();
    });
  }

  it('two operators saving the same row at once: exactly one wins, the other gets 409', async () => {
    const help = (
      await call('POST', '/api/Operator/content/help', ops, { Title: `并发帮助${Date.now()}`, Body: '正文' })
    ).json() as Item;
    const [a, b] = await Promise.all([
      call('PUT', `/api/Operator/content/help/${help.Id}`, ops, { Title: '甲的标题', Version: 0 }),
      call('PUT', `/api/Operator/content/help/${help.Id}`, ops, { Title: '乙的标题', Version: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json() as Item;
    const saved = (await call('GET', `/api/Operator/content/help/${help.Id}`, ops)).json() as Item;
    expect(saved.Title).toBe(winner.Title);
    expect(saved.Version).toBe(1);
    expect((await audit('help', help.Id)).map((e) => e.action)).toEqual(['help.create', 'help.update']);
  });

  it('refuses deletes that would break data, with the reason, and keeps the row', async () => {
    const brand = (await call('GET', `/api/Operator/content/brands/${refs.brand}`, ops)).json() as Item;
    const res = await call('DELETE', `/api/Operator/content/brands/${refs.brand}?version=${brand.Version}`, ops);
    expect(res.statusCode).toBe(409);
    expect(res.json().Error).toMatch(/该品牌下还有 \d+ 个商品，不能删除/);

    const parent = (
      await call('POST', '/api/Operator/content/categories', ops, { Name: `父分类${Date.now()}` })
    ).json() as Item;
    const child = await call('POST', '/api/Operator/content/categories', ops, {
      Name: `子分类${Date.now()}`,
      ParentId: parent.Id,
    });
    expect(child.statusCode).toBe(200);
    const refused = await call('DELETE', `/api/Operator/content/categories/${parent.Id}?version=0`, ops);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Error).toBe('该分类下还有 1 个下级分类，不能删除；请先移走或删除下级分类');
    // No loop in the tree: the parent cannot be put under its own child.
    const loop = await call('PUT', `/api/Operator/content/categories/${parent.Id}`, ops, {
      Name: parent.Name as string,
      ParentId: child.json().Id,
      Version: 0,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({ Error: '上级分类不能是它自己或它的下级分类', Field: 'ParentId' });
    expect((await call('GET', `/api/Operator/content/categories/${parent.Id}`, ops)).json().ParentId).toBeNull();
  });

  it('answers bad input with a Chinese message naming the field and writes nothing', async () => {
    const before = (await call('GET', '/api/Operator/content/brands?pageSize=1', ops)).json().Total;
    const cases: [object, string, string][] = [
      [{ Name: '  ', LogoUrl: '/media/brands/andun.svg' }, 'Name', '请填写品牌名称'],
      [{ Name: '新品牌甲' }, 'LogoUrl', '请上传品牌标志'],
      [{ Name: '新品牌甲', LogoUrl: 'javascript:alert(1)' }, 'LogoUrl', '品牌标志须为本站上传的图片，请重新上传'],
      [{ Name: '新品牌甲', LogoUrl: '/media/a.svg', Sort: -1 }, 'Sort', '排序（小的在前）须为 0 到 100000 之间的整数'],
      [{ Name: '安盾', LogoUrl: '/media/a.svg' }, 'Name', '品牌名称「安盾」已存在'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/Operator/content/brands', ops, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ Error: message, Field: field });
    }
    const link = await call('POST', '/api/Operator/content/banners', ops, {
      Title: 't',
      ImageUrl: '/media/b.png',
      LinkUrl: 'ftp://x',
    });
    expect(link.json().Field).toBe('LinkUrl');
    const missing = await call('POST', '/api/Operator/content/solutions', ops, {
      Title: 't',
      Summary: 's',
      ImageUrl: '/media/s.png',
      ProductIds: [999999],
    });
    expect(missing.json()).toEqual({ Error: '商品编号 999999 不存在', Field: 'ProductIds' });
    expect((await call('GET', '/api/Operator/content/brands?pageSize=1', ops)).json().Total).toBe(before);
  });

  it("edits a 黄页 entry's specs: they show on its public page at once; a half-filled row is refused", async () => {
    const stamp = `${getCtx().kind}-specs-${Date.now()}`;
    const created = await call('POST', '/api/Operator/content/showcase', ops, {
      ...cases(stamp).showcase.body,
      Specs: [{ Name: ' 材质 ', Value: '304 不锈钢' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json();
    expect(entry.Specs).toEqual([{ Name: '材质', Value: '304 不锈钢' }]);
    const publicUrl = `/api/YellowPages/products/${entry.Id}`;
    // Read (and cache) the public page first, so the edit has to drop the cached answer.
    expect((await call('GET', publicUrl)).json().Specs).toEqual([{ Name: '材质', Value: '304 不锈钢' }]);

    const specs = [
      { Name: '材质', Value: '316L 不锈钢' },
      { Name: '产地', Value: '江苏无锡' },
    ];
    const put = `/api/Operator/content/showcase/${entry.Id}`;
    const edited = await call('PUT', put, ops, { Specs: specs, Version: entry.Version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Name).toBe(entry.Name); // fields left out keep their value
    expect((await call('GET', publicUrl)).json().Specs).toEqual(specs);
    // Leaving Specs out keeps them.
    const again = await call('PUT', put, ops, { Summary: '新摘要', Version: edited.json().Version });
    expect(again.json().Specs).toEqual(specs);

    const version = again.json().Version;
    const bad: [object[], string][] = [
      [[{ Name: '', Value: '白色' }], '第 1 项规格请填写名称'],
      [
        [
          { Name: '材质', Value: '钢' },
          { Name: '颜色', Value: '  ' },
        ],
        '规格“颜色”请填写内容',
      ],
      [[{ Name: '名'.repeat(33), Value: '值' }], '第 1 项规格名称不能超过 32 个字'],
      [Array.from({ length: 51 }, (_, i) => ({ Name: `项${i}`, Value: '值' })), '规格参数最多 50 项'],
    ];
    for (const [rows, message] of bad) {
      const res = await call('PUT', put, ops, { Specs: rows, Version: version });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Error: message, Field: 'Specs' });
    }
    expect((await call('GET', publicUrl)).json().Specs).toEqual(specs);
    const [update] = (await audit('showcase', entry.Id)).filter((a) => a.action === 'showcase.update');
    expect(update?.before?.Specs).toEqual([{ Name: '材质', Value: '304 不锈钢' }]);
    expect(update?.after?.Specs).toEqual(specs);
  });

  it('hides a switched-off banner and shows the products an operator chose on the solution page', async () => {
    const banner = (
      await call('POST', '/api/Operator/content/banners', ops, {
        Title: '关闭的横幅',
        ImageUrl: '/media/banners/1.svg',
        Enabled: false,
      })
    ).json() as Item;
    expect(banner.Enabled).toBe(false);
    expect(JSON.stringify((await call('GET', '/api/Banners?type=1')).json())).not.toContain('关闭的横幅');

    const solution = (
      await call('POST', '/api/Operator/content/solutions', ops, {
        Title: '指定商品的方案',
        Summary: '摘要',
        ImageUrl: '/media/solutions/1.svg',
        ProductIds: [refs.product],
      })
    ).json() as Item;
    const detail = (await call('GET', `/api/Solutions/${solution.Id}?region=1`)).json();
    expect(detail.Products.map((p: { Id: number }) => p.Id)).toEqual([refs.product]);
  });

  describe('image upload', () => {
    const upload = (kind: string, payload: Buffer, type = 'image/png') =>
      getCtx().app.inject({
        method: 'POST',
        url: `/api/Operator/media?kind=${kind}`,
        headers: { ...auth(ops), 'content-type': type },
        payload,
      });
    const sizeOf = async (url: string) => {
      const res = await getCtx().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(res.rawPayload).metadata();
      return [meta.width, meta.height, meta.format];
    };

    it('resizes a product picture to 800×800 and a 240×240 thumbnail, served from the database', async () => {
      const res = await upload('product', await png(1000, 500));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.Url).toMatch(/^\/media\/uploads\/[a-f0-9]{24}-800x800\.webp$/);
      expect(await sizeOf(body.Url)).toEqual([800, 800, 'webp']);
      expect(await sizeOf(body.ThumbnailUrl)).toEqual([240, 240, 'webp']);
      const banner = (await upload('banner', await png(600, 600), 'application/octet-stream')).json();
      expect(await sizeOf(banner.Url)).toEqual([1200, 400, 'webp']);
      const entries = await audit('media', body.Url.split('/').pop());
      expect(entries[0]?.action).toBe('media.upload');
    });

    it('refuses what is not a JPG, PNG or WebP by its content, and a file over 5 MB', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const [payload, type] of [
        [svg, 'image/png'],
        [Buffer.from('not an image at all'), 'image/jpeg'],
      ] as const) {
        const res = await upload('product', payload, type);
        expect(res.statusCode).toBe(400);
        expect(res.json().Error).toBe('仅支持 JPG、PNG 或 WebP 格式的图片');
      }
      const broken = Buffer.concat([(await png(100, 100)).subarray(0, 40)]);
      const res = await upload('product', broken);
      expect(res.statusCode).toBe(400);
      expect(res.json().Error).toBe('图片已损坏或过大，无法读取，请换一张图片');
      const big = await upload('product', Buffer.alloc(5 * 1024 * 1024 + 10, 0xff));
      expect(big.statusCode).toBe(400);
      expect(big.json().Error).toBe('请求内容过大');
      expect(
        (await getCtx().app.inject({ method: 'GET', url: '/media/uploads/0123456789abcdef01234567-800x800.webp' }))
          .statusCode,
      ).toBe(404);
    });
  });
});
