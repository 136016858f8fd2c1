/**
 * /api/Operator/products…, /api/Operator/catalogue/…: catalogue management in the operator console. Registered
 * inside operatorRoutes behind app.requireOperator (403 to anyone but an operator). Every write calls
 * catalogueChanged after its transaction committed, so the storefront shows it at once on every instance.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, IdParams } from '../../src/contract/common.js';
import {
  CatalogueOptions,
  OpProduct,
  OpProductPage,
  OpProductQuery,
  ProductBody,
  ProductSaleBody,
} from '../../src/contract/operator-catalogue.js';
import { catalogueChanged } from '../plugins/catalogue-cache.js';
import { operatorOf } from '../plugins/operator-auth.js';
import {
  catalogueOptions,
  createProduct,
  getOpProduct,
  listOpProducts,
  setProductOnSale,
  updateProduct,
} from '../services/operator/products.js';

const tags = ['Operator'];
const security = [{ bearerAuth: [] }];

export const operatorCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireOperator);
  const deps = (request: Parameters<typeof operatorOf>[0]) => ({
    db: app.db,
    operatorId: operatorOf(request).operatorId,
    now: app.now(),
  });

  app.get(
    '/api/Operator/catalogue/options',
    {
      schema: {
        tags,
        security,
        summary: '商品表单可选的地区、品牌、分类、供应商（含未展示的）',
        response: { 200: CatalogueOptions, ...errors(401, 403) },
      },
    },
    async () => catalogueOptions(app.db),
  );

  app.get(
    '/api/Operator/products',
    {
      schema: {
        tags,
        security,
        summary: '商品列表（两个目录，含已下架；按名称、型号或编号搜索，按类型、品牌、分类、供应商、上下架筛选）',
        querystring: OpProductQuery,
        response: { 200: OpProductPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => listOpProducts(app.db, request.query),
  );

  app.get(
    '/api/Operator/products/:id',
    {
      schema: {
        tags,
        security,
        summary: '商品详情（含各地区价格与版本号）',
        params: IdParams,
        response: { 200: OpProduct, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getOpProduct(app.db, request.params.id),
  );

  app.post(
    '/api/Operator/products',
    {
      schema: {
        tags,
        security,
        summary: '新建商品（在线采购须至少一个地区的价格；咨询采购不设价格）',
        body: ProductBody,
        response: { 200: OpProduct, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const product = await createProduct(deps(request), request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );

  app.put(
    '/api/Operator/products/:id',
    {
      schema: {
        tags,
        security,
        summary: '编辑商品（带上读取时的 Version；期间被他人修改则 409）',
        params: IdParams,
        body: ProductBody,
        response: { 200: OpProduct, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const product = await updateProduct(deps(request), request.params.id, request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );

  app.post(
    '/api/Operator/products/:id/sale',
    {
      schema: {
        tags,
        security,
        summary: '上架或下架商品（带上 Version）',
        params: IdParams,
        body: ProductSaleBody,
        response: { 200: OpProduct, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const product = await setProductOnSale(deps(request), request.params.id, request.body);
      await catalogueChanged(app, { products: [product.Id] });
      return product;
    },
  );
};
