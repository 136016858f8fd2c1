/** Company customers: list/search/page for any user, create/update/delete for 管理员, scoped by company. */
import { describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase } from './helpers/app.js';

describeEachDatabase('customers', (getCtx) => {
  const app = () => getCtx().app;
  const tokens = new Map<string, string>();
  const as = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await getCtx().login(email));
    return bearer(tokens.get(email)!);
  };
  const req = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: await as(email), ...(payload ? { payload } : {}) });

  describe('GET /api/Company/customers', () => {
    it('pages the company’s customers for any user of it', async () => {
      const res = await req('buyer@demo.cn', 'GET', '/api/Company/customers?pageSize=2');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ Total: 5, Page: 1, PageSize: 2 });
      expect(body.Items).toHaveLength(2);
      expect(Object.keys(body.Items[0]).sort()).toEqual(
        ['Address', 'ContactName', 'CreatedAt', 'Id', 'Mobile', 'Name', 'Remark', 'TaxNumber'].sort(),
      );
      const other = (await req('other@demo.cn', 'GET', '/api/Company/customers')).json();
      expect(other.Total).toBe(3);
      const names = other.Items.map((c: { Name: string }) => c.Name);
      expect(names).not.toContain('苏州新城建设工程有限公司');
    });

    it('searches by name, contact or mobile; % is literal', async () => {
      const res = await req('admin@demo.cn', 'GET', `/api/Company/customers?keyword=${encodeURIComponent('杭州')}`);
      expect(res.json()).toMatchObject({ Total: 1, Items: [{ Name: '杭州西湖智能科技有限公司' }] });
      expect((await req('admin@demo.cn', 'GET', '/api/Company/customers?keyword=%25')).json().Total).toBe(0);
    });

    it('refuses pageSize over 100 (400)', async () => {
      const res = await req('admin@demo.cn', 'GET', '/api/Company/customers?pageSize=101');
      expect(res.statusCode).toBe(400);
      expect(res.json().Field).toBe('PageSize');
    });
  });

  describe('writes', () => {
    it('creates, reads, updates and deletes a customer', async () => {
      const created = await req('admin@demo.cn', 'POST', '/api/Company/customers', {
        Name: '无锡太湖机电有限公司',
        ContactName: '蒋涛',
        Mobile: '13961234567',
        TaxNumber: '91320594ma1mxk8q3p',
      });
      expect(created.statusCode).toBe(201);
      const c = created.json();
      expect(c).toMatchObject({
        Name: '无锡太湖机电有限公司',
        TaxNumber: '91320594MA1MXK8Q3P',
        Address: '',
        Remark: '',
      });

      expect((await req('buyer@demo.cn', 'GET', `/api/Company/customers/${c.Id}`)).json()).toEqual(c);

      const updated = await req('admin@demo.cn', 'PUT', `/api/Company/customers/${c.Id}`, {
        Name: '无锡太湖机电股份有限公司',
        Remark: '已改制',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        Id: c.Id,
        Name: '无锡太湖机电股份有限公司',
        Remark: '已改制',
        ContactName: '',
      });

      expect((await req('admin@demo.cn', 'DELETE', `/api/Company/customers/${c.Id}`)).statusCode).toBe(204);
      expect((await req('admin@demo.cn', 'GET', `/api/Company/customers/${c.Id}`)).statusCode).toBe(404);
      expect((await req('admin@demo.cn', 'DELETE', `/api/Company/customers/${c.Id}`)).statusCode).toBe(404);
    });

    it('validates the name, the mobile and the tax number', async () => {
      const cases: [object, string][] = [
        [{ Name: '' }, 'Name'],
        [{ Name: '   ' }, 'Name'],
        [{ Name: '甲', Mobile: '1234' }, 'Mobile'],
        [{ Name: '甲', TaxNumber: '91320594MA1MXK8Q3D' }, 'TaxNumber'],
        [{ Name: '甲', TaxNumber: 'abc' }, 'TaxNumber'],
      ];
      for (const [payload, field] of cases) {
        const res = await req('admin@demo.cn', 'POST', '/api/Company/customers', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().Field).toBe(field);
      }
    });

    it('refuses writes to a 采购员 (403) and changes nothing', async () => {
      const before = (await req('admin@demo.cn', 'GET', '/api/Company/customers')).json();
      const id = before.Items[0].Id;
      for (const [method, url, payload] of [
        ['POST', '/api/Company/customers', { Name: '不该出现的客户' }],
        ['PUT', `/api/Company/customers/${id}`, { Name: '改名' }],
        ['DELETE', `/api/Company/customers/${id}`, undefined],
      ] as const) {
        const res = await req('buyer@demo.cn', method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Error: '仅管理员可以进行此操作' });
      }
      expect((await req('admin@demo.cn', 'GET', '/api/Company/customers')).json()).toEqual(before);
    });

    it('answers 404 for another company’s customer, and changes nothing', async () => {
      const foreign = (await req('other@demo.cn', 'GET', '/api/Company/customers')).json().Items[0];
      expect((await req('admin@demo.cn', 'GET', `/api/Company/customers/${foreign.Id}`)).statusCode).toBe(404);
      expect(
        (await req('admin@demo.cn', 'PUT', `/api/Company/customers/${foreign.Id}`, { Name: '劫持' })).statusCode,
      ).toBe(404);
      expect((await req('admin@demo.cn', 'DELETE', `/api/Company/customers/${foreign.Id}`)).statusCode).toBe(404);
      expect((await req('other@demo.cn', 'GET', `/api/Company/customers/${foreign.Id}`)).json()).toEqual(foreign);
    });

    it('answers 400 (not 500) for ids that are not integers or are too large', async () => {
      for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
        const res = await req('admin@demo.cn', 'GET', `/api/Company/customers/${id}`);
        expect(res.statusCode, id).toBe(400);
      }
    });
  });
});
