/**
 * The http client builds its URLs with src/core/ufo-lite.ts instead of `ufo`: every URL it builds from a
 * partner's API origin and a query must come out exactly as with ufo, or a widget would call the wrong address
 * or lose a filter.
 */
import { type QueryObject, withBase as ufoWithBase, withQuery as ufoWithQuery } from 'ufo';
import { describe, expect, it } from 'vitest';
import { withBase, withQuery } from '../../../src/core/ufo-lite';

describe('ufo-lite (the partner build’s stand-in for ufo)', () => {
  const bases = ['', '/', 'https://shop.example.cn', 'https://shop.example.cn/', 'https://x.cn/shop', '/shop/'];
  const inputs = [
    '/api/Products',
    '/api/Products?catalogue=online',
    'api/Brands',
    './api/Brands',
    '/',
    '',
    'https://other.cn/api/Brands',
    '/shop/api/Cart',
    '/shopping/api',
  ];
  it('puts a path under the API origin as ufo.withBase does', () => {
    for (const base of bases)
      for (const input of inputs) expect(withBase(input, base), `${base} + ${input}`).toBe(ufoWithBase(input, base));
    expect(withBase('/api/Brands', 'https://shop.example.cn/')).toBe('https://shop.example.cn/api/Brands');
  });

  it('merges a query as ufo.withQuery does (Chinese keywords, spaces, reserved characters, arrays, empties)', () => {
    const queries: QueryObject[] = [
      { keyword: '办公 椅', page: 2 },
      { keyword: 'a+b&c=d#e/f?g|h`i^j%k' },
      { email: 'buyer+1@demo.cn' },
      { ids: [1, 2, 3], flag: true, off: false, zero: 0, empty: '', gone: undefined, nothing: null },
      { 'we=ird key': 'v' },
      { filter: { a: 1 } },
      { catalogue: 'consultation' },
    ];
    const urls = [
      '/api/Products',
      '/api/Products?catalogue=online&page=1',
      'https://shop.example.cn/api/Search?keyword=%E5%8A%9E+x&a=1&a=2#top',
      '/api/x?bad=%E0%A4%A&plus=a+b',
      '/api/x?=novalue&&k',
    ];
    for (const url of urls)
      for (const query of queries)
        expect(withQuery(url, query), `${url} ${JSON.stringify(query)}`).toBe(ufoWithQuery(url, query));
    // What the server receives: the keyword decodes back to the same text.
    const built = new URL(withQuery('/api/Search', { keyword: '办公 椅+1&x' }), 'http://h');
    expect(built.searchParams.get('keyword')).toBe('办公 椅+1&x');
  });
});
