/**
 * Two rules that decide whether a buyer may place an order, shared by the server (which enforces them) and the
 * storefront (which explains them before the buyer tries):
 * - the sales region of every province (a delivery address must belong to the cart's region, so a 华东 price
 *   never ships to 北京);
 * - only a verified company (StatusEnum 30) orders or pays; the refusal names the company's state.
 */

import { formatDateTime } from './dates.js';

export { addressRegionMismatch, REGION_PROVINCES, salesRegionOfProvince } from './sales-regions.js';

export interface OrderingCompany {
  StatusEnum: number | null;
  /** When the company last submitted its information for review (StatusEnum 20). */
  SubmittedAt?: string | null;
  /** The operator's reason (StatusEnum 40). */
  ReviewNote?: string | null;
}

/** CompanyStatus.Verified (enums.ts, not imported: this module is in the cart's and checkout's first load). */
export const VERIFIED = 30;

/** Why the company may not order or pay yet (shown before the buyer tries, answered as 403); null when verified. */
export function orderingRefusal(company: OrderingCompany): string | null {
  switch (company.StatusEnum) {
    case VERIFIED:
      return null;
    case 20: {
      const at = company.SubmittedAt ? `（提交于 ${formatDateTime(company.SubmittedAt)}）` : '';
      return `企业信息审核中${at}，审核通过后即可下单`;
    }
    case 40: {
      const reason = company.ReviewNote?.trim();
      return `企业信息未通过审核${reason ? `：${reason}` : ''}。请修改企业信息后重新提交，审核通过后即可下单`;
    }
    default:
      return '请先完善企业信息并提交审核，审核通过后即可下单';
  }
}
