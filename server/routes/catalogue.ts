/**
 * Catalogue (public): regions, banners, brands, solutions, categories, suppliers, products, search.
 * Every read is answered through the catalogue cache (server/plugins/catalogue-cache.ts): keyed by the
 * normalised query, tagged with the data it shows, with ETag/304 and a Cache-Control per resource.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProductQuery } from '../../src/contract/catalogue.js';
import { errors } from '../../src/contract/common.js';
import { CachePolicy, cachedRead } from '../plugins/catalogue-cache.js';
import {
  getBrand,
  getProduct,
  getSolution,
  listBanners,
  listBrands,
  listCategories,
  listFeaturedSolutions,
  listProducts,
  listRegions,
  listSuppliers,
  type SharedParts,
} from '../services/catalogue.js';
import { priceKey } from '../services/price-band.js';
import { searchProducts } from '../services/search/search.js';
import { suggest } from '../services/search/suggest.js';
import { pricedRead } from './catalogue-priced.js';
import { route } from './route.js';

const tags = ['商品目录'];

/** Cache tags: the data each answer is built from (dropped by catalogueChanged). */
const LIST_TAGS = ['products', 'stock', 'brands', 'suppliers', 'categories', 'regions'];
const detailTags = (id: number) => [`product:${id}`, 'brands', 'suppliers', 'categories', 'regions'];

/** Keywords as the search reads them: trimmed, at most 5 words, single spaces. */
export const normalKeyword = (keyword: string | undefined) =>
  (keyword?.trim() ?? '').split(/\s+/).slice(0, 5).join(' ');

/**
 * The normalised filters of a product query (which products match): the key of its total. A price band reads
 * the region's prices, so with one the region is part of the filters.
 */
const productFilterKey = (q: ProductQuery) =>
  [
    q.catalogue ?? '',
    q.categoryId ?? '',
    q.brandId ?? '',
    q.supplierId ?? '',
    normalKeyword(q.keyword),
    q.price ? `${priceKey(q.price)}@${q.region ?? 1}` : '',
  ].join('|');

/** The normalised product query (defaults applied, region included): the cache key of a list or search. */
export function productQueryKey(q: ProductQuery): string {
  return [productFilterKey(q), q.sort ?? 'default', q.page ?? 1, q.pageSize ?? 20, q.region ?? 1].join('|');
}

/**
 * Tags of the parts lists and searches share: a total counts the products on sale matching the filters and
 * the keyword (name, model, brand and category names) — stock, sales and prices play no part, so orders keep
 * it; the popular keywords rank categories by sales.
 */
const TOTAL_TAGS = ['products', 'brands', 'categories'];
const POPULAR_TAGS = ['products', 'stock', 'categories'];
/**
 * Tags of a deep page's anchor (services/catalogue.ts ANCHOR_EVERY): the row at a position of a list moves when
 * products come, go or change (price, on sale); by sales, also with every order.
 */
const ANCHOR_TAGS = ['products', 'regions'];
const SALES_ANCHOR_TAGS = ['products', 'stock'];

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A list's total and a catalogue's popular keywords, kept in the catalogue cache for every page and sort. */
  const sharedParts = (q: ProductQuery): SharedParts => ({
    total: (count) => app.catalogueCache.part(`total|${productFilterKey(q)}`, TOTAL_TAGS, count),
    popular: (list) => app.catalogueCache.part(`popular|${q.catalogue ?? ''}`, POPULAR_TAGS, list),
    anchor: (position, find) =>
      app.catalogueCache.part(
        `anchor|${productFilterKey(q)}|${position}`,
        q.sort === 'sales' ? SALES_ANCHOR_TAGS : ANCHOR_TAGS,
        find,
      ),
  });

  route(app, 'GET /api/Regions', { schema: { tags, summary: '收货区域' } }, (request, reply) =>
    cachedRead(request, reply, { key: 'regions', tags: ['regions'], cacheControl: CachePolicy.reference }, () =>
      listRegions(app.db),
    ),
  );

  route(
    app,
    'GET /api/Banners',
    {
      schema: {
        tags,
        summary: '横幅（type=1 首页轮播）',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        { key: `banners|${request.query.type ?? ''}`, tags: ['banners'], cacheControl: CachePolicy.reference },
        () => listBanners(app.db, request.query.type),
      ),
  );

  route(app, 'GET /api/Brands', { schema: { tags, summary: '品牌列表' } }, (request, reply) =>
    cachedRead(request, reply, { key: 'brands', tags: ['brands', 'products'], cacheControl: CachePolicy.brands }, () =>
      listBrands(app.db),
    ),
  );

  route(
    app,
    'GET /api/Brands/:id',
    { schema: { tags, summary: '品牌专区', response: errors(400, 404) } },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        { key: `brand|${request.params.id}`, tags: ['brands', 'products'], cacheControl: CachePolicy.brands },
        () => getBrand(app.db, request.params.id),
      ),
  );

  route(app, 'GET /api/FeaturedSolutions', { schema: { tags, summary: '精选解决方案' } }, (request, reply) =>
    cachedRead(
      request,
      reply,
      { key: 'featured-solutions', tags: ['solutions', 'categories'], cacheControl: CachePolicy.reference },
      () => listFeaturedSolutions(app.db),
    ),
  );

  route(
    app,
    'GET /api/Solutions/:id',
    {
      schema: {
        tags,
        summary: '解决方案详情',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      pricedRead(
        request,
        reply,
        { key: `solution|${request.params.id}`, tags: ['solutions', ...LIST_TAGS], cacheControl: CachePolicy.live },
        1,
        () => getSolution(app.db, request.params.id),
      ),
  );

  route(
    app,
    'GET /api/Categories',
    {
      schema: {
        tags,
        summary: '商品分类',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        {
          key: `categories|${request.query.SolutionAvailable ?? ''}`,
          tags: ['categories'],
          cacheControl: CachePolicy.reference,
        },
        () => listCategories(app.db, { solutionAvailable: request.query.SolutionAvailable }),
      ),
  );

  route(
    app,
    'GET /api/Categories/displayed',
    {
      schema: {
        tags,
        summary: '首页展示的分类',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        {
          key: `categories-displayed|${request.query.SolutionAvailable ?? ''}`,
          tags: ['categories'],
          cacheControl: CachePolicy.reference,
        },
        () => listCategories(app.db, { solutionAvailable: request.query.SolutionAvailable, displayedOnly: true }),
      ),
  );

  route(app, 'GET /api/Suppliers', { schema: { tags, summary: '供应商' } }, (request, reply) =>
    cachedRead(request, reply, { key: 'suppliers', tags: ['suppliers'], cacheControl: CachePolicy.reference }, () =>
      listSuppliers(app.db, false),
    ),
  );

  route(app, 'GET /api/Suppliers/displayed', { schema: { tags, summary: '首页展示的供应商' } }, (request, reply) =>
    cachedRead(
      request,
      reply,
      { key: 'suppliers-displayed', tags: ['suppliers'], cacheControl: CachePolicy.reference },
      () => listSuppliers(app.db, true),
    ),
  );

  route(
    app,
    'GET /api/Products',
    {
      schema: {
        tags,
        summary: '商品列表（按目录、分类、品牌、供应商、关键词筛选）',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      pricedRead(
        request,
        reply,
        { key: `products|${productQueryKey(request.query)}`, tags: LIST_TAGS, cacheControl: CachePolicy.live },
        request.query.region ?? 1,
        () => listProducts(app.db, request.query, sharedParts(request.query)),
      ),
  );

  route(
    app,
    'GET /api/Products/:id',
    {
      schema: {
        tags,
        summary: '商品详情',
        response: errors(400, 404),
      },
    },
    (request, reply) =>
      pricedRead(
        request,
        reply,
        {
          key: `product|${request.params.id}|${request.query.region ?? 1}`,
          tags: detailTags(request.params.id),
          cacheControl: CachePolicy.live,
        },
        request.query.region ?? 1,
        () => getProduct(app.db, request.params.id, request.query.region ?? 1),
      ),
  );

  route(
    app,
    'GET /api/Search',
    {
      schema: {
        tags,
        summary: '搜索（无结果时给出热门关键词）',
        response: errors(400, 404),
      },
    },
    async (request, reply) => {
      await pricedRead(
        request,
        reply,
        { key: `search|${productQueryKey(request.query)}`, tags: LIST_TAGS, cacheControl: CachePolicy.live },
        request.query.region ?? 1,
        async () => {
          const found = await searchProducts(app.db, request.query, sharedParts(request.query));
          app.searchLog.learn(request.query, found.Total);
          return found;
        },
      );
      // Counted once answered (cachedRead resolves when the answer is sent; from the cache too); the fast path counts the URLs it answers itself.
      app.searchLog.record(request.query);
    },
  );

  route(
    app,
    'GET /api/Search/suggest',
    { schema: { tags, summary: '搜索联想（输入时的商品、品牌、分类与热门搜索，最多 10 条）', response: errors(400) } },
    (request, reply) =>
      cachedRead(
        request,
        reply,
        {
          key: `suggest|${request.query.catalogue ?? ''}|${normalKeyword(request.query.keyword)}`,
          tags: LIST_TAGS,
          cacheControl: CachePolicy.live,
        },
        () => suggest(app.db, request.query, app.now()),
      ),
  );
};
