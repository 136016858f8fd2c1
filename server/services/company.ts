/**
 * The caller's company: read and update, and its delivery regions. A complete submission waits for an
 * operator's review (StatusEnum 20, see services/operator/companies.ts); a verified company stays verified
 * while its name and credit code are unchanged; an incomplete one is 10 (待完善).
 */
import { eq, inArray } from 'drizzle-orm';
import type { CompanyInfo, CompanyInfoUpdate, CompanyRegions } from '../../src/contract/company.js';
import { CompanyStatus } from '../../src/contract/enums.js';
import type { Db } from '../db/client.js';
import { companies, regions } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { assertCreditCodeFree, checkedCreditCode, claimableLicense, evidenceConflict } from './company-evidence.js';

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
    ReviewNote: c.statusEnum === CompanyStatus.Rejected ? c.reviewNote : '',
    SubmittedAt: c.submittedAt?.toISOString() ?? null,
    HasLicenseImage: c.licenseImage !== null,
  };
}

export async function getCompanyInfo(db: Db, companyId: number): Promise<CompanyInfo> {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!c) throw notFound('企业不存在');
  return toCompanyInfo(c);
}

/** Mainland mobile, or a landline such as 021-50801234 / 0755-86001234-808, or 400/800 numbers. */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

export async function updateCompanyInfo(
  db: Db,
  companyId: number,
  body: CompanyInfoUpdate,
  now: Date,
): Promise<CompanyInfo> {
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
  if (values.creditCode) checkedCreditCode(values.creditCode);
  if (values.contactPhone && !PHONE.test(values.contactPhone)) throw badRequest('请输入正确的联系电话', 'ContactPhone');
  const complete = !!(
    values.name &&
    values.creditCode &&
    values.registeredAddress &&
    values.contactName &&
    values.contactPhone
  );

  try {
    return await saveCompanyInfo(db, companyId, values, body.LicenseImageId?.trim() || null, complete, now);
  } catch (error) {
    // Two companies saving one code (or picture) at the same moment: the unique index decides, the loser gets 409.
    if (!(error instanceof ApiError)) throw evidenceConflict(error) ?? error;
    throw error;
  }
}

async function saveCompanyInfo(
  db: Db,
  companyId: number,
  values: Omit<typeof companies.$inferInsert, 'id'>,
  licenseId: string | null,
  complete: boolean,
  now: Date,
): Promise<CompanyInfo> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw notFound('企业不存在');
    if (values.creditCode) await assertCreditCodeFree(tx, values.creditCode, companyId);
    // A new licence picture replaces the one on file; new evidence is reviewed again.
    const licenseImage = licenseId ? await claimableLicense(tx, licenseId, companyId) : current.licenseImage;
    const identityKept =
      current.name === values.name &&
      (current.creditCode ?? '') === values.creditCode &&
      current.licenseImage === licenseImage;
    const stillVerified = current.statusEnum === CompanyStatus.Verified && identityKept;
    const status = !complete
      ? CompanyStatus.Incomplete
      : stillVerified
        ? CompanyStatus.Verified
        : // Unchanged details already waiting stay in the queue at their place; anything new joins it.
          CompanyStatus.PendingReview;
    const resubmitted = status === CompanyStatus.PendingReview && current.statusEnum !== CompanyStatus.PendingReview;
    const [updated] = await tx
      .update(companies)
      .set({
        ...values,
        creditCode: values.creditCode || null,
        licenseImage,
        statusEnum: status,
        ...(resubmitted || (status === CompanyStatus.PendingReview && !identityKept)
          ? { submittedAt: now, reviewNote: '' }
          : {}),
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning();
    return toCompanyInfo(updated!);
  });
}

export async function getCompanyRegions(db: Pick<Db, 'select'>, companyId: number): Promise<CompanyRegions> {
  const [c] = await db.select({ regions: companies.regions }).from(companies).where(eq(companies.id, companyId));
  if (!c) throw notFound('企业不存在');
  return { Regions: c.regions };
}

/**
 * The administrator's choice of delivery regions, in order (the first is every user's default cart region):
 * each must exist, none twice, at least one.
 */
export async function setCompanyRegions(
  db: Db,
  companyId: number,
  wanted: number[],
  now: Date,
): Promise<CompanyRegions> {
  if (new Set(wanted).size !== wanted.length) throw badRequest('收货区域不能重复', 'Regions');
  if (wanted.length === 0) throw badRequest('请至少选择一个收货区域', 'Regions');
  return db.transaction(async (tx) => {
    const known = await tx.select({ id: regions.id }).from(regions).where(inArray(regions.id, wanted));
    if (known.length !== wanted.length) throw badRequest('收货区域无效', 'Regions');
    const [updated] = await tx
      .update(companies)
      .set({ regions: wanted, updatedAt: now })
      .where(eq(companies.id, companyId))
      .returning({ regions: companies.regions });
    if (!updated) throw notFound('企业不存在');
    return { Regions: updated.regions };
  });
}
