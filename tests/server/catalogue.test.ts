import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productPrices, products } from '../../server/db/schema.js';
import { auth, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

describeEachDatabase('catalogue', (ctx) => {
  it('lists the regions in order, 华东 first', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/Regions' });
    expect(res.statusCode).toBe(200);
    const regions = res.json() as { Id: number; Name: string }[];
    expect(regions.slice(0, 5)).toEqual([
      { Id: 1, Name: '华东' },
      { Id: 2, Name: '华北' },
      { Id: 3, Name: '华南' },
      { Id: 4, Name: '西南' },
      { Id: 5, Name: '华中' },
    ]);
  });

  it('answers the home page banners of type 1 with local images', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/Banners?type=1' });
    expect(res.statusCode).toBe(200);
    const banners = res.json() as { Type: number; ImageUrl: string; Title: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(4);
    for (const b of banners) {
      expect(b.Type).toBe(1);
      expect(b.ImageUrl).toMatch(/^\/media\/banners\/\d+\.svg$/);
    }
    const image = await ctx().app.inject({ method: 'GET', url: banners[0]!.ImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Banners?type=abc' })).statusCode).toBe(400);
  });

  it('lists brands with product counts and shows one brand; unknown brand → 404', async () => {
    const list = (await ctx().app.inject({ method: 'GET', url: '/api/Brands' })).json() as {
      Id: number;
      Name: string;
      ProductCount: number;
      LogoUrl: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((b) => b.ProductCount > 0)).toBe(true);
    for (const brand of list.slice(0, 3)) {
      const products = (
        await ctx().app.inject({ method: 'GET', url: `/api/Products?brandId=${brand.Id}&pageSize=1` })
      ).json() as { Total: number };
      expect(brand.ProductCount).toBe(products.Total);
    }
    expect(list.reduce((s, b) => s + b.ProductCount, 0)).toBeGreaterThanOrEqual(200);
    const logo = await ctx().app.inject({ method: 'GET', url: list[0]!.LogoUrl });
    expect(logo.statusCode).toBe(200);
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/Brands/${list[0]!.Id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ Id: list[0]!.Id, Name: list[0]!.Name, ProductCount: list[0]!.ProductCount });
    expect((detail.json() as { Story: string }).Story.length).toBeGreaterThan(20);
    const missing = await ctx().app.inject({ method: 'GET', url: '/api/Brands/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Error: '品牌不存在' });
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Brands/abc' })).statusCode).toBe(400);
  });

  it('lists featured solutions and shows one with its body and products', async () => {
    const list = (await ctx().app.inject({ method: 'GET', url: '/api/FeaturedSolutions' })).json() as {
      Id: number;
      CategoryName: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/Solutions/${list[0]!.Id}` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json() as { Body: string; Products: { CategoryName: string }[]; CategoryName: string };
    expect(body.Body).toContain('方案');
    expect(body.Products.length).toBeGreaterThan(0);
    expect(body.Products.every((p) => p.CategoryName === body.CategoryName)).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Solutions/9999' })).statusCode).toBe(404);
  });

  it('filters categories by SolutionAvailable and Displayed', async () => {
    const all = (await ctx().app.inject({ method: 'GET', url: '/api/Categories' })).json() as {
      SolutionAvailable: boolean;
      Displayed: boolean;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(12);
    const solution = (
      await ctx().app.inject({ method: 'GET', url: '/api/Categories?SolutionAvailable=true' })
    ).json() as typeof all;
    expect(solution.length).toBeGreaterThan(0);
    expect(solution.length).toBeLessThan(all.length);
    expect(solution.every((c) => c.SolutionAvailable)).toBe(true);
    const displayed = (
      await ctx().app.inject({ method: 'GET', url: '/api/Categories/displayed?SolutionAvailable=true' })
    ).json() as typeof all;
    expect(displayed.length).toBeGreaterThan(0);
    expect(displayed.every((c) => c.SolutionAvailable && c.Displayed)).toBe(true);
    expect(displayed.length).toBeLessThan(solution.length);
  });

  it('lists suppliers and the displayed ones', async () => {
    const all = (await ctx().app.inject({ method: 'GET', url: '/api/Suppliers' })).json() as {
      Displayed: boolean;
      Province: string;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    const displayed = (await ctx().app.inject({ method: 'GET', url: '/api/Suppliers/displayed' })).json() as typeof all;
    expect(displayed.length).toBeGreaterThan(0);
    expect(displayed.length).toBeLessThan(all.length);
    expect(displayed.every((s) => s.Displayed)).toBe(true);
  });

  it('pages products per catalogue with region prices', async () => {
    const online = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?catalogue=online&page=1&pageSize=10&region=1' })
    ).json() as {
      Items: { Catalogue: string; Price: string | null }[];
      Total: number;
      Page: number;
      PageSize: number;
    };
    expect(online.Items).toHaveLength(10);
    expect(online.Page).toBe(1);
    expect(online.PageSize).toBe(10);
    expect(online.Items.every((p) => p.Catalogue === 'online' && /^\d+\.\d{2}$/.test(p.Price ?? ''))).toBe(true);
    const consultation = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?catalogue=consultation&pageSize=100' })
    ).json() as typeof online;
    expect(consultation.Items.length).toBeGreaterThan(0);
    expect(consultation.Items.every((p) => p.Catalogue === 'consultation' && p.Price === null)).toBe(true);
    expect(online.Total + consultation.Total).toBeGreaterThanOrEqual(200);
    const all = (await ctx().app.inject({ method: 'GET', url: '/api/Products?pageSize=1' })).json() as typeof online;
    expect(all.Total).toBe(online.Total + consultation.Total);
    const pastTheEnd = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?catalogue=online&page=999&pageSize=20' })
    ).json() as typeof online;
    expect(pastTheEnd.Items).toEqual([]);
    expect(pastTheEnd.Total).toBe(online.Total);
  });

  it('prices per region and sorts by price', async () => {
    const r1 = (await ctx().app.inject({ method: 'GET', url: '/api/Products/1?region=1' })).json() as {
      Price: string;
      Prices: { RegionId: number; Price: string }[];
    };
    const r2 = (await ctx().app.inject({ method: 'GET', url: '/api/Products/1?region=2' })).json() as typeof r1;
    expect(r1.Price).toBe('1299.00');
    expect(r2.Price).toBe(r1.Prices.find((p) => p.RegionId === 2)!.Price);
    expect(r2.Price).not.toBe(r1.Price);
    const asc = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?catalogue=online&sort=price-asc&pageSize=50' })
    ).json() as { Items: { Price: string }[] };
    const prices = asc.Items.map((p) => Number(p.Price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.Items[0]!.Price).toBe('0.10');
    const desc = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?catalogue=online&sort=price-desc&pageSize=1' })
    ).json() as { Items: { Price: string }[] };
    // The dearest online product of the catalogue, in the default region.
    const [dearest] = await ctx()
      .db.select({ price: sql<string>`max(${productPrices.price})::text` })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(and(eq(products.catalogue, 'online'), eq(productPrices.regionId, 1)));
    expect(desc.Items[0]!.Price).toBe(dearest!.price);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Products?region=999' })).statusCode).toBe(400);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Products?sort=cheapest' })).statusCode).toBe(400);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Products?pageSize=101' })).statusCode).toBe(400);
  });

  it('filters products by category, brand, supplier and keyword', async () => {
    const byCategory = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?categoryId=2&pageSize=100' })
    ).json() as { Items: { CategoryId: number; BrandId: number; SupplierId: number; Name: string }[]; Total: number };
    const everything = (await ctx().app.inject({ method: 'GET', url: '/api/Products?pageSize=1' })).json() as {
      Total: number;
    };
    expect(byCategory.Total).toBeGreaterThan(0);
    expect(byCategory.Total).toBeLessThan(everything.Total);
    expect(byCategory.Items.every((p) => p.CategoryId === 2)).toBe(true);
    const byBrand = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?brandId=3&pageSize=100' })
    ).json() as typeof byCategory;
    // Not empty (every() holds on an empty list) and narrower than the whole catalogue.
    expect(byBrand.Items.length).toBeGreaterThan(0);
    expect(byBrand.Total).toBeLessThan(everything.Total);
    expect(byBrand.Items.every((p) => p.BrandId === 3)).toBe(true);
    const bySupplier = (
      await ctx().app.inject({ method: 'GET', url: '/api/Products?supplierId=5&pageSize=100' })
    ).json() as typeof byCategory;
    expect(bySupplier.Items.length).toBeGreaterThan(0);
    expect(bySupplier.Total).toBeLessThan(everything.Total);
    expect(bySupplier.Items.every((p) => p.SupplierId === 5)).toBe(true);
    const byKeyword = (
      await ctx().app.inject({ method: 'GET', url: `/api/Products?keyword=${encodeURIComponent('安全帽')}` })
    ).json() as typeof byCategory;
    expect(byKeyword.Total).toBeGreaterThan(0);
    expect(byKeyword.Items.every((p) => p.Name.includes('安全帽'))).toBe(true);
    // LIKE wildcards are literal.
    const wildcard = (
      await ctx().app.inject({ method: 'GET', url: `/api/Products?keyword=${encodeURIComponent('%')}` })
    ).json() as typeof byCategory;
    expect(wildcard.Total).toBe(0);
  });

  it('keyword search matches name, model, brand or category of every word exactly as a plain substring test would', async () => {
    type Row = { Id: number; Name: string; Model: string; BrandName: string; CategoryName: string };
    const pageOf = async (url: string) =>
      (await ctx().app.inject({ method: 'GET', url })).json() as { Items: Row[]; Total: number };
    const all: Row[] = [];
    for (let page = 1; ; page++) {
      const { Items, Total } = await pageOf(`/api/Products?pageSize=100&page=${page}`);
      all.push(...Items);
      if (all.length >= Total || Items.length === 0) break;
    }
    const sample = all[7]!;
    const keywords = [
      [...sample.Name].slice(1, 3).join(''), // two characters from inside a name (no trigram)
      sample.Model.slice(0, 4).toLowerCase(), // a model's start, other case
      sample.BrandName, // only in the brand's name for most of its products
      sample.CategoryName,
      [...sample.Name][0]!, // one character
      `${[...sample.Name].slice(0, 2).join('')} ${sample.BrandName}`, // two words: both must match
      '不存在的词',
    ];
    for (const keyword of keywords) {
      const words = keyword.split(' ');
      const expected = all
        .filter((p) =>
          words.every((w) =>
            [p.Name, p.Model, p.BrandName, p.CategoryName].some((t) => t.toLowerCase().includes(w.toLowerCase())),
          ),
        )
        .map((p) => p.Id);
      const got: number[] = [];
      let total = -1;
      for (let page = 1; page < 50; page++) {
        const res = await pageOf(`/api/Products?pageSize=100&page=${page}&keyword=${encodeURIComponent(keyword)}`);
        total = res.Total;
        got.push(...res.Items.map((p) => p.Id));
        if (res.Items.length < 100) break;
      }
      expect(got, keyword).toEqual(expected);
      expect(total, keyword).toBe(expected.length);
    }
  });

  it('pages of every sort put together give the whole ordered list, deep pages included', async () => {
    type Row = { Id: number; Price: string | null; Sales: number };
    for (const sort of ['sales', 'price-asc', 'price-desc', 'newest']) {
      const get = async (page: number, pageSize: number) =>
        (
          await ctx().app.inject({
            method: 'GET',
            url: `/api/Products?catalogue=online&sort=${sort}&page=${page}&pageSize=${pageSize}`,
          })
        ).json() as { Items: Row[]; Total: number };
      const collect = async (pageSize: number) => {
        const rows: Row[] = [];
        const { Total } = await get(1, 1);
        for (let page = 1; (page - 1) * pageSize < Total; page++) rows.push(...(await get(page, pageSize)).Items);
        expect(rows.length).toBe(Total);
        return rows;
      };
      const whole = await collect(100);
      const pages = await collect(7);
      expect(new Set(pages.map((p) => p.Id)).size, sort).toBe(pages.length);
      expect(
        pages.map((p) => p.Id),
        sort,
      ).toEqual(whole.map((p) => p.Id));
      if (sort === 'sales') {
        const sales = pages.map((p) => p.Sales);
        expect(sales, sort).toEqual([...sales].sort((a, b) => b - a));
      }
      if (sort === 'price-asc') {
        const prices = pages
          .map((p) => p.Price)
          .filter((p) => p !== null)
          .map(Number);
        expect(prices, sort).toEqual([...prices].sort((a, b) => a - b));
      }
    }
  });

  it('shows a product with images, specs and every region price; unknown → 404', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/Products/5' });
    expect(res.statusCode).toBe(200);
    const p = res.json() as { Images: string[]; Specs: { Name: string }[]; Prices: unknown[]; Description: string };
    expect(p.Images.length).toBe(3);
    expect(p.Specs.some((s) => s.Name === '型号')).toBe(true);
    expect(p.Prices.length).toBeGreaterThanOrEqual(5);
    expect(p.Description.length).toBeGreaterThan(0);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/Products/999999' })).statusCode).toBe(404);
  });

  it('searches per catalogue and suggests popular keywords when nothing matches', async () => {
    const hit = (
      await ctx().app.inject({
        method: 'GET',
        url: `/api/Search?catalogue=online&keyword=${encodeURIComponent('交换机')}`,
      })
    ).json() as { Total: number; Suggestions: string[]; Items: { Catalogue: string }[] };
    expect(hit.Total).toBeGreaterThan(0);
    expect(hit.Suggestions).toEqual([]);
    expect(hit.Items.every((p) => p.Catalogue === 'online')).toBe(true);
    const miss = (
      await ctx().app.inject({
        method: 'GET',
        url: `/api/Search?catalogue=consultation&keyword=${encodeURIComponent('不存在的商品xyz')}`,
      })
    ).json() as typeof hit;
    expect(miss.Total).toBe(0);
    expect(miss.Suggestions.length).toBeGreaterThan(0);
    // A suggestion finds something.
    const again = (
      await ctx().app.inject({
        method: 'GET',
        url: `/api/Search?catalogue=consultation&keyword=${encodeURIComponent(miss.Suggestions[0]!)}`,
      })
    ).json() as typeof hit;
    expect(again.Total).toBeGreaterThan(0);
  });

  it('lists help articles of every topic', async () => {
    const help = (await ctx().app.inject({ method: 'GET', url: '/api/Help' })).json() as {
      Category: string;
      Body: string;
    }[];
    const topics = new Set(help.map((h) => h.Category));
    for (const t of ['购物流程', '支付方式', '发票说明', '配送说明', '售后服务', '账户安全'])
      expect(topics.has(t)).toBe(true);
  });

  it('product search takes 50 characters and refuses 51 with a Chinese message (the search boxes stop at 50)', async () => {
    const search = (n: number) =>
      ctx().app.inject({ method: 'GET', url: `/api/Products?keyword=${encodeURIComponent('安'.repeat(n))}` });
    const ok = await search(50);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Total).toBe(0);
    const refused = await search(51);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Error).toBe('搜索关键词不能超过 50 个字符');
  });
});

describeEachDatabase('showcase and consultations', (ctx) => {
  it('pages the yellow pages and shows an entry by its stable GlobalId', async () => {
    const page = (
      await ctx().app.inject({ method: 'GET', url: '/api/YellowPages/products?page=1&pageSize=20' })
    ).json() as {
      Items: { GlobalId: string; SupplierName: string; Province: string; CategoryId: number }[];
      Total: number;
    };
    expect(page.Total).toBeGreaterThanOrEqual(40);
    expect(page.Items).toHaveLength(20);
    const first = page.Items[0]!;
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/YellowPages/products/${first.GlobalId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ GlobalId: first.GlobalId, SupplierName: first.SupplierName });
    expect((detail.json() as { ContactPhone: string }).ContactPhone).toMatch(/^1\d{10}$/);
    const filtered = (
      await ctx().app.inject({
        method: 'GET',
        url: `/api/YellowPages/products?categoryId=${first.CategoryId}&pageSize=100`,
      })
    ).json() as typeof page;
    expect(filtered.Items.every((e) => e.CategoryId === first.CategoryId)).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/YellowPages/products/not-a-real-id' })).statusCode).toBe(
      404,
    );
  });

  it('stores a valid inquiry about a consultation product, with or without a token', async () => {
    const { app } = ctx();
    const product = (
      (await app.inject({ method: 'GET', url: '/api/Products?catalogue=consultation&pageSize=1' })).json() as {
        Items: { Id: number }[];
      }
    ).Items[0]!;
    const body = {
      ProductId: product.Id,
      ContactName: '王工',
      Mobile: '13812345678',
      CompanyName: '测试公司',
      Quantity: 2,
      Requirement: '需要上门勘测',
    };
    const anonymous = await app.inject({ method: 'POST', url: '/api/Consultations', payload: body });
    expect(anonymous.statusCode).toBe(201);
    const created = anonymous.json() as { Id: number; ConsultationNo: string };
    expect(created.Id).toBeGreaterThan(0);
    // A real number format, not 咨询单号：1: ZX + China date + the id on 4+ digits.
    expect(created.ConsultationNo).toMatch(/^ZX\d{8}\d{4,}$/);
    expect(created.ConsultationNo.endsWith(String(created.Id).padStart(4, '0'))).toBe(true);
    const token = await tokenFor(ctx(), 'buyer@demo.cn');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/Consultations',
      payload: body,
      headers: auth(token),
    });
    expect(signedIn.statusCode).toBe(201);
  });

  it('refuses a bad mobile, a missing field, an online product and unknown fields', async () => {
    const { app } = ctx();
    const base = {
      ProductId: 25,
      ContactName: '王工',
      Mobile: '13812345678',
      CompanyName: '测试公司',
      Quantity: 2,
      Requirement: '需要',
    };
    const badMobile = await app.inject({
      method: 'POST',
      url: '/api/Consultations',
      payload: { ...base, Mobile: '12345' },
    });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json()).toMatchObject({ Field: 'Mobile' });
    const { Requirement: _r, ...missing } = base;
    const missingRes = await app.inject({ method: 'POST', url: '/api/Consultations', payload: missing });
    expect(missingRes.statusCode).toBe(400);
    expect(missingRes.json()).toMatchObject({ Field: 'Requirement' });
    const online = await app.inject({ method: 'POST', url: '/api/Consultations', payload: { ...base, ProductId: 1 } });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toMatchObject({ Field: 'ProductId' });
    const extra = await app.inject({ method: 'POST', url: '/api/Consultations', payload: { ...base, Admin: true } });
    expect(extra.statusCode).toBe(400);
    const blank = await app.inject({
      method: 'POST',
      url: '/api/Consultations',
      payload: { ...base, ContactName: '   ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describeOnce('seed', () => {
  it('is idempotent and deterministic', async () => {
    const { buildCatalogueRows } = await import('../../server/db/seed/catalogue.js');
    const a = buildCatalogueRows();
    const b = buildCatalogueRows();
    expect(a).toEqual(b);
    expect(a.productRows.length).toBeGreaterThanOrEqual(200);
  });
});
