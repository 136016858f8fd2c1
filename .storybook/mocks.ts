/**
 * MSW helpers and fixtures for stories. The API is same-origin (`/api/...`), as in production.
 *
 *   parameters: { msw: { handlers: { brands: [get('/api/Brands', fixtures.brands)] } } }
 *
 * Handlers are grouped by name; a story replaces one group and keeps the defaults of the others
 * (see `defaultHandlers`, installed by preview.tsx).
 */
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import type { ProductSummary } from '../src/contract/catalogue';
import { normaliseModel } from '../src/contract/model-number';

export interface MockInit {
  /** HTTP status. Default 200. */
  status?: number;
  /** Milliseconds before answering, or 'infinite' to stay loading forever. Default 300. */
  delay?: number | 'infinite';
}

type Resolver<T> = T | ((request: Request, params: Record<string, string | readonly string[] | undefined>) => T);

function responder<T extends JsonBodyType>(body: Resolver<T>, init: MockInit = {}) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    await delay(init.delay ?? 300);
    const value = typeof body === 'function' ? (body as (r: Request, p: typeof params) => T)(request, params) : body;
    if (init.status === 204) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(value, { status: init.status ?? 200 });
  };
}

/** `GET path` answers `body` (or the result of `body(request, params)`). */
export const get = <T extends JsonBodyType>(path: string, body: Resolver<T>, init?: MockInit) =>
  http.get(path, responder(body, init));
export const post = <T extends JsonBodyType>(path: string, body: Resolver<T>, init?: MockInit) =>
  http.post(path, responder(body, init));
export const put = <T extends JsonBodyType>(path: string, body: Resolver<T>, init?: MockInit) =>
  http.put(path, responder(body, init));
export const del = <T extends JsonBodyType>(path: string, body: Resolver<T>, init?: MockInit) =>
  http.delete(path, responder(body, init));

/** Error answers in the API's shape `{ Error }` (400 shows it, 401 logs out, 500 "服务访问错误"). */
export const apiError = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  message = '请求参数错误',
) =>
  http[method](path, async () => {
    await delay(200);
    return HttpResponse.json({ Error: message }, { status });
  });

/** Page envelope of list endpoints. */
export function page<T>(items: T[], pageNo = 1, pageSize = 20, total = items.length) {
  return { Items: items, Total: total, Page: pageNo, PageSize: pageSize };
}

export const fixtures = {
  regions: [
    { Id: 1, Name: '华东' },
    { Id: 2, Name: '华北' },
    { Id: 3, Name: '华南' },
    { Id: 4, Name: '西南' },
  ],
  brands: [
    { Id: 1, Name: '华为', LogoUrl: '', Description: '华为企业业务', ProductCount: 42 },
    { Id: 2, Name: '联想', LogoUrl: '', Description: '联想商用', ProductCount: 35 },
    { Id: 3, Name: '海康威视', LogoUrl: '', Description: '安防与物联网', ProductCount: 18 },
  ],
  userInfo: {
    Id: 1,
    Email: 'buyer@example.com',
    Name: '张三',
    Mobile: '13800000000',
    CompanyId: 1,
    Regions: [1],
    UserRoleNames: ['管理员'],
    IsRegistEntity: true,
  },
  cartCount: { Count: 3 },
  /** Products a model number is typed for (快速下单's suggestions). */
  modelProducts: [
    ['AD-H100', '安德 交流接触器 100A', '1280.00'],
    ['AD-H100S', '安德 交流接触器 100A 静音型', '1360.00'],
    ['AD-H160', '安德 交流接触器 160A', '1890.00'],
    ['DZ47-63 C16', '正泰 小型断路器 1P C16', '18.50'],
    ['DZ47-63 C32', '正泰 小型断路器 1P C32', '19.80'],
  ].map(
    ([model, name, price], i): ProductSummary => ({
      Id: 501 + i,
      Catalogue: 'online',
      Name: name!,
      Model: model!,
      ImageUrl: '/media/products/jy-p-1-800x800.webp',
      Unit: '个',
      BrandId: 4,
      BrandName: model!.startsWith('AD') ? '安德' : '正泰',
      SupplierId: 2,
      SupplierName: '上海沪工电气成套有限公司',
      CategoryId: 5,
      CategoryName: '低压电器',
      Price: price!,
      PriceTiers: [],
      MinQuantity: 1,
      QuantityStep: 1,
      Stock: 200,
      Sales: 40 + i,
    }),
  ),
};

/**
 * `GET /api/ShoppingCarts/quick-order/suggestions?prefix=&region=` as the server answers it: the products whose model
 * starts with the prefix, however it is written (case, spaces, hyphens: `ad h1` finds AD-H100), in model order, at
 * most 8.
 */
export const modelSuggestions = (items: ProductSummary[] = fixtures.modelProducts, init?: MockInit) =>
  get(
    '/api/ShoppingCarts/quick-order/suggestions',
    (request) => {
      const prefix = normaliseModel(new URL(request.url).searchParams.get('prefix') ?? '');
      return {
        Items: prefix
          ? items
              .filter((p) => normaliseModel(p.Model).startsWith(prefix))
              .sort((a, b) => (normaliseModel(a.Model) < normaliseModel(b.Model) ? -1 : 1))
              .slice(0, 8)
          : [],
      };
    },
    init,
  );

/**
 * 个人资料 and 修改密码 as the server answers them: the profile echoes the saved name and mobile, a code is "sent"
 * (204), the e-mail change answers the new address, the password change a fresh token.
 */
export const accountHandlers = {
  profileSave: [
    http.put('/api/Users/Info', async ({ request }) => {
      await delay(300);
      return HttpResponse.json({ ...fixtures.userInfo, ...((await request.json()) as object) });
    }),
  ],
  emailCode: [post('/api/Users/email/code', null, { status: 204 })],
  emailChange: [
    http.put('/api/Users/email', async ({ request }) => {
      await delay(300);
      return HttpResponse.json({ ...fixtures.userInfo, Email: ((await request.json()) as { Email: string }).Email });
    }),
  ],
  passwordChange: [put('/api/Users/password', { token: 'story-token-2' })],
};

/** Defaults for every story; override a group by its name in `parameters.msw.handlers`. */
export const defaultHandlers = {
  regions: [get('/api/Regions', fixtures.regions)],
  brands: [get('/api/Brands', fixtures.brands)],
  userInfo: [
    http.get('/api/Users/Info', async ({ request }) => {
      await delay(200);
      return request.headers.get('Authorization')?.startsWith('Bearer ') &&
        request.headers.get('Authorization') !== 'Bearer '
        ? HttpResponse.json(fixtures.userInfo)
        : HttpResponse.json({ Error: '请先登录' }, { status: 401 });
    }),
  ],
  cartCount: [get('/api/ShoppingCarts/items/count', fixtures.cartCount)],
  quickOrderSuggestions: [modelSuggestions()],
};
