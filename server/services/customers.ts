/** The company's customers (for orders placed on their behalf). Always scoped by the caller's company. */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Customer, CustomerBody, CustomersPage } from '../../src/contract/company.js';
import { isValidTaxNumber } from '../../src/contract/validators.js';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import { badRequest, conflict, dbErrorCode, notFound } from '../errors.js';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(c: CustomerRow): Customer {
  return {
    Id: c.id,
    Name: c.name,
    ContactName: c.contactName,
    Mobile: c.mobile,
    Address: c.address,
    TaxNumber: c.taxNumber,
    Remark: c.remark,
    CreatedAt: c.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCustomers(
  db: Db,
  companyId: number,
  q: { keyword?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
): Promise<CustomersPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const keyword = q.keyword?.trim();
  const conditions: SQL[] = [eq(customers.companyId, companyId)];
  if (keyword) {
    const p = likePattern(keyword);
    conditions.push(or(ilike(customers.name, p), ilike(customers.contactName, p), ilike(customers.mobile, p))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { Items: rows.map(toCustomer), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getCustomer(db: Db, companyId: number, id: number): Promise<Customer> {
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    .limit(1);
  if (!c) throw notFound('客户不存在');
  return toCustomer(c);
}

function values(body: CustomerBody) {
  const v = {
    name: body.Name.trim(),
    contactName: (body.ContactName ?? '').trim(),
    mobile: (body.Mobile ?? '').trim(),
    address: (body.Address ?? '').trim(),
    taxNumber: (body.TaxNumber ?? '').trim().toUpperCase(),
    remark: (body.Remark ?? '').trim(),
  };
  if (!v.name) throw badRequest('请填写客户名称', 'Name');
  if (v.taxNumber && !isValidTaxNumber(v.taxNumber)) throw badRequest('纳税人识别号不正确，请核对', 'TaxNumber');
  return v;
}

export async function createCustomer(db: Db, companyId: number, body: CustomerBody, now: Date): Promise<Customer> {
  const [c] = await db
    .insert(customers)
    .values({ ...values(body), companyId, createdAt: now, updatedAt: now })
    .returning();
  return toCustomer(c!);
}

export async function updateCustomer(
  db: Db,
  companyId: number,
  id: number,
  body: CustomerBody,
  now: Date,
): Promise<Customer> {
  const v = values(body);
  const [c] = await db
    .update(customers)
    .set({ ...v, updatedAt: now })
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    .returning();
  if (!c) throw notFound('客户不存在');
  return toCustomer(c);
}

export async function deleteCustomer(db: Db, companyId: number, id: number): Promise<void> {
  try {
    const deleted = await db
      .delete(customers)
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
      .returning({ id: customers.id });
    if (deleted.length === 0) throw notFound('客户不存在');
  } catch (error) {
    if (dbErrorCode(error) === '23503') throw conflict('该客户已关联订单，无法删除');
    throw error;
  }
}
