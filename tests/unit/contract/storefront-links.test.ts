/**
 * The links a banner may carry (src/contract/storefront-links.ts): the list of storefront pages is the route
 * table's, a typed path is a page or refused with words an operator can act on, and http(s) addresses pass.
 */
import { describe, expect, it } from 'vitest';
import {
  isStorefrontPath,
  linkProblem,
  STOREFRONT_PATHS,
  SUGGESTED_PAGES,
} from '../../../src/contract/storefront-links';
import { matchRoute } from '../../../src/core/router';
import { routes } from '../../../src/routes';

describe('storefront links', () => {
  it('names only pages of the route table, and every public or signed-in page of it', () => {
    for (const path of STOREFRONT_PATHS) {
      const sample = path.replace(/:[A-Za-z]+/g, '7');
      const match = matchRoute(sample, routes);
      expect(match?.route.path, path).not.toBe('/*');
    }
    // Pages a banner never sends anyone to: they need a token of a mail, an order or the console.
    const apart = /^\/(invite|resetpassword|resetpwd|purchase|payment|order\/detail|operator)(\/|$)/;
    const listed = new Set(STOREFRONT_PATHS.map((p) => p.replace(/:[A-Za-z]+/g, ':x')));
    for (const route of routes) {
      if (apart.test(route.path) || route.path === '/*') continue;
      const paths = route.path.startsWith('/:type/')
        ? ['/online', '/consultation'].map((t) => route.path.replace('/:type', t))
        : [route.path];
      for (const p of paths) expect(listed.has(p.replace(/:[A-Za-z]+/g, ':x')), p).toBe(true);
    }
    for (const page of SUGGESTED_PAGES) expect(isStorefrontPath(page.path), page.path).toBe(true);
  });

  it('accepts pages with their query or fragment and web addresses; refuses the rest in Chinese', () => {
    for (const ok of [
      '',
      '/home',
      '/',
      '/vnetzone/online?categoryId=3',
      '/brand/2',
      '/online/detail/5#specs',
      '/help/',
      'https://example.cn/a?b=1',
      'http://x.cn',
    ])
      expect(linkProblem(ok), ok).toBeNull();
    expect(linkProblem('/mall')).toBe(
      '链接“/mall”不是店铺中的页面，请从建议中选择（如 /home、/vnetzone/online、/brand/1），或填写 http(s):// 开头的网址',
    );
    for (const bad of ['/brand/1/x', '/operator/dashboard', '/brand/', '/online/detail/a b'])
      expect(linkProblem(bad), bad).toMatch(/不是店铺中的页面|不能包含空格/);
    expect(linkProblem('mall')).toBe('链接须为店铺中的页面（以 / 开头，如 /vnetzone/online）或 http(s):// 开头的网址');
    expect(linkProblem('//evil.cn/x')).toMatch(/须为店铺中的页面/);
    expect(linkProblem('javascript:alert(1)')).toMatch(/须为店铺中的页面/);
    expect(linkProblem('https://')).toBe('链接不是有效的网址');
    expect(linkProblem('/a\\b')).toBe('链接不能包含空格或反斜杠');
  });
});
