/**
 * The operator's contact details are configuration (CONTACT_*, PRIVACY_EMAIL): validated at start, served by
 * GET /api/Help/contact to the help centre and the legal texts, the demo's values only when nothing is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConfigError, DEMO_CONTACT, loadConfig } from '../../server/config.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('CONTACT_* configuration', () => {
  it('reads every variable; PRIVACY_EMAIL falls back to CONTACT_EMAIL, everything else to the demo values', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).contact).toEqual(DEMO_CONTACT);
    const set = loadConfig({
      NODE_ENV: 'production',
      CONTACT_HOTLINE: '021-61234567',
      CONTACT_HOURS: '每天 8:30-20:00',
      CONTACT_EMAIL: 'kefu@example.cn',
      CONTACT_ADDRESS: '浙江省杭州市西湖区文三路 90 号',
      CONTACT_POSTCODE: '310012',
    }).contact;
    expect(set).toEqual({
      hotline: '021-61234567',
      hours: '每天 8:30-20:00',
      email: 'kefu@example.cn',
      privacyEmail: 'kefu@example.cn',
      address: '浙江省杭州市西湖区文三路 90 号',
      postcode: '310012',
      // No placeholder registration in production: the footer shows none rather than a made-up one.
      company: '',
      icp: '',
      licence: '',
    });
    const registered = loadConfig({
      NODE_ENV: 'production',
      CONTACT_COMPANY: '杭州示范采购科技有限公司',
      CONTACT_ICP: '浙ICP备20260001号-2',
      CONTACT_LICENCE: '增值电信业务经营许可证：浙B2-20260001',
    }).contact;
    expect([registered.company, registered.icp, registered.licence]).toEqual([
      '杭州示范采购科技有限公司',
      '浙ICP备20260001号-2',
      '增值电信业务经营许可证：浙B2-20260001',
    ]);
  });

  it('refuses a malformed value at start, naming the variable', () => {
    for (const [name, value] of [
      ['CONTACT_HOTLINE', '请拨打客服'],
      ['CONTACT_EMAIL', 'kefu@'],
      ['PRIVACY_EMAIL', 'no mail'],
      ['CONTACT_POSTCODE', '3100'],
      ['CONTACT_ICP', 'ICP 12345678'],
    ] as const) {
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
    }
  });
});

describeOnce('GET /api/Help/contact', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { contact: { ...DEMO_CONTACT, hotline: '400-100-2026', address: '杭州市文三路 90 号' } },
    });
  });
  afterAll(() => ctx?.close());

  it('answers the configured details to anyone, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Help/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.json()).toEqual({
      Hotline: '400-100-2026',
      ServiceHours: DEMO_CONTACT.hours,
      ServiceEmail: DEMO_CONTACT.email,
      PrivacyEmail: DEMO_CONTACT.privacyEmail,
      Address: '杭州市文三路 90 号',
      Postcode: DEMO_CONTACT.postcode,
      Company: DEMO_CONTACT.company,
      Icp: DEMO_CONTACT.icp,
      Licence: DEMO_CONTACT.licence,
    });
  });
});
