/**
 * The operator's contact and registration details (CONTACT_* variables): the help centre, the legal texts and the
 * storefront's footer show them (GET /api/Help/contact). The defaults are the demo's; a real deployment sets its own
 * (docs/deploy.md, "Variables"). The registration lines (运营主体, ICP备案号, 许可证) have no default in production:
 * a placeholder there would claim a registration the site does not have.
 */
import { type Static, Type } from 'typebox';

export interface ContactConfig {
  /** 客服热线 (CONTACT_HOTLINE). */
  hotline: string;
  /** 服务时间 (CONTACT_HOURS). */
  hours: string;
  /** 客服邮箱 (CONTACT_EMAIL). */
  email: string;
  /** 个人信息保护邮箱 (PRIVACY_EMAIL; default CONTACT_EMAIL when that is set). */
  privacyEmail: string;
  /** 通信地址 (CONTACT_ADDRESS). */
  address: string;
  /** 邮编 (CONTACT_POSTCODE). */
  postcode: string;
  /** 运营主体, the company that runs the site (CONTACT_COMPANY). */
  company: string;
  /** ICP备案号 (CONTACT_ICP), linked to the MIIT register. */
  icp: string;
  /** 经营许可证 or 营业执照 line (CONTACT_LICENCE), e.g. 增值电信业务经营许可证：沪B2-20260001. */
  licence: string;
}

/** The demo's contact details (used when the variables are not set). */
export const DEMO_CONTACT: ContactConfig = {
  hotline: '400-820-0000',
  hours: '工作日 9:00-18:00',
  email: 'service@b2b-demo.cn',
  privacyEmail: 'privacy@b2b-demo.cn',
  address: '上海市浦东新区示范路 100 号',
  postcode: '200120',
  company: 'B2B 企业采购示范有限公司',
  icp: '沪ICP备00000000号-1',
  licence: '增值电信业务经营许可证：沪B2-00000000',
};

const email = Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'e-mail' });

/** The variables' part of the environment schema (server/config.ts). */
export const CONTACT_ENV = {
  CONTACT_HOTLINE: Type.Optional(
    Type.String({ pattern: '^[0-9+][0-9 ()+-]{4,31}$', description: '电话号码 (phone number, e.g. 400-123-4567)' }),
  ),
  CONTACT_HOURS: Type.Optional(Type.String({ maxLength: 64, description: '服务时间 (service hours, ≤ 64 chars)' })),
  CONTACT_EMAIL: Type.Optional(email),
  PRIVACY_EMAIL: Type.Optional(email),
  CONTACT_ADDRESS: Type.Optional(
    Type.String({ maxLength: 200, description: '通信地址 (postal address, ≤ 200 chars)' }),
  ),
  CONTACT_POSTCODE: Type.Optional(Type.String({ pattern: '^\\d{6}$', description: '6 位邮编 (6-digit postcode)' })),
  CONTACT_COMPANY: Type.Optional(Type.String({ maxLength: 100, description: '运营主体 (company name, ≤ 100 chars)' })),
  CONTACT_ICP: Type.Optional(
    Type.String({
      pattern: '^[\\u4e00-\\u9fa5]ICP备\\d{4,12}号(-\\d{1,3})?$',
      description: 'ICP备案号 (e.g. 沪ICP备12345678号-1)',
    }),
  ),
  CONTACT_LICENCE: Type.Optional(
    Type.String({ maxLength: 100, description: '许可证或执照 (licence line, ≤ 100 chars)' }),
  ),
};
const ContactEnv = Type.Object(CONTACT_ENV);

export function readContact(env: Static<typeof ContactEnv>, production: boolean): ContactConfig {
  const registration = (value: string | undefined, demo: string) => value ?? (production ? '' : demo);
  return {
    hotline: env.CONTACT_HOTLINE ?? DEMO_CONTACT.hotline,
    hours: env.CONTACT_HOURS ?? DEMO_CONTACT.hours,
    email: env.CONTACT_EMAIL ?? DEMO_CONTACT.email,
    privacyEmail: env.PRIVACY_EMAIL ?? env.CONTACT_EMAIL ?? DEMO_CONTACT.privacyEmail,
    address: env.CONTACT_ADDRESS ?? DEMO_CONTACT.address,
    postcode: env.CONTACT_POSTCODE ?? DEMO_CONTACT.postcode,
    company: registration(env.CONTACT_COMPANY, DEMO_CONTACT.company),
    icp: registration(env.CONTACT_ICP, DEMO_CONTACT.icp),
    licence: registration(env.CONTACT_LICENCE, DEMO_CONTACT.licence),
  };
}
