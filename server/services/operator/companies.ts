/**
 * Company review (企业审核): the queue of companies by status, what each submitted, approve (→ 30 已认证) or
 * reject with a reason (→ 40 已驳回; the reason shows in the company's reminder). Each decision locks the
 * company row, so two operators cannot both decide: the second sees the new status and is refused (409).
 * The company's registrant (管理员) is mailed after the decision commits.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CompanyStatus, CompanyStatusName } from '../../../src/contract/enums.js';
import type { CompanyReviewQuery, ReviewCompany, ReviewCompanyPage } from '../../../src/contract/operator.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { companyApprovedMail, companyRejectedMail } from '../../mail/templates.js';
import { recordAudit } from './audit.js';

type CompanyRow = typeof companies.$inferSelect;

/** The audited fields of a company (what a review decision changes). */
const snapshot = (c: CompanyRow) => ({
  StatusEnum: c.statusEnum,
  ReviewNote: c.reviewNote,
  ReviewedAt: c.reviewedAt?.toISOString() ?? null,
});

async function registrantOf(db: Db, companyId: number) {
  const [admin] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(desc(users.isRegistEntity), asc(users.id))
    .limit(1);
  return admin ?? { name: '', email: '' };
}

/** Makes the operator's signed link to a stored licence picture (services/company-evidence.ts). */
export type LicenseLink = (stored: string | null) => string | null;

function toReview(
  c: CompanyRow,
  admin: { name: string; email: string },
  userCount: number,
  link: LicenseLink,
): ReviewCompany {
  return {
    Id: c.id,
    Name: c.name,
    CreditCode: c.creditCode ?? '',
    StatusEnum: c.statusEnum,
    StatusName: c.statusEnum === null ? '未提交' : (CompanyStatusName[c.statusEnum] ?? ''),
    RegisteredAddress: c.registeredAddress,
    ContactName: c.contactName,
    ContactPhone: c.contactPhone,
    Industry: c.industry,
    Size: c.size,
    ReviewNote: c.reviewNote,
    SubmittedAt: c.submittedAt?.toISOString() ?? null,
    LicenseImageUrl: link(c.licenseImage),
    ReviewedAt: c.reviewedAt?.toISOString() ?? null,
    CreatedAt: c.createdAt.toISOString(),
    AdminName: admin.name,
    AdminEmail: admin.email,
    UserCount: userCount,
  };
}

export async function listCompaniesForReview(
  db: Db,
  query: CompanyReviewQuery,
  link: LicenseLink,
): Promise<ReviewCompanyPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const status = query.status ?? CompanyStatus.PendingReview;
  const where: SQL[] = [
    status === CompanyStatus.Incomplete
      ? (or(eq(companies.statusEnum, status), isNull(companies.statusEnum)) as SQL)
      : eq(companies.statusEnum, status),
  ];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(companies.name, like), ilike(companies.creditCode, like)) as SQL);
  }
  const filter = and(...where);
  // The queue is first come, first served: oldest submission first.
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(filter)
      .orderBy(sql`${companies.submittedAt} asc nulls last`, asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(companies).where(filter),
  ]);
  const items = await Promise.all(rows.map((c) => reviewOf(db, c, link)));
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

async function reviewOf(db: Db, c: CompanyRow, link: LicenseLink): Promise<ReviewCompany> {
  const [admin, [n]] = await Promise.all([
    registrantOf(db, c.id),
    db.select({ n: count() }).from(users).where(eq(users.companyId, c.id)),
  ]);
  return toReview(c, admin, Number(n?.n ?? 0), link);
}

export async function getCompanyForReview(db: Db, id: number, link: LicenseLink): Promise<ReviewCompany> {
  const [c] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!c) throw notFound('企业不存在');
  return reviewOf(db, c, link);
}

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: Date;
  operatorId: number;
  licenseLink: LicenseLink;
}

/** Approves (reason null) or rejects a company waiting for review, audited in the same transaction. */
export async function decideCompany(deps: ReviewDeps, id: number, reason: string | null): Promise<ReviewCompany> {
  const { db, now, operatorId } = deps;
  const approve = reason === null;
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!current) throw notFound('企业不存在');
    if (current.statusEnum !== CompanyStatus.PendingReview) {
      throw conflict(
        `该企业当前状态为「${current.statusEnum === null ? '未提交' : CompanyStatusName[current.statusEnum]}」，不在待审核队列中`,
      );
    }
    const [row] = await tx
      .update(companies)
      .set({
        statusEnum: approve ? CompanyStatus.Verified : CompanyStatus.Rejected,
        reviewNote: approve ? '' : reason,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(companies.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: approve ? 'company.approve' : 'company.reject',
      entity: 'company',
      entityId: id,
      before: snapshot(current),
      after: snapshot(row!),
      at: now,
    });
    return row!;
  });
  const review = await reviewOf(db, updated, deps.licenseLink);
  if (review.AdminEmail) {
    const link = `${deps.config.publicUrl}/enterprise/info`;
    const { mailer } = deps;
    // Recorded in the outbox at once; SMTP delivery continues in the background (the decision is committed).
    await (mailer.queue ? mailer.queue.bind(mailer) : mailer.send.bind(mailer))(
      approve
        ? companyApprovedMail(review.AdminEmail, updated.name, link)
        : companyRejectedMail(review.AdminEmail, updated.name, reason, link),
    );
  }
  return review;
}
