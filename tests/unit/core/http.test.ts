import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/core/config';
import { REQUEST_TIMEOUT_MS } from '../../../src/core/constants';
import { ApiError, announceFailure, api, apiResponse, newIdempotencyKey, xsrfHeader } from '../../../src/core/http';
import { $messages } from '../../../src/core/messages';
import { setNavigator } from '../../../src/core/navigation';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { HttpStatus } from '../../../src/core/status';
import { useApiServer } from './api-server';

const { server, requestsTo } = useApiServer();

const user = {
  Id: 7,
  Email: 'li@example.com',
  Name: '李雷',
  Mobile: '13800000000',
  CompanyId: 3,
  Regions: [2],
  UserRoleNames: ['采购员'],
  IsRegistEntity: false,
};
const company = {
  Id: 3,
  Name: '华东机电',
  CreditCode: '91310000MA1FL0XXXX',
  StatusEnum: 30,
  RegisteredAddress: '上海',
  ContactName: '李雷',
  ContactPhone: '13800000000',
  Industry: '制造',
  Size: '50-200',
};

const navigator = vi.fn();
const texts = () => $messages.get().map((m) => `${m.type}:${m.text}`);
/** The client's message of a failure waits for the caller's handling: the end of the current task. */
const afterHandling = () => new Promise((resolve) => setTimeout(resolve, 0));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  $session.set({ token: 'tok-1', user, company });
  $messages.set([]);
  configure({ apiBase: '', storeUrl: '' });
  navigator.mockReset();
  setNavigator(navigator);
});
afterEach(async () => {
  vi.useRealTimers();
  // A message still waiting for the caller's handling must not land in the next test.
  await afterHandling();
  setNavigator(null);
  $session.set(EMPTY_SESSION);
});

describe('the bearer token', () => {
  it('is sent on every call, whatever the method', async () => {
    server.use(
      http.get('/api/Brands', () => HttpResponse.json([])),
      http.post('/api/Consultations', () => HttpResponse.json({ Id: 1 }, { status: 201 })),
      http.put('/api/Company/info', () => HttpResponse.json(company)),
      http.delete('/api/ShoppingCarts/items/5', () => new HttpResponse(null, { status: 204 })),
    );
    await api('/api/Brands');
    await api('/api/Consultations', { method: 'POST', body: { Quantity: 1 } });
    await api('/api/Company/info', { method: 'PUT', body: company });
    await expect(api('/api/ShoppingCarts/items/5', { method: 'DELETE' })).resolves.toBeUndefined();
    const seen = [
      ...requestsTo('/api/Brands'),
      ...requestsTo('/api/Consultations'),
      ...requestsTo('/api/Company/info'),
      ...requestsTo('/api/ShoppingCarts/items/5'),
    ];
    expect(seen).toHaveLength(4);
    for (const r of seen) {
      expect(r.headers.get('authorization')).toBe('Bearer tok-1');
      expect(r.credentials).toBe('include');
    }
  });

  it('is absent when logged out', async () => {
    $session.set(EMPTY_SESSION);
    server.use(http.get('/api/Brands', () => HttpResponse.json([])));
    await api('/api/Brands');
    expect(requestsTo('/api/Brands')[0]!.headers.has('authorization')).toBe(false);
  });

  it('follows the API base, the query and the Idempotency-Key', async () => {
    configure({ apiBase: 'http://api.example.test/' });
    server.use(http.post('http://api.example.test/api/Orders', () => HttpResponse.json({ Id: 9 }, { status: 201 })));
    const key = newIdempotencyKey();
    await api('/api/Orders', {
      method: 'POST',
      body: { Region: 1 },
      idempotencyKey: key,
      query: { a: 1, b: undefined },
    });
    const [r] = requestsTo('/api/Orders');
    expect(r!.url.origin).toBe('http://api.example.test');
    expect(r!.url.search).toBe('?a=1');
    expect(r!.headers.get('idempotency-key')).toBe(key);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** A partner page's view of the widgets' navigations: each `b2b-navigate` path, cancelled (the test page stays). */
function partnerNavigations(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const listen = (e: Event) => {
    seen.push((e as CustomEvent<{ path: string }>).detail.path);
    e.preventDefault();
  };
  document.addEventListener('b2b-navigate', listen);
  return { seen, stop: () => document.removeEventListener('b2b-navigate', listen) };
}

describe('the error rules (401, 400, 500 and the rest)', () => {
  it('401: shows 登录已过期，请重新登录, clears token, user and company, goes to /login', async () => {
    server.use(http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })));
    const error = await rejection(api('/api/Users/Info'));
    expect(error.status).toBe(HttpStatus.Unauthorized);
    expect(texts()).toEqual(['error:登录已过期，请重新登录']);
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect(JSON.parse(localStorage.getItem('user-info')!)).toEqual(EMPTY_SESSION);
    expect(navigator).toHaveBeenCalledTimes(1);
    expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
  });

  // logging in again must bring the buyer back to the page the 401 happened on.
  it('401 on a storefront page: /login keeps the way back in ?redirect= (never to an account page; the login page stays)', async () => {
    server.use(http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })));
    history.replaceState(null, '', '/enterprise/orders?page=2');
    try {
      await rejection(api('/api/Users/Info'));
      expect(navigator).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/enterprise/orders?page=2')}`, {
        replace: false,
      });
      navigator.mockReset();
      // Already on the login page: it stays, with its way back (a later 401 must not turn it into plain /login).
      $session.set({ token: 'tok-2', user, company });
      history.replaceState(null, '', '/login?redirect=%2Fcart');
      await rejection(api('/api/Users/Info'));
      expect($session.get()).toEqual(EMPTY_SESSION);
      expect(navigator).not.toHaveBeenCalled();
      // Another account page: /login, without a way back to it.
      $session.set({ token: 'tok-2', user, company });
      history.replaceState(null, '', '/register');
      await rejection(api('/api/Users/Info'));
      expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
      // A standalone widget (no storefront router): the host page's address is no storefront path.
      navigator.mockReset();
      setNavigator(null);
      const partner = partnerNavigations();
      $session.set({ token: 'tok-3', user, company });
      history.replaceState(null, '', '/partner/products');
      await rejection(api('/api/Users/Info'));
      partner.stop();
      expect(partner.seen).toEqual(['/login']);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('401 on a partner page with a <b2b-login> of its own: the session ends and is told, the page stays', async () => {
    server.use(http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })));
    setNavigator(null);
    const { seen, stop } = partnerNavigations();
    const login = document.createElement('b2b-login');
    document.body.append(login);
    try {
      await rejection(api('/api/Users/Info'));
      expect(texts()).toEqual(['error:登录已过期，请重新登录']);
      expect($session.get()).toEqual(EMPTY_SESSION);
      expect(seen).toEqual([]);
      // Once the form has left the page, a session that ends goes to the store's /login again.
      login.remove();
      $session.set({ token: 'tok-4', user, company });
      await rejection(api('/api/Users/Info'));
      expect(seen).toEqual(['/login']);
    } finally {
      login.remove();
      stop();
    }
  });

  it('401 with silent that ends a session: logged out, and told so (the page goes to /login)', async () => {
    server.use(http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })));
    await rejection(api('/api/Users/Info', { silent: true }));
    expect(texts()).toEqual(['error:登录已过期，请重新登录']);
    expect($session.get().token).toBe('');
    expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
  });

  it('401 with silent and no session to end (a visitor): nothing said', async () => {
    $session.set(EMPTY_SESSION);
    server.use(http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })));
    await rejection(api('/api/Users/Info', { silent: true }));
    await afterHandling();
    expect(texts()).toEqual([]);
  });

  it('400: shows the Error text of the body and keeps the field for forms', async () => {
    server.use(
      http.post('/api/Users/login', () =>
        HttpResponse.json({ Error: '邮箱或密码错误', Field: 'Password' }, { status: 400 }),
      ),
    );
    const error = await rejection(api('/api/Users/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('邮箱或密码错误');
    expect(error.field).toBe('Password');
    await afterHandling();
    expect(texts()).toEqual(['error:邮箱或密码错误']);
    expect($session.get().token).toBe('tok-1');
    expect(navigator).not.toHaveBeenCalled();
  });

  it('400 whose text the form shows itself (takeMessage): said there only, no message', async () => {
    server.use(
      http.post('/api/Company/customers', () =>
        HttpResponse.json({ Error: '手机号码格式不正确', Field: 'Mobile' }, { status: 400 }),
      ),
    );
    let inline = '';
    await api('/api/Company/customers', { method: 'POST', body: {} }).catch((e: ApiError) => {
      inline = e.takeMessage();
    });
    await afterHandling();
    expect(inline).toBe('手机号码格式不正确');
    expect(texts()).toEqual([]);
  });

  it('500 and network failures taken by the form are not shown twice either', async () => {
    server.use(
      http.post('/api/Orders', () => new HttpResponse(null, { status: 500 })),
      http.post('/api/Payments', () => HttpResponse.error()),
    );
    const taken = await Promise.all(
      [api('/api/Orders', { method: 'POST' }), api('/api/Payments', { method: 'POST' })].map((p) =>
        p.catch((e: ApiError) => e.takeMessage()),
      ),
    );
    await afterHandling();
    expect(taken).toEqual(['服务访问错误', '网络连接失败，请稍后重试']);
    expect(texts()).toEqual([]);
  });

  it('400 with silent: rejected with the text, nothing shown', async () => {
    server.use(http.post('/api/x', () => HttpResponse.json({ Error: '数量超出范围' }, { status: 400 })));
    const error = await rejection(api('/api/x', { method: 'POST', silent: true }));
    expect(error.message).toBe('数量超出范围');
    expect(texts()).toEqual([]);
  });

  it('500: shows 服务访问错误 (never the server internals)', async () => {
    server.use(http.get('/api/Brands', () => HttpResponse.json({ Error: 'TypeError at line 3' }, { status: 500 })));
    const error = await rejection(api('/api/Brands'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('服务访问错误');
    await afterHandling();
    expect(texts()).toEqual(['error:服务访问错误']);
    expect(requestsTo('/api/Brands')).toHaveLength(1);
  });

  it.each([HttpStatus.Forbidden, HttpStatus.NotFound, HttpStatus.Conflict, HttpStatus.Warn, 429, 502])(
    '%i: only rejects, no message, session kept',
    async (status) => {
      server.use(http.get('/api/Orders/1', () => HttpResponse.json({ Error: '某个原因' }, { status })));
      const error = await rejection(api('/api/Orders/1'));
      expect(error.status).toBe(status);
      expect(error.message).toBe('某个原因');
      expect(error.data).toEqual({ Error: '某个原因' });
      expect(texts()).toEqual([]);
      expect($session.get().token).toBe('tok-1');
      expect(navigator).not.toHaveBeenCalled();
    },
  );

  it('a status without an Error body gets a Chinese default message', async () => {
    server.use(http.get('/api/Orders/2', () => new HttpResponse(null, { status: 404 })));
    const error = await rejection(api('/api/Orders/2'));
    expect(error.message).toBe('请求的内容不存在');
  });

  it('two calls failing together with 401 show one message and go to /login once', async () => {
    server.use(
      http.get('/api/Users/Info', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })),
      http.get('/api/ShoppingCarts/items/count', () => HttpResponse.json({ Error: '未登录' }, { status: 401 })),
    );
    const results = await Promise.allSettled([api('/api/Users/Info'), api('/api/ShoppingCarts/items/count?region=1')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(texts()).toEqual(['error:登录已过期，请重新登录']);
    expect(navigator).toHaveBeenCalledTimes(1);
  });

  it('two calls failing together with 500 show one message', async () => {
    server.use(http.get('/api/Brands', () => new HttpResponse(null, { status: 500 })));
    await Promise.allSettled([api('/api/Brands'), api('/api/Brands'), api('/api/Brands')]);
    await afterHandling();
    expect(texts()).toEqual(['error:服务访问错误']);
  });
});

describe('announceFailure: a screen says something only where the client did not', () => {
  it('a network failure of an export is said once, by the client', async () => {
    server.use(http.get('/api/Orders/export', () => HttpResponse.error()));
    const error = await rejection(api('/api/Orders/export'));
    announceFailure(error, '导出失败，请稍后重试');
    await afterHandling();
    expect(texts()).toEqual(['error:网络连接失败，请稍后重试']);
  });

  it("400, 401 and 500 are the client's to say; 409 and 404 are the screen's", async () => {
    server.use(
      http.post('/api/Orders/1/cancel', () => HttpResponse.json({ Error: '订单已支付，不能取消' }, { status: 409 })),
      http.post('/api/Orders/2/cancel', () => HttpResponse.json({ Error: '取消原因必填' }, { status: 400 })),
    );
    const conflict = await rejection(api('/api/Orders/1/cancel', { method: 'POST' }));
    const invalid = await rejection(api('/api/Orders/2/cancel', { method: 'POST' }));
    announceFailure(conflict);
    announceFailure(invalid);
    await afterHandling();
    expect(texts()).toEqual(['error:订单已支付，不能取消', 'error:取消原因必填']);
  });

  it("a silent call's 400 is not announced by the client, so the screen says it", async () => {
    server.use(http.post('/api/Orders/3/cancel', () => HttpResponse.json({ Error: '取消原因必填' }, { status: 400 })));
    const error = await rejection(api('/api/Orders/3/cancel', { method: 'POST', silent: true }));
    announceFailure(error, '取消失败');
    await afterHandling();
    expect(texts()).toEqual(['error:取消失败']);
  });
});

describe('retries', () => {
  it('never retries a POST, even when the network fails', async () => {
    server.use(http.post('/api/Orders', () => HttpResponse.error()));
    const error = await rejection(api('/api/Orders', { method: 'POST', body: { Region: 1 }, idempotencyKey: 'k1' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('网络连接失败，请稍后重试');
    expect(requestsTo('/api/Orders', 'POST')).toHaveLength(1);
    await afterHandling();
    expect(texts()).toEqual(['error:网络连接失败，请稍后重试']);
  });

  it('never retries a failing POST, PUT or DELETE answer', async () => {
    server.use(
      http.post('/api/Payments', () => new HttpResponse(null, { status: 500 })),
      http.put('/api/ShoppingCarts/items/1', () => new HttpResponse(null, { status: 409 })),
      http.delete('/api/ShoppingCarts/items/1', () => HttpResponse.error()),
    );
    await Promise.allSettled([
      api('/api/Payments', { method: 'POST', body: {} }),
      api('/api/ShoppingCarts/items/1', { method: 'PUT', body: { Quantity: 2 } }),
      api('/api/ShoppingCarts/items/1', { method: 'DELETE' }),
    ]);
    expect(requestsTo('/api/Payments')).toHaveLength(1);
    expect(requestsTo('/api/ShoppingCarts/items/1', 'PUT')).toHaveLength(1);
    expect(requestsTo('/api/ShoppingCarts/items/1', 'DELETE')).toHaveLength(1);
  });

  it('retries a GET once when the network fails, then succeeds', async () => {
    let calls = 0;
    server.use(http.get('/api/Brands', () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json([{ Id: 1 }]))));
    await expect(api('/api/Brands')).resolves.toEqual([{ Id: 1 }]);
    expect(calls).toBe(2);
    expect(texts()).toEqual([]);
  });

  it('a GET that keeps failing is tried twice and rejects with status 0', async () => {
    server.use(http.get('/api/Brands', () => HttpResponse.error()));
    const error = await rejection(api('/api/Brands'));
    expect(error.status).toBe(0);
    expect(requestsTo('/api/Brands')).toHaveLength(2);
  });

  it('times out after 600000 ms with 网络连接失败 and is not retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('/api/Orders/export', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = rejection(api('/api/Orders/export'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(texts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts()).toEqual(['error:网络连接失败，请稍后重试']);
    expect(requestsTo('/api/Orders/export')).toHaveLength(1);
  });

  it('a request cancelled by its caller rejects quietly', async () => {
    server.use(
      http.get('/api/Search', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = rejection(api('/api/Search', { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    const error = await pending;
    expect(error.aborted).toBe(true);
    expect(texts()).toEqual([]);
    expect(requestsTo('/api/Search')).toHaveLength(1);
  });
});

describe('answers', () => {
  it('reads JSON by default and text (CSV export) by content type or on request', async () => {
    server.use(
      http.get(
        '/api/Orders/export',
        () =>
          new HttpResponse('\uFEFF订单号,金额\nA1,59.97\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      ),
      http.get('/api/Help', () => HttpResponse.json([{ Id: 1, Title: '如何下单' }])),
    );
    await expect(api<string>('/api/Orders/export')).resolves.toContain('A1,59.97');
    await expect(api<string>('/api/Orders/export', { responseType: 'text' })).resolves.toContain('订单号');
    await expect(api('/api/Help')).resolves.toEqual([{ Id: 1, Title: '如何下单' }]);
  });

  it('sends an object as JSON and a file as it is, with its own type', async () => {
    const bodies: Array<{ type: string | null; text: string }> = [];
    const record = async ({ request }: { request: Request }) => {
      bodies.push({ type: request.headers.get('content-type'), text: await request.text() });
      return HttpResponse.json({ Written: 1 });
    };
    server.use(http.post('/api/Consultations', record), http.post('/api/Operator/products/import', record));
    await api('/api/Consultations', { method: 'POST', body: { Quantity: 2, Remark: '加急' } });
    const file = new File(['名称,价格\n螺丝,1.20\n'], '商品.csv', { type: 'text/csv' });
    await expect(
      api('/api/Operator/products/import', { method: 'POST', body: file, headers: { 'Content-Type': 'text/csv' } }),
    ).resolves.toEqual({ Written: 1 });
    expect(bodies).toEqual([
      { type: 'application/json', text: '{"Quantity":2,"Remark":"加急"}' },
      { type: 'text/csv', text: '名称,价格\n螺丝,1.20\n' },
    ]);
  });

  it('a body that is not JSON stays text; an empty 204 answer is undefined', async () => {
    server.use(
      http.get('/api/Brands', () => new HttpResponse('维护中', { headers: { 'content-type': 'application/json' } })),
      http.delete('/api/ShoppingCarts/items/5', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(api('/api/Brands')).resolves.toBe('维护中');
    await expect(api('/api/ShoppingCarts/items/5', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('xsrfHeader', () => {
  it('echoes the XSRF-TOKEN cookie', () => {
    expect(xsrfHeader()).toEqual({});
    document.cookie = 'other=1; path=/';
    document.cookie = 'XSRF-TOKEN=abc%3D123.sig; path=/';
    expect(xsrfHeader()).toEqual({ 'X-XSRF-TOKEN': 'abc=123.sig' });
  });
});

describe('apiResponse (downloads)', () => {
  it('gives the body and the headers, with the bearer token, for a CSV export', async () => {
    server.use(
      http.get(
        '*/api/Orders/export',
        ({ request }) =>
          new HttpResponse('\uFEFF订单号\nPO1\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': "attachment; filename*=UTF-8''orders.csv",
              'x-auth-seen': request.headers.get('authorization') ?? '',
            },
          }),
      ),
    );
    const { data, headers } = await apiResponse<Blob>('/api/Orders/export', { responseType: 'blob' });
    expect(headers.get('content-disposition')).toContain('orders.csv');
    expect(headers.get('x-auth-seen')).toBe('Bearer tok-1');
    expect(await data.text()).toContain('PO1');
  });

  it('applies the error catalogue: a 401 during a download logs out and goes to /login', async () => {
    server.use(http.get('*/api/Orders/export', () => HttpResponse.json({ Error: 'x' }, { status: 401 })));
    const error = await rejection(apiResponse('/api/Orders/export', { responseType: 'blob' }));
    expect(error.status).toBe(401);
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect(texts()).toContain('error:登录已过期，请重新登录');
    expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
  });
});
