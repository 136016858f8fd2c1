/**
 * China's administrative divisions served by the API (complete: Beijing's 16 districts),
 * the company's delivery address book (any company user; one default; places checked), and the order's
 * snapshot of the chosen address in its detail and the CSV export.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

type Address = {
  Id: number;
  Company: string;
  Recipient: string;
  Province: string;
  City: string;
  District: string;
  IsDefault: boolean;
};

const site = {
  Recipient: '王工',
  Mobile: '13912345678',
  Province: '北京市',
  City: '北京市',
  District: '延庆区',
  Detail: '八达岭经济开发区康西路 1 号 2 号库',
};

describeEachDatabase('delivery addresses', (ctx) => {
  let admin: string;
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    // A company that starts without addresses; the first demo company (with two seeded ones) is "another".
    admin = await tokenFor(ctx(), 'other@demo.cn');
    buyer = await tokenFor(ctx(), 'other-buyer@demo.cn');
    other = await tokenFor(ctx(), 'admin@demo.cn');
  });
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

  describe('GET /api/Divisions', () => {
    it('lists provinces, a province’s cities and a city’s districts: all 16 of Beijing, no 市辖区', async () => {
      const provinces = (await call(null, 'GET', '/api/Divisions')).json() as { Code: string; Name: string }[];
      expect(provinces.length).toBeGreaterThanOrEqual(31);
      const beijing = provinces.find((p) => p.Name === '北京市')!;
      const cities = (await call(null, 'GET', `/api/Divisions?parent=${beijing.Code}`)).json() as {
        Code: string;
        Name: string;
      }[];
      expect(cities.map((c) => c.Name)).toEqual(['北京市']);
      const districts = (await call(null, 'GET', `/api/Divisions?parent=${cities[0]!.Code}`)).json() as {
        Name: string;
      }[];
      expect(districts).toHaveLength(16);
      expect(districts.map((d) => d.Name)).toEqual(expect.arrayContaining(['东城区', '海淀区', '延庆区', '密云区']));
      // Chongqing's 区 and 县 are one city.
      const chongqing = provinces.find((p) => p.Name === '重庆市')!;
      const cq = (await call(null, 'GET', `/api/Divisions?parent=${chongqing.Code}`)).json() as { Code: string }[];
      expect(cq).toHaveLength(1);
      const cqDistricts = (await call(null, 'GET', `/api/Divisions?parent=${cq[0]!.Code}`)).json() as {
        Name: string;
      }[];
      expect(cqDistricts.map((d) => d.Name)).toEqual(expect.arrayContaining(['渝中区', '忠县']));
      const zhejiang = provinces.find((p) => p.Name === '浙江省')!;
      const zj = (await call(null, 'GET', `/api/Divisions?parent=${zhejiang.Code}`)).json() as { Name: string }[];
      expect(zj.map((c) => c.Name)).toContain('杭州市');
      expect((await call(null, 'GET', '/api/Divisions?parent=999999')).statusCode).toBe(404);
      expect((await call(null, 'GET', '/api/Divisions?parent=abc')).statusCode).toBe(400);
    });
  });

  describe('/api/Company/delivery-addresses', () => {
    it('any user of the company adds and edits; the first is the default; the company is the default 收货单位', async () => {
      const first = await call(buyer, 'POST', '/api/Company/delivery-addresses', site);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ ...site, Company: '深圳南方智造有限公司', IsDefault: true });
      const second = (
        await call(admin, 'POST', '/api/Company/delivery-addresses', {
          ...site,
          Company: '华东精工北京分公司',
          Province: '浙江省',
          City: '杭州市',
          District: '西湖区',
          IsDefault: true,
        })
      ).json() as Address;
      expect(second.IsDefault).toBe(true);
      const list = (await call(buyer, 'GET', '/api/Company/delivery-addresses')).json() as Address[];
      expect(list.map((a) => [a.Id, a.IsDefault])).toEqual([
        [second.Id, true],
        [first.json().Id, false],
      ]);
      // Another company sees none of them (only its own) and cannot touch them.
      const theirs = (await call(other, 'GET', '/api/Company/delivery-addresses')).json() as Address[];
      expect(theirs.map((a) => a.Recipient)).toEqual(['张明', '李娜']);
      expect((await call(other, 'PUT', `/api/Company/delivery-addresses/${second.Id}`, site)).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/Company/delivery-addresses/${second.Id}`)).statusCode).toBe(404);
      // Deleting the default makes the oldest remaining one the default.
      expect((await call(admin, 'DELETE', `/api/Company/delivery-addresses/${second.Id}`)).statusCode).toBe(204);
      const after = (await call(buyer, 'GET', '/api/Company/delivery-addresses')).json() as Address[];
      expect(after.map((a) => [a.Id, a.IsDefault])).toEqual([[first.json().Id, true]]);
    });

    it('refuses places that do not exist and bad mobiles with a 400 on the field, saving nothing', async () => {
      const before = ((await call(buyer, 'GET', '/api/Company/delivery-addresses')).json() as Address[]).length;
      const wrong = await call(buyer, 'POST', '/api/Company/delivery-addresses', { ...site, District: '浦东新区' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ Error: '所在地区不存在，请重新选择', Field: 'District' });
      const mobile = await call(buyer, 'POST', '/api/Company/delivery-addresses', { ...site, Mobile: '12345' });
      expect(mobile.statusCode).toBe(400);
      expect(mobile.json()).toMatchObject({ Field: 'Mobile' });
      expect(((await call(buyer, 'GET', '/api/Company/delivery-addresses')).json() as Address[]).length).toBe(before);
      expect((await call(null, 'GET', '/api/Company/delivery-addresses')).statusCode).toBe(401);
    });
  });

  describe('orders', () => {
    it('keep a snapshot of the chosen address in the detail and the CSV export; later edits do not change it', async () => {
      const address = (
        await call(buyer, 'POST', '/api/Company/delivery-addresses', {
          ...site,
          Detail: '延庆区快照测试路 9 号',
        })
      ).json() as Address;
      // A 北京 address takes a 华北 (region 2) cart.
      const created = await orderFromCart(ctx(), buyer, [[48, 1]], {
        region: 2,
        body: { DeliveryAddressId: address.Id },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { Id: number }).Id;
      await call(buyer, 'PUT', `/api/Company/delivery-addresses/${address.Id}`, { ...site, Detail: '改过的地址' });
      const detail = (await call(buyer, 'GET', `/api/Orders/${id}`)).json() as { DeliveryAddress: object };
      expect(detail.DeliveryAddress).toEqual({
        Company: '深圳南方智造有限公司',
        Recipient: '王工',
        Mobile: '13912345678',
        Province: '北京市',
        City: '北京市',
        District: '延庆区',
        Detail: '延庆区快照测试路 9 号',
      });
      const csv = (await call(buyer, 'GET', '/api/Orders/export')).body;
      expect(csv.split('\r\n')[0]).toContain('"收货地址"');
      expect(csv).toContain('"深圳南方智造有限公司 王工 13912345678 北京市延庆区延庆区快照测试路 9 号"');
      expect(csv).not.toContain('北京市北京市');
      // Another company's address cannot be used.
      const foreign = await orderFromCart(ctx(), other, [[48, 1]], {
        region: 2,
        body: { DeliveryAddressId: address.Id },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({ Error: '收货地址不存在', Field: 'DeliveryAddressId' });
    });
  });
});
