/** Inquiries about consultation-only products (咨询采购). */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ConsultationBody } from '../../src/contract/catalogue.js';
import { isMainlandMobile } from '../../src/contract/validators.js';
import type { Db } from '../db/client.js';
import { consultations, products, quotes, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';

export async function createConsultation(
  db: Db,
  body: ConsultationBody,
  userId: number | null,
  now: Date,
): Promise<number> {
  const contactName = body.ContactName.trim();
  const companyName = body.CompanyName.trim();
  const requirement = body.Requirement.trim();
  if (!contactName) throw badRequest('请填写联系人', 'ContactName');
  if (!isMainlandMobile(body.Mobile)) throw badRequest('请输入正确的手机号码', 'Mobile');
  if (!companyName) throw badRequest('请填写公司名称', 'CompanyName');
  if (!requirement) throw badRequest('请填写需求说明', 'Requirement');
  const [product] = await db
    .select({ id: products.id, catalogue: products.catalogue, onSale: products.onSale })
    .from(products)
    .where(eq(products.id, body.ProductId))
    .limit(1);
  if (!product?.onSale) throw badRequest('商品不存在或已下架', 'ProductId');
  if (product.catalogue !== 'consultation') throw badRequest('该商品支持在线采购，请直接加入购物车', 'ProductId');
  const [row] = await db
    .insert(consultations)
    .values({
      productId: product.id,
      userId,
      contactName,
      mobile: body.Mobile,
      companyName,
      quantity: body.Quantity,
      requirement,
      createdAt: now,
    })
    .returning({ id: consultations.id });
  return row!.id;
}

/**
 * The buyer's own inquiries (a company admin: every inquiry asked by the company's users), newest first, with
 * the quote answering each (null: 待报价). Inquiries sent without logging in belong to nobody and never show.
 */
export async function listMyConsultations(
  db: Db,
  auth: Pick<AuthContext, 'companyId' | 'userId' | 'isAdmin'>,
  productId: number | undefined,
): Promise<{ id: number; productId: number; quantity: number; createdAt: Date; quoteId: number | null }[]> {
  const where: SQL[] = [auth.isAdmin ? eq(users.companyId, auth.companyId) : eq(consultations.userId, auth.userId)];
  if (productId !== undefined) where.push(eq(consultations.productId, productId));
  return db
    .select({
      id: consultations.id,
      productId: consultations.productId,
      quantity: consultations.quantity,
      createdAt: consultations.createdAt,
      quoteId: quotes.id,
    })
    .from(consultations)
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(quotes, eq(quotes.consultationId, consultations.id))
    .where(and(...where))
    .orderBy(desc(consultations.id))
    .limit(50);
}
