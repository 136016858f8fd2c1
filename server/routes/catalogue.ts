/** Catalogue (public): regions, banners, brands, solutions, categories, suppliers, products, search. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Banner,
  BannerQuery,
  BrandDetail,
  BrandSummary,
  Category,
  CategoryQuery,
  ErrorBody,
  FeaturedSolution,
  IdParams,
  ProductDetail,
  ProductDetailQuery,
  ProductPage,
  ProductQuery,
  Region,
  SearchResult,
  SolutionDetail,
  Supplier,
} from '../../src/contract/catalogue.js';
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
  searchProducts,
} from '../services/catalogue.js';

const tags = ['商品目录'];
const errors = { 400: ErrorBody, 404: ErrorBody };

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/Regions', { schema: { tags, summary: '收货区域', response: { 200: Type.Array(Region) } } }, () =>
    listRegions(app.db),
  );

  app.get(
    '/api/Banners',
    { schema: { tags, summary: '横幅（type=1 首页轮播）', querystring: BannerQuery, response: { 200: Type.Array(Banner), ...errors } } },
    (request) => listBanners(app.db, request.query.type),
  );

  app.get('/api/Brands', { schema: { tags, summary: '品牌列表', response: { 200: Type.Array(BrandSummary) } } }, () =>
    listBrands(app.db),
  );

  app.get(
    '/api/Brands/:id',
    { schema: { tags, summary: '品牌专区', params: IdParams, response: { 200: BrandDetail, ...errors } } },
    (request) => getBrand(app.db, request.params.id),
  );

  app.get(
    '/api/FeaturedSolutions',
    { schema: { tags, summary: '精选解决方案', response: { 200: Type.Array(FeaturedSolution) } } },
    () => listFeaturedSolutions(app.db),
  );

  app.get(
    '/api/Solutions/:id',
    { schema: { tags, summary: '解决方案详情', params: IdParams, response: { 200: SolutionDetail, ...errors } } },
    (request) => getSolution(app.db, request.params.id),
  );

  app.get(
    '/api/Categories',
    { schema: { tags, summary: '商品分类', querystring: CategoryQuery, response: { 200: Type.Array(Category), ...errors } } },
    (request) => listCategories(app.db, { solutionAvailable: request.query.SolutionAvailable }),
  );

  app.get(
    '/api/Categories/displayed',
    { schema: { tags, summary: '首页展示的分类', querystring: CategoryQuery, response: { 200: Type.Array(Category), ...errors } } },
    (request) => listCategories(app.db, { solutionAvailable: request.query.SolutionAvailable, displayedOnly: true }),
  );

  app.get('/api/Suppliers', { schema: { tags, summary: '供应商', response: { 200: Type.Array(Supplier) } } }, () =>
    listSuppliers(app.db, false),
  );

  app.get(
    '/api/Suppliers/displayed',
    { schema: { tags, summary: '首页展示的供应商', response: { 200: Type.Array(Supplier) } } },
    () => listSuppliers(app.db, true),
  );

  app.get(
    '/api/Products',
    { schema: { tags, summary: '商品列表（按目录、分类、品牌、供应商、关键词筛选）', querystring: ProductQuery, response: { 200: ProductPage, ...errors } } },
    (request) => listProducts(app.db, request.query),
  );

  app.get(
    '/api/Products/:id',
    { schema: { tags, summary: '商品详情', params: IdParams, querystring: ProductDetailQuery, response: { 200: ProductDetail, ...errors } } },
    (request) => getProduct(app.db, request.params.id, request.query.region ?? 1),
  );

  app.get(
    '/api/Search',
    { schema: { tags, summary: '搜索（无结果时给出热门关键词）', querystring: ProductQuery, response: { 200: SearchResult, ...errors } } },
    (request) => searchProducts(app.db, request.query),
  );
};
