import type { TagColor } from '../../../ui/tag';

/** Tag colours of InvoiceStatus (10 申请中 · 20 已开具 · 30 已寄出 · 90 已驳回). */
export const INVOICE_STATUS_COLOR: Record<number, TagColor> = {
  10: 'processing',
  20: 'success',
  30: 'success',
  90: 'error',
};
