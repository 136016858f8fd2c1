/**
 * On a partner's page the session is kept under a key of the store's (`b2b:<store origin>:user-info`), so the host's
 * own `user-info` is neither read nor overwritten; the storefront's own origin keeps the spec's `user-info`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { $config } from '../../../src/core/config';
import { $session, EMPTY_SESSION, SESSION_STORAGE_KEY } from '../../../src/core/session';
import { sessionStorageKey } from '../../../src/core/session-state';
import { storeScopedKey } from '../../../src/core/store-scoped-storage';
import type { UserInfo } from '../../../src/core/types';

const user: UserInfo = {
  Id: 4,
  Email: 'b@demo.cn',
  Name: '李娜',
  Mobile: '',
  CompanyId: 1,
  Regions: [1],
  UserRoleNames: [],
  IsRegistEntity: false,
};
const STORE = 'https://shop.example.cn';

afterEach(() => {
  $config.set({ apiBase: '', storeUrl: '' });
  $session.set(EMPTY_SESSION);
  localStorage.clear();
});

describe('the session key', () => {
  it('is user-info on the store’s own origin (no api-base, a relative one, or this origin)', () => {
    expect(SESSION_STORAGE_KEY).toBe('user-info');
    expect(storeScopedKey('user-info', { apiBase: '', storeUrl: '' })).toBe('user-info');
    expect(storeScopedKey('user-info', { apiBase: '/shop', storeUrl: '' })).toBe('user-info');
    expect(storeScopedKey('user-info', { apiBase: location.origin, storeUrl: location.origin })).toBe('user-info');
  });

  it('is b2b:<store origin>:user-info on a partner page (api-base, or else store-url, names another origin)', () => {
    expect(storeScopedKey('user-info', { apiBase: `${STORE}/`, storeUrl: '' })).toBe(`b2b:${STORE}:user-info`);
    expect(storeScopedKey('user-info', { apiBase: '', storeUrl: `${STORE}/shop` })).toBe(`b2b:${STORE}:user-info`);
  });

  it('leaves the host page’s own user-info alone and reads the store’s session when api-base is set', () => {
    localStorage.setItem('user-info', JSON.stringify({ token: 'the-host-app-token', theme: 'dark' }));
    localStorage.setItem(`b2b:${STORE}:user-info`, JSON.stringify({ token: 'store-jwt', user, company: null }));
    $config.set({ apiBase: STORE, storeUrl: STORE });
    expect(sessionStorageKey()).toBe(`b2b:${STORE}:user-info`);
    expect($session.get()).toEqual({ token: 'store-jwt', user, company: null });

    $session.set({ token: 'store-jwt-2', user, company: null });
    expect(JSON.parse(localStorage.getItem(`b2b:${STORE}:user-info`)!).token).toBe('store-jwt-2');
    $session.set(EMPTY_SESSION);
    expect(JSON.parse(localStorage.getItem(`b2b:${STORE}:user-info`)!)).toEqual(EMPTY_SESSION);
    // The host's value is as it left it.
    expect(JSON.parse(localStorage.getItem('user-info')!)).toEqual({ token: 'the-host-app-token', theme: 'dark' });
  });

  it('follows another tab through the storage event under the store’s key', () => {
    $config.set({ apiBase: STORE, storeUrl: '' });
    const unbind = $session.listen(() => {});
    const key = `b2b:${STORE}:user-info`;
    const other = JSON.stringify({ token: 'other-tab', user, company: null });
    localStorage.setItem(key, other);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: other }));
    expect($session.get().token).toBe('other-tab');
    // The host writing its own user-info is not a session change.
    localStorage.setItem('user-info', '{"token":"host"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user-info', newValue: '{"token":"host"}' }));
    expect($session.get().token).toBe('other-tab');
    unbind();
  });
});
