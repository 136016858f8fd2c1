/** Company info: read by any user, updated by 管理员 with the credit-code checksum; completion goes to review. */
import { describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase } from './helpers/app.js';

const complete = {
  Name: '北京启航科技有限公司',
  CreditCode: '91110108MA01DEM00X',
  RegisteredAddress: '北京市海淀区中关村大街 27 号 1101 室',
  ContactName: '王磊',
  ContactPhone: '010-62501234',
  Industry: '信息技术',
  Size: '20-99 人',
};

describeEachDatabase('company info', (getCtx) => {
  const get = async (email: string) =>
    getCtx().app.inject({ method: 'GET', url: '/api/Company/info', headers: bearer(await getCtx().login(email)) });
  const put = async (email: string, payload: Record<string, unknown>) =>
    getCtx().app.inject({
      method: 'PUT',
      url: '/api/Company/info',
      headers: bearer(await getCtx().login(email)),
      payload,
    });

  describe('GET /api/Company/info', () => {
    it('shows the caller’s company with StatusEnum', async () => {
      const admin = await get('admin@demo.cn');
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({
        Name: '上海华东精工设备有限公司',
        StatusEnum: 30,
        CreditCode: '91310115MA1K4EXK0F',
      });
      const buyer = await get('buyer@demo.cn');
      expect(buyer.json().Id).toBe(admin.json().Id);
      expect((await get('pending@demo.cn')).json().StatusEnum).toBe(20);
    });

    it('needs a login', async () => {
      expect((await getCtx().app.inject({ method: 'GET', url: '/api/Company/info' })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/Company/info', () => {
    it('refuses a credit code with a wrong checksum (400, Field CreditCode)', async () => {
      const res = await put('pending@demo.cn', { ...complete, CreditCode: '91110108MA01DEM00Y' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Error: '统一社会信用代码校验位不正确，请核对', Field: 'CreditCode' });
    });

    it('refuses a credit code used by another company (409) and a bad phone (400)', async () => {
      expect((await put('pending@demo.cn', { ...complete, CreditCode: '91310115MA1K4EXK0F' })).statusCode).toBe(409);
      expect((await put('pending@demo.cn', { ...complete, ContactPhone: 'abc' })).json().Field).toBe('ContactPhone');
    });

    it('sends a complete submission to the operators’ review (StatusEnum 20); an incomplete one is 10', async () => {
      const partial = await put('pending@demo.cn', { ...complete, ContactName: '' });
      expect(partial.statusCode).toBe(200);
      expect(partial.json().StatusEnum).toBe(10);
      const res = await put('pending@demo.cn', { ...complete, CreditCode: complete.CreditCode.toLowerCase() });
      expect(res.statusCode).toBe(200);
      // Waiting for an operator (tests/server/operator.test.ts approves and rejects): the reminder shows.
      expect(res.json()).toMatchObject({ ...complete, StatusEnum: 20 });
      expect((await get('pending@demo.cn')).json().StatusEnum).toBe(20);
    });

    it('keeps a verified company verified when only its contact details change', async () => {
      const current = (await get('admin@demo.cn')).json();
      const res = await put('admin@demo.cn', {
        Name: current.Name,
        CreditCode: current.CreditCode,
        RegisteredAddress: current.RegisteredAddress,
        ContactName: '张明远',
        ContactPhone: current.ContactPhone,
      });
      expect(res.json()).toMatchObject({ StatusEnum: 30, ContactName: '张明远' });
    });

    it('is refused to a non-admin (403) and changes nothing', async () => {
      const res = await put('buyer@demo.cn', { ...complete, Name: '被篡改的名称', CreditCode: '' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Error: '仅管理员可以进行此操作' });
      expect((await get('admin@demo.cn')).json().Name).toBe('上海华东精工设备有限公司');
    });

    it('refuses unknown fields and StatusEnum in the body', async () => {
      const res = await put('admin@demo.cn', { ...complete, StatusEnum: 30 });
      expect(res.statusCode).toBe(400);
      expect(res.json().Field).toBe('StatusEnum');
    });
  });

  // a new company was stuck in 华东; its administrator now chooses the delivery regions.
  describe('/api/Company/regions', () => {
    const regions = async (email: string, payload?: unknown) =>
      getCtx().app.inject({
        method: payload === undefined ? 'GET' : 'PUT',
        url: '/api/Company/regions',
        headers: bearer(await getCtx().login(email)),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const info = async (email: string) =>
      (
        await getCtx().app.inject({
          method: 'GET',
          url: '/api/Users/Info',
          headers: bearer(await getCtx().login(email)),
        })
      ).json() as { Regions: number[] };

    it('the administrator chooses them in order; every user of the company is offered them', async () => {
      expect((await regions('other@demo.cn')).json()).toEqual({ Regions: [3, 1] });
      const saved = await regions('other@demo.cn', { Regions: [2, 4, 3] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ Regions: [2, 4, 3] });
      expect((await info('other-buyer@demo.cn')).Regions).toEqual([2, 4, 3]);
      expect((await info('other@demo.cn')).Regions).toEqual([2, 4, 3]);
      // Another company is untouched.
      expect((await info('buyer@demo.cn')).Regions).toEqual([1, 2]);
      await regions('other@demo.cn', { Regions: [3, 1] });
    });

    it('refuses buyers (403), unknown or repeated regions and an empty choice (400), and keeps the old ones', async () => {
      expect((await regions('other-buyer@demo.cn', { Regions: [1] })).statusCode).toBe(403);
      const unknown = await regions('other@demo.cn', { Regions: [1, 999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ Error: '收货区域无效', Field: 'Regions' });
      const twice = await regions('other@demo.cn', { Regions: [1, 1] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ Error: '收货区域不能重复' });
      expect((await regions('other@demo.cn', { Regions: [] })).statusCode).toBe(400);
      expect((await regions('other@demo.cn')).json()).toEqual({ Regions: [3, 1] });
      expect((await getCtx().app.inject({ method: 'GET', url: '/api/Company/regions' })).statusCode).toBe(401);
    });
  });
});
