/** Where a user lands after logging in: only same-site paths from `?redirect=`. */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../src/features/shared/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order/detail?id=3', '/order/detail?id=3'],
    ['/search/online?keyword=%E8%9E%BA%E4%B8%9D', '/search/online?keyword=%E8%9E%BA%E4%B8%9D'],
    ['/enterprise/orders#top', '/enterprise/orders#top'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['cart'],
    ['//evil.example.cn/cart'],
    ['/\\evil.example.cn'],
    ['https://evil.example.cn/'],
    ['javascript:alert(1)'],
    ['/cart\n//evil'],
    ['/login'],
    ['/login?redirect=/cart'],
    ['/register'],
    ['/resetpwd?token=x'],
  ])('sends %j to /home', (raw) => {
    expect(safeRedirect(raw)).toBe('/home');
  });
});
