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
