/**
 * 合并转账 (one bank transfer for several of a company's unpaid orders) and 转账回单 (the buyer's transfer
 * voucher, a picture or a PDF). See docs/api.md "合并转账与转账回单".
 */

import { type Static, Type } from 'typebox';
import { DateTime, Id, Money } from './common.js';
import { BankAccount } from './payments.js';

/** 2–50 orders in one batch. */
export const TRANSFER_BATCH_MIN_ORDERS = 2;
export const TRANSFER_BATCH_MAX_ORDERS = 50;

/** 10 待转账 · 20 已到账 · 90 已取消 */
export const TransferBatchStatus = { Open: 10, Paid: 20, Cancelled: 90 } as const;
export const TransferBatchStatusName: Record<number, string> = { 10: '待转账', 20: '已到账', 90: '已取消' };

/** A voucher is a picture (JPG, PNG or WebP, stored as WebP) or a PDF, ≤ 5 MB: the upload rules of the site. */
export const VOUCHER_MAX_BYTES = 5 * 1024 * 1024;
export const VOUCHER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const CreateTransferBatchBody = Type.Object(
  {
    OrderIds: Type.Array(Id, {
      minItems: TRANSFER_BATCH_MIN_ORDERS,
      maxItems: TRANSFER_BATCH_MAX_ORDERS,
      uniqueItems: true,
      'x-message': `请选择 ${TRANSFER_BATCH_MIN_ORDERS}–${TRANSFER_BATCH_MAX_ORDERS} 个不同的订单`,
    }),
  },
  { additionalProperties: false },
);
export type CreateTransferBatchBody = Static<typeof CreateTransferBatchBody>;

export const TransferVoucher = Type.Object({
  Id: Type.Integer(),
  /** 'image/webp' or 'application/pdf'. */
  ContentType: Type.String(),
  Size: Type.Integer(),
  /** A picture's address (/media/uploads/…) and its thumbnail; for a PDF the download address. */
  Url: Type.String(),
  ThumbnailUrl: Type.String(),
  CreatedAt: DateTime,
});
export type TransferVoucher = Static<typeof TransferVoucher>;

export const TransferVoucherList = Type.Object({ Items: Type.Array(TransferVoucher) });
export type TransferVoucherList = Static<typeof TransferVoucherList>;

export const TransferBatchOrder = Type.Object({
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  TotalAmount: Money,
});
export type TransferBatchOrder = Static<typeof TransferBatchOrder>;

export const TransferBatch = Type.Object({
  Id: Type.Integer(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  /** The code to write in the transfer's remark (附言). */
  RemittanceCode: Type.String(),
  /** The exact sum of its orders. */
  TotalAmount: Money,
  BankAccount,
  CreatedAt: DateTime,
  PaidAt: Type.Union([DateTime, Type.Null()]),
  Orders: Type.Array(TransferBatchOrder),
  Vouchers: Type.Array(TransferVoucher),
});
export type TransferBatch = Static<typeof TransferBatch>;

/** An open batch as the console's 收款 screen lists it, with the company and the buyer's vouchers. */
export const PendingTransferBatch = Type.Object({
  Id: Type.Integer(),
  RemittanceCode: Type.String(),
  CompanyName: Type.String(),
  TotalAmount: Money,
  CreatedAt: DateTime,
  Orders: Type.Array(TransferBatchOrder),
  Vouchers: Type.Array(TransferVoucher),
});
export type PendingTransferBatch = Static<typeof PendingTransferBatch>;
export const PendingTransferBatchList = Type.Object({ Items: Type.Array(PendingTransferBatch) });
export type PendingTransferBatchList = Static<typeof PendingTransferBatchList>;
