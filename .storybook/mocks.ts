/**
 * MSW helpers and fixtures for stories. The API is same-origin (`/api/...`), as in production.
 *
 *   parameters: { msw: { handlers: { brands: [get('/api/Brands', fixtures.brands)] } } }
 *
 * Handlers are grouped by name; a story replaces one group and keeps the defaults of the others
 * (see `defaultHandlers`, installed by preview.tsx).
 */
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';

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
};
