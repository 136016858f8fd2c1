/**
 * The three address books of a company (收货地址, 收票地址, 发票抬头) keep the same rules (server/services/address-book.ts):
 * one default at any time, also when several saves race; deleting the default hands it to the oldest remaining
 * entry; another company's entry is 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Entry = { Id: number; IsDefault: boolean };

const place = { Province: '上海市', City: '上海市', District: '徐汇区', Detail: '漕溪北路 1 号' };
const BOOKS = [
  {
    name: '收货地址',
    url: '/api/Company/delivery-addresses',
    body: { Recipient: '王工', Mobile: '13812345678', ...place },
  },
  { name: '收票地址', url: '/api/Invoices/addresses', body: { Recipient: '李会计', Mobile: '13912345678', ...place } },
  {
    name: '发票抬头',
    url: '/api/Invoices/titles',
    body: { Type: 1, Name: '测试抬头公司', TaxNumber: '91310115MA1K4EXK0F' },
  },
] as const;

describeEachDatabase('address books', (ctx) => {
  let admin: string;
  let other: string;
  beforeAll(async () => {
    admin = await tokenFor(ctx(), 'admin@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
  });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const list = async (url: string) => (await call(admin, 'GET', url)).json() as Entry[];

  for (const book of BOOKS) {
    describe(book.name, () => {
      it('keeps one default when several saves ask for it at once', async () => {
        const created = await Promise.all(
          Array.from({ length: 6 }, () => call(admin, 'POST', book.url, { ...book.body, IsDefault: true })),
        );
        expect(created.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
        const defaults = (await list(book.url)).filter((e) => e.IsDefault);
        expect(defaults).toHaveLength(1);
        expect(created.map((r) => (r.json() as Entry).Id)).toContain(defaults[0]!.Id);
      });

      it('hands the default to the oldest remaining entry when the default is deleted', async () => {
        const before = await list(book.url);
        const current = before.find((e) => e.IsDefault)!;
        expect((await call(admin, 'DELETE', `${book.url}/${current.Id}`)).statusCode).toBe(204);
        const after = await list(book.url);
        const oldest = Math.min(...after.map((e) => e.Id));
        expect(after.filter((e) => e.IsDefault).map((e) => e.Id)).toEqual([oldest]);
      });

      it("answers 404 for another company's entry and changes nothing", async () => {
        const mine = (await list(book.url))[0]!;
        expect((await call(other, 'PUT', `${book.url}/${mine.Id}`, book.body)).statusCode).toBe(404);
        expect((await call(other, 'DELETE', `${book.url}/${mine.Id}`)).statusCode).toBe(404);
        expect((await list(book.url)).map((e) => e.Id)).toContain(mine.Id);
      });
    });
  }
});
