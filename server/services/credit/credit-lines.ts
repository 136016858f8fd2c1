/**
 * The operator's side of 账期: grant a verified company a credit line (额度) and terms (月结 N 天), change or
 * suspend it (Enabled false: no new payments on account; what is owed stays owed). Audited.
 */
import { asc, eq } from 'drizzle-orm';
import type { CreditLineBody, OperatorCredit } from '../../../src/contract/credit.js';
import { CompanyStatus } from '../../../src/contract/enums.js';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { companyCredit } from '../../db/schema-credit.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { formatMoney, MAX_AMOUNT } from '../money.js';
import { recordAudit } from '../operator/audit.js';
import { creditSummary, lockCredit } from './ledger.js';

async function view(db: Db, companyId: number, name: string, now: Date): Promise<OperatorCredit> {
  const [line] = await db
    .select({ updatedAt: companyCredit.updatedAt })
    .from(companyCredit)
    .where(eq(companyCredit.companyId, companyId))
    .limit(1);
  return {
    CompanyId: companyId,
    CompanyName: name,
    ...(await creditSummary(db, companyId, now)),
    UpdatedAt: line?.updatedAt.toISOString() ?? null,
  };
}

export async function getCreditLine(db: Db, companyId: number, now: Date): Promise<OperatorCredit> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('企业不存在');
  return view(db, companyId, company.name, now);
}

/** Every company with a credit line (granted or suspended), by name. */
export async function listCreditLines(db: Db, now: Date): Promise<OperatorCredit[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companyCredit)
    .innerJoin(companies, eq(companies.id, companyCredit.companyId))
    .orderBy(asc(companies.name));
  return Promise.all(rows.map((r) => view(db, r.id, r.name, now)));
}

export async function setCreditLine(
  db: Db,
  operatorId: number,
  companyId: number,
  body: CreditLineBody,
  now: Date,
): Promise<OperatorCredit> {
  const limit = formatMoney(String(body.Limit));
  if (!/^\d+(\.\d{1,2})?$/.test(String(body.Limit)) || Number(limit) < 0 || MAX_AMOUNT.lessThan(limit)) {
    throw badRequest('请输入正确的额度（最多两位小数）', 'Limit');
  }
  const name = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!company) throw notFound('企业不存在');
    const before = await lockCredit(tx, companyId);
    // Only a verified company gets credit; an existing line may always be suspended.
    if (company.statusEnum !== CompanyStatus.Verified && (body.Enabled || !before)) {
      throw conflict('仅已认证企业可以开通账期');
    }
    await tx
      .insert(companyCredit)
      .values({ companyId, limit, termDays: body.TermDays, enabled: body.Enabled, updatedAt: now })
      .onConflictDoUpdate({
        target: companyCredit.companyId,
        set: { limit, termDays: body.TermDays, enabled: body.Enabled, updatedAt: now },
      });
    await recordAudit(tx, {
      operatorId,
      action: 'company.credit',
      entity: 'company',
      entityId: companyId,
      before: before ? { Limit: before.limit, TermDays: before.termDays, Enabled: before.enabled } : null,
      after: { Limit: limit, TermDays: body.TermDays, Enabled: body.Enabled },
      at: now,
    });
    return company.name;
  });
  return view(db, companyId, name, now);
}
