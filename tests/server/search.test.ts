/**
 * The storefront search (/api/Search) on the demo catalogue, as buyers type: the issue's table (words in any
 * order, pinyin and initials, model numbers without separators, everyday words through synonyms, a brand the
 * catalogue does not carry), model numbers full-width and with one typo, ranking (exact model first), facets
 * whose counts are the totals a click on them shows, and hostile queries that never answer 500.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/app.js';

interface Item {
  Id: number;
  Name: string;
  Model: string;
  BrandId: number;
  CategoryId: number;
  SupplierId: number;
  CategoryName: string;
}
interface Facet {
  Id: number;
  Name: string;
  Count: number;
}
interface Result {
  Items: Item[];
  Total: number;
  Suggestions: string[];
  Alternatives?: { Keyword: string; Total: number }[];
  Approximate?: boolean;
  Facets: {
    Brands: Facet[];
    Categories: Facet[];
    Suppliers: Facet[];
    Prices: { Min: string; Max: string | null; Count: number }[];
  };
}

describeEachDatabase('search', (getCtx) => {
  const search = async (keyword: string, extra = '') => {
    const res = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Search?keyword=${encodeURIComponent(keyword)}${extra}`,
    });
    expect(res.statusCode, keyword).toBe(200);
    return res.json() as Result;
  };
  /** The names and models of the first three results. */
  const top3 = async (keyword: string, extra = '') =>
    (await search(keyword, extra)).Items.slice(0, 3).map((p) => `${p.Name} ${p.Model}`);

  it('finds what buyers type: words in any order, parts of words, pinyin, initials', async () => {
    for (const keyword of ['打印机黑白', '黑白打印', '黑白 打印机', 'dayinji', 'dyj', 'heibai dayinji', '激光打印'])
      expect(
        (await top3(keyword)).some((t) => t.includes('黑白激光打印机')),
        keyword,
      ).toBe(true);
  });

  it('finds model numbers with or without separators, in any case, full-width, partial, one character wrong', async () => {
    for (const keyword of ['ADH100', 'adh100', 'AD-H100', 'ad h100', 'ＡＤ－Ｈ１００', 'ad_h100', 'AD.H100']) {
      const top = await top3(keyword);
      expect(top[0], keyword).toMatch(/AD-H100$/);
    }
    for (const keyword of ['jyp100', 'JY-P100']) expect((await top3(keyword))[0], keyword).toMatch(/JY-P100$/);
    // Part of a model number (from the middle) finds it.
    expect((await top3('H100')).some((t) => t.endsWith('AD-H100'))).toBe(true);
    // One character wrong: an approximate answer that still has it in the first three.
    const typo = await search('ADH1O0');
    expect(typo.Approximate).toBe(true);
    expect(typo.Items.slice(0, 3).some((p) => p.Model === 'AD-H100')).toBe(true);
    expect(typo.Alternatives?.some((a) => a.Keyword === 'AD-H100')).toBe(true);
  });

  it('puts the exact model number first, before products that only contain it', async () => {
    const res = await search('JY-P100');
    expect(res.Items[0]!.Model).toBe('JY-P100');
    const prefix = await search('JY-P');
    expect(prefix.Total).toBeGreaterThanOrEqual(3);
    // Name matches before products that mention the word only in their description.
    const named = await search('打印机');
    const firstDescriptionOnly = named.Items.findIndex((p) => !p.Name.includes('打印机'));
    const lastNamed = named.Items.map((p) => p.Name.includes('打印机')).lastIndexOf(true);
    if (firstDescriptionOnly >= 0) expect(lastNamed).toBeLessThan(firstDescriptionOnly);
  });

  it('finds the catalogue word through a synonym: two-way both ways, one-way only one way', async () => {
    expect((await top3('帽子')).some((t) => t.includes('安全帽'))).toBe(true);
    expect((await top3('头盔')).some((t) => t.includes('安全帽'))).toBe(true);
    expect((await top3('墨盒')).some((t) => t.includes('硒鼓'))).toBe(true);
    // One-way: 墨盒 → 硒鼓, but searching 硒鼓 does not bring products named only 墨盒 (none are), and the
    // synonym 碳粉 of 墨盒 does not find 硒鼓 either (it leads nowhere on its own).
    const toner = await search('碳粉');
    expect(toner.Items.some((p) => p.Name.includes('硒鼓'))).toBe(false);
  });

  it('says plainly when nothing matched (惠普), with nearby searches and popular words', async () => {
    const none = await search('惠普');
    expect(none.Total).toBe(0);
    expect(none.Items).toEqual([]);
    expect(none.Suggestions.length).toBeGreaterThan(0);
    // Two words, one unknown: the search without it is offered, with its total.
    const two = await search('惠普 打印机');
    expect(two.Total).toBe(0);
    const without = two.Alternatives?.find((a) => a.Keyword === '打印机');
    expect(without?.Total).toBeGreaterThan(0);
    expect((await search('打印机')).Total).toBe(without!.Total);
  });

  it('facet counts equal the totals a click on them shows', async () => {
    const res = await search('安全', '&catalogue=online');
    expect(res.Total).toBeGreaterThan(0);
    const sum = (f: Facet[]) => f.reduce((s, x) => s + x.Count, 0);
    expect(sum(res.Facets.Brands)).toBe(res.Total);
    expect(sum(res.Facets.Categories)).toBe(res.Total);
    expect(sum(res.Facets.Suppliers)).toBe(res.Total);
    for (const [facet, param] of [
      [res.Facets.Brands[0]!, 'brandId'],
      [res.Facets.Categories[0]!, 'categoryId'],
      [res.Facets.Suppliers.at(-1)!, 'supplierId'],
    ] as const) {
      const clicked = await search('安全', `&catalogue=online&${param}=${facet.Id}`);
      expect(clicked.Total, `${param}=${facet.Id}`).toBe(facet.Count);
    }
    // With a brand chosen, the brand facet still lists the other brands (their counts under the other filters).
    const chosen = await search('安全', `&catalogue=online&brandId=${res.Facets.Brands[0]!.Id}`);
    expect(chosen.Facets.Brands).toEqual(res.Facets.Brands);
    expect(sum(chosen.Facets.Categories)).toBe(chosen.Total);
    expect(res.Facets.Prices.reduce((s, b) => s + b.Count, 0)).toBe(res.Total);
  });

  it('filters by a price band: a band count is the total its click shows, and the other facets follow it', async () => {
    const bandParam = (b: { Min: string; Max: string | null }) => `${b.Min}-${b.Max ?? ''}`;
    for (const [keyword, extra] of [
      ['安全', '&catalogue=online'],
      ['打印机', ''],
      ['', '&catalogue=online'],
    ] as const) {
      const res = await search(keyword, extra);
      expect(res.Facets.Prices.length, keyword).toBeGreaterThan(keyword === '' ? 1 : 0);
      for (const band of res.Facets.Prices) {
        const clicked = await search(keyword, `${extra}&price=${bandParam(band)}`);
        expect(clicked.Total, `${keyword} ${bandParam(band)}`).toBe(band.Count);
        // Every product shown costs within the band (the region's list price).
        for (const item of clicked.Items) {
          const price = Number((item as unknown as { Price: string }).Price);
          expect(price).toBeGreaterThanOrEqual(Number(band.Min));
          if (band.Max) expect(price).toBeLessThan(Number(band.Max));
        }
        // With the band chosen, the price facet still lists every band; the others count within the band.
        expect(clicked.Facets.Prices).toEqual(res.Facets.Prices);
        expect(clicked.Facets.Brands.reduce((s, f) => s + f.Count, 0)).toBe(clicked.Total);
      }
    }
    // A band and a brand together: each side's count is the total of the two chosen.
    const res = await search('安全', '&catalogue=online');
    const band = res.Facets.Prices[0]!;
    const both = await search('安全', `&catalogue=online&price=${bandParam(band)}`);
    const brand = both.Facets.Brands[0]!;
    const clicked = await search('安全', `&catalogue=online&price=${bandParam(band)}&brandId=${brand.Id}`);
    expect(clicked.Total).toBe(brand.Count);
    const bandWithBrand = (await search('安全', `&catalogue=online&brandId=${brand.Id}`)).Facets.Prices.find(
      (b) => b.Min === band.Min,
    );
    expect(bandWithBrand?.Count).toBe(clicked.Total);
    // The same band written without decimals reads the same; price sorts stay within it.
    const plain = await search(
      '安全',
      `&catalogue=online&price=${Number(band.Min)}-${band.Max ? Number(band.Max) : ''}`,
    );
    expect(plain.Total).toBe(band.Count);
    const sorted = await search('安全', `&catalogue=online&sort=price-desc&price=${bandParam(band)}&pageSize=50`);
    expect(sorted.Total).toBe(band.Count);
    expect(sorted.Items.length).toBe(Math.min(50, band.Count));
    // The product list takes the same filter.
    const list = await getCtx().app.inject({
      method: 'GET',
      url: `/api/Products?catalogue=online&price=${bandParam(band)}`,
    });
    expect(list.statusCode).toBe(200);
    const all = await search('', `&catalogue=online`);
    expect(list.json().Total).toBe(all.Facets.Prices.find((b) => b.Min === band.Min)?.Count);
    // A malformed band is refused in Chinese.
    for (const bad of ['abc', '100', '-', '1e3-2', '100-500-900']) {
      const refused = await getCtx().app.inject({
        method: 'GET',
        url: `/api/Search?keyword=a&price=${encodeURIComponent(bad)}`,
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().Error, bad).toMatch(/价格区间/);
    }
  });

  it('with several filters chosen, every facet value counts what choosing it instead would show', async () => {
    const bandParam = (b: { Min: string; Max: string | null }) => `${b.Min}-${b.Max ?? ''}`;
    const first = await search('安全', '&catalogue=online');
    const brand = first.Facets.Brands[0]!;
    const band = first.Facets.Prices[0]!;
    for (const chosen of [
      { brandId: brand.Id },
      { brandId: brand.Id, price: bandParam(band) },
      { categoryId: first.Facets.Categories[0]!.Id, supplierId: first.Facets.Suppliers[0]!.Id },
    ] as Record<string, string | number>[]) {
      const params = (p: Record<string, string | number>) =>
        `&catalogue=online${Object.entries(p)
          .map(([k, v]) => `&${k}=${v}`)
          .join('')}`;
      const res = await search('安全', params(chosen));
      const checks: [string, string | number, number][] = [
        ...res.Facets.Brands.map((f) => ['brandId', f.Id, f.Count] as [string, number, number]),
        ...res.Facets.Categories.map((f) => ['categoryId', f.Id, f.Count] as [string, number, number]),
        ...res.Facets.Suppliers.map((f) => ['supplierId', f.Id, f.Count] as [string, number, number]),
        ...res.Facets.Prices.map((b) => ['price', bandParam(b), b.Count] as [string, string, number]),
      ];
      expect(checks.length).toBeGreaterThan(3);
      for (const [param, value, count] of checks) {
        const instead = await search('安全', params({ ...chosen, [param]: value }));
        expect(instead.Total, `${JSON.stringify(chosen)} ${param}=${value}`).toBe(count);
        expect(count).toBeGreaterThan(0);
      }
      // Values are listed most products first.
      for (const list of [res.Facets.Brands, res.Facets.Categories, res.Facets.Suppliers]) {
        const counts = list.map((f) => f.Count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
  });

  it('keeps the chosen sorts with a keyword', async () => {
    const asc = await search('安全', '&catalogue=online&sort=price-asc&pageSize=50');
    const prices = asc.Items.map((p) => Number((p as unknown as { Price: string }).Price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const relevance = await search('安全', '&catalogue=online&pageSize=50');
    expect(new Set(asc.Items.map((p) => p.Id))).toEqual(new Set(relevance.Items.map((p) => p.Id)));
  });

  it('answers hostile queries with 200 or 400, never 500', async () => {
    const hostile = [
      '安'.repeat(50),
      'x'.repeat(51),
      '!!!',
      '%_\\',
      "'; drop table products; --",
      'a & b | !c <-> d:*',
      "'''",
      '(((',
      '😀🔥',
      '\u0000',
      'a:*A',
      ' ',
      '？？？',
    ];
    for (const keyword of hostile) {
      const res = await getCtx().app.inject({
        method: 'GET',
        url: `/api/Search?keyword=${encodeURIComponent(keyword)}`,
      });
      expect([200, 400], keyword).toContain(res.statusCode);
    }
    expect((await search('!!!')).Total).toBe(0);
  });
});
