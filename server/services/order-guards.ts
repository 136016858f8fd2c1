/**
 * Who may place or pay an order, checked inside the ordering transaction (checkout, quote accept, payment):
 * only a verified company (StatusEnum 30; 403 naming its state otherwise), and a delivery address in the cart's
 * sales region (400 on DeliveryAddressId). Both rules are written once in src/contract/ordering-rules.ts, which
 * the storefront uses to explain them before the buyer tries.
 */
import { eq } from 'drizzle-orm';
import type { OrderDeliveryAddress } from '../../src/contract/addresses.js';
import { addressRegionMismatch, orderingRefusal } from '../../src/contract/ordering-rules.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { badRequest, forbidden } from '../errors.js';

/** 403 with the company's state (未提交 → 完善企业信息, 审核中 → with the submission time, 已驳回 → the reason). */
export async function assertCompanyMayOrder(tx: Db, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ statusEnum: companies.statusEnum, submittedAt: companies.submittedAt, reviewNote: companies.reviewNote })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const refusal = orderingRefusal({
    StatusEnum: company?.statusEnum ?? null,
    SubmittedAt: company?.submittedAt?.toISOString() ?? null,
    ReviewNote: company?.reviewNote ?? '',
  });
  if (refusal) throw forbidden(refusal);
}

/** 400 on DeliveryAddressId when the address's province is not in the order's sales region (by the server's data). */
export function assertAddressInRegion(address: OrderDeliveryAddress, regionName: string): void {
  const mismatch = addressRegionMismatch(address.Province, regionName);
  if (mismatch) throw badRequest(mismatch, 'DeliveryAddressId');
}
