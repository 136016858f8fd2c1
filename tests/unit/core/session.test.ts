import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/core/http';
import { $messages } from '../../../src/core/messages';
import { setNavigator } from '../../../src/core/navigation';
import {
  $companyReminder,
  $isAdmin,
  $isLoggedIn,
  $session,
  acceptToken,
  EMPTY_SESSION,
  login,
  logout,
} from '../../../src/core/session';
import { useApiServer } from './api-server';

const { server, requestsTo } = useApiServer();

const user = {
  Id: 7,
  Email: 'li@example.com',
  Name: '李雷',
  Mobile: '13800000000',
  CompanyId: 3,
  Regions: [2, 1],
  UserRoleNames: ['采购员'],
  IsRegistEntity: false,
};
const company = {
  Id: 3,
  Name: '华东机电',
  CreditCode: '91310000MA1FL0XXXX',
  StatusEnum: 30 as number | null,
  RegisteredAddress: '上海',
  ContactName: '李雷',
  ContactPhone: '13800000000',
  Industry: '制造',
  Size: '50-200',
};
const navigator = vi.fn();

function profileHandlers(expectedToken: string) {
  return [
    http.get('/api/Users/Info', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${expectedToken}`
        ? HttpResponse.json(user)
        : HttpResponse.json({ Error: '未登录' }, { status: 401 }),
    ),
    http.get('/api/Company/info', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${expectedToken}`
        ? HttpResponse.json(company)
        : HttpResponse.json({ Error: '未登录' }, { status: 401 }),
    ),
  ];
}

beforeEach(() => {
  $session.set(EMPTY_SESSION);
  $messages.set([]);
  navigator.mockReset();
  setNavigator(navigator);
});
afterEach(() => setNavigator(null));

describe('login', () => {
  it('starts logged out', () => {
    expect($session.get()).toEqual({ token: '', user: null, company: null });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('rejects a result without a token and stays logged out', async () => {
    server.use(
      http.post('/api/Users/login', () => HttpResponse.json({ ok: true })),
      ...profileHandlers('x'),
    );
    const error = await login({ Email: 'li@example.com', Password: 'secret123' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('登录失败');
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect($isLoggedIn.get()).toBe(false);
    expect(JSON.parse(localStorage.getItem('user-info') ?? 'null') ?? EMPTY_SESSION).toEqual(EMPTY_SESSION);
    expect(requestsTo('/api/Users/Info')).toHaveLength(0);
  });

  it('rejects an empty token', async () => {
    server.use(http.post('/api/Users/login', () => HttpResponse.json({ token: '' })));
    await expect(login({ Email: 'a@b.cn', Password: 'x' })).rejects.toMatchObject({ status: 400 });
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('with a token: stores it, then loads user and company into the persistent session', async () => {
    let body: unknown;
    server.use(
      http.post('/api/Users/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'jwt-1' });
      }),
      ...profileHandlers('jwt-1'),
    );
    await login({ Email: 'li@example.com', Password: 'secret123', CaptchaId: 'c1', CaptchaCode: 'AB12' });
    expect(body).toEqual({ Email: 'li@example.com', Password: 'secret123', CaptchaId: 'c1', CaptchaCode: 'AB12' });
    expect($session.get()).toEqual({ token: 'jwt-1', user, company });
    expect(JSON.parse(localStorage.getItem('user-info')!)).toEqual({ token: 'jwt-1', user, company });
    expect($isLoggedIn.get()).toBe(true);
  });

  it('a wrong password rejects with the server text (shown once, by the form: no toast) and stays logged out', async () => {
    server.use(http.post('/api/Users/login', () => HttpResponse.json({ Error: '邮箱或密码错误' }, { status: 400 })));
    await expect(login({ Email: 'a@b.cn', Password: 'bad' })).rejects.toMatchObject({
      status: 400,
      message: '邮箱或密码错误',
    });
    // The login form shows the text next to the password; a toast repeated it (the message appeared twice).
    expect($messages.get()).toEqual([]);
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('acceptToken (after registration) loads the profile like login', async () => {
    server.use(...profileHandlers('jwt-reg'));
    await acceptToken('jwt-reg');
    expect($session.get()).toEqual({ token: 'jwt-reg', user, company });
  });
});

describe('logout and 401', () => {
  it('logout clears token, user and company and goes to /login', () => {
    $session.set({ token: 'jwt-1', user, company });
    logout();
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect(JSON.parse(localStorage.getItem('user-info')!)).toEqual(EMPTY_SESSION);
    expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
  });

  it('a 401 while loading the profile clears all three', async () => {
    server.use(...profileHandlers('someone-else'));
    await expect(acceptToken('expired')).rejects.toMatchObject({ status: 401 });
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect(navigator).toHaveBeenCalledWith('/login', { replace: false });
    expect($messages.get().map((m) => m.text)).toEqual(['登录已过期，请重新登录']);
  });
});

describe('other tabs', () => {
  it("follow another tab's login and logout through the storage event", () => {
    const seen: boolean[] = [];
    const unbind = $isLoggedIn.subscribe((v) => seen.push(v));
    const other = JSON.stringify({ token: 'jwt-tab2', user, company });
    localStorage.setItem('user-info', other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user-info', newValue: other }));
    expect($session.get()).toEqual({ token: 'jwt-tab2', user, company });
    localStorage.removeItem('user-info');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user-info', newValue: null }));
    expect($session.get()).toEqual(EMPTY_SESSION);
    expect(seen).toEqual([false, true, false]);
    unbind();
  });

  it('a corrupt stored value reads as logged out', () => {
    const unbind = $session.listen(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'user-info', newValue: '{oops' }));
    expect($session.get()).toEqual(EMPTY_SESSION);
    unbind();
  });
});

describe('derived flags', () => {
  it('$isAdmin when the role names include 管理员', () => {
    $session.set({ token: 't', user: { ...user, UserRoleNames: ['采购员'] }, company });
    expect($isAdmin.get()).toBe(false);
    $session.set({ token: 't', user: { ...user, UserRoleNames: ['采购员', '管理员'] }, company });
    expect($isAdmin.get()).toBe(true);
    $session.set(EMPTY_SESSION);
    expect($isAdmin.get()).toBe(false);
  });

  it.each([
    [null, true],
    [undefined, true],
    [20, true],
    [10, false],
    [30, false],
  ])('company reminder with StatusEnum %s → %s', (status, shown) => {
    $session.set({ token: 't', user, company: { ...company, StatusEnum: status as number | null } });
    expect($companyReminder.get()).toBe(shown);
  });

  it('no reminder while logged out or before the company is loaded', () => {
    $session.set({ token: '', user: null, company: { ...company, StatusEnum: null } });
    expect($companyReminder.get()).toBe(false);
    $session.set({ token: 't', user, company: null });
    expect($companyReminder.get()).toBe(false);
  });
});
