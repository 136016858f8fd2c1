/** The caller's company: read and update (a complete submission verifies it — demo auto-review). */
import { and, eq, ne } from 'drizzle-orm';
import type { CompanyInfo, CompanyInfoUpdate } from '../../src/contract/company.js';
import { CompanyStatus } from '../../src/contract/enums.js';
import { isValidCreditCode } from '../../src/contract/validators.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';

type CompanyRow = typeof companies.$inferSelect;

export function toCompanyInfo(c: CompanyRow): CompanyInfo {
  return {
    Id: c.id,
    Name: c.name,
    CreditCode: c.creditCode ?? '',
    StatusEnum: c.statusEnum,
    RegisteredAddress: c.registeredAddress,
    ContactName: c.contactName,
    ContactPhone: c.contactPhone,
    Industry: c.industry,
    Size: c.size,
  };
}

export async function getCompanyInfo(db: Db, companyId: number): Promise<CompanyInfo> {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!c) throw notFound('企业不存在');
  return toCompanyInfo(c);
}

/** Mainland mobile, or a landline such as 021-50801234 / 0755-86001234-808, or 400/800 numbers. */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

export async function updateCompanyInfo(db: Db, companyId: number, body: CompanyInfoUpdate, now: Date): Promise<CompanyInfo> {
  const values = {
    name: body.Name.trim(),
    creditCode: body.CreditCode.trim().toUpperCase(),
    registeredAddress: body.RegisteredAddress.trim(),
    contactName: body.ContactName.trim(),
    contactPhone: body.ContactPhone.trim(),
    industry: (body.Industry ?? '').trim(),
    size: (body.Size ?? '').trim(),
  };
  if (values.name.length < 2) throw badRequest('请填写企业名称', 'Name');
  if (values.creditCode && !isValidCreditCode(values.creditCode)) throw badRequest('统一社会信用代码不正确，请核对', 'CreditCode');
  if (values.contactPhone && !PHONE.test(values.contactPhone)) throw badRequest('请输入正确的联系电话', 'ContactPhone');
  const complete = !!(values.name && values.creditCode && values.registeredAddress && values.contactName && values.contactPhone);

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw notFound('企业不存在');
    if (values.creditCode) {
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.creditCode, values.creditCode), ne(companies.id, companyId)))
        .limit(1);
      if (taken) throw conflict('该统一社会信用代码已被其他企业使用');
    }
    const [updated] = await tx
      .update(companies)
      .set({
        ...values,
        creditCode: values.creditCode || null,
        statusEnum: complete ? CompanyStatus.Verified : CompanyStatus.Incomplete,
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning();
    return toCompanyInfo(updated!);
  });
}
