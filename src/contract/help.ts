/** Help content (public). See docs/api.md "Catalogue" (GET /api/Help). */
import { type Static, Type } from 'typebox';

export const HelpArticle = Type.Object({
  Id: Type.Integer(),
  /** 购物流程 · 支付方式 · 发票说明 · 配送说明 · 售后服务 · 账户安全 */
  Category: Type.String(),
  Title: Type.String(),
  /** Plain text; paragraphs separated by blank lines, numbered steps one per line. */
  Body: Type.String(),
});
export type HelpArticle = Static<typeof HelpArticle>;

/**
 * The operator's contact details (GET /api/Help/contact, public): shown by the help centre and filled into the
 * legal texts. Set by the server's CONTACT_* and PRIVACY_EMAIL variables (demo values by default).
 */
export const SiteContact = Type.Object({
  /** 客服热线, e.g. 400-820-0000. */
  Hotline: Type.String(),
  /** 服务时间, e.g. 工作日 9:00-18:00. */
  ServiceHours: Type.String(),
  /** 客服邮箱. */
  ServiceEmail: Type.String(),
  /** 个人信息保护负责人的邮箱. */
  PrivacyEmail: Type.String(),
  /** 通信地址. */
  Address: Type.String(),
  /** 邮编. */
  Postcode: Type.String(),
  /** 运营主体 (empty when not configured). */
  Company: Type.String(),
  /** ICP备案号, e.g. 沪ICP备12345678号-1 (empty when not configured). */
  Icp: Type.String(),
  /** 经营许可证 or 营业执照 line (empty when not configured). */
  Licence: Type.String(),
});
export type SiteContact = Static<typeof SiteContact>;
