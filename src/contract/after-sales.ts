/**
 * After-sales (售后) requests: 仅退款 for a paid order's unshipped goods, 退货退款 for a received order's goods
 * within RETURN_DAYS; the buyer's side (/api/AfterSales) and the operator's queue (/api/Operator/after-sales).
 */
import { type Static, type TSchema, Type } from 'typebox';
import { DateTime, Id, Money, Page, PageQuery } from './common.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const AfterSaleLineInput = Type.Object(
  { OrderItemId: Id, Quantity: Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-message': '数量至少为 1' }) },
  { additionalProperties: false },
);

export const CreateAfterSaleBody = Type.Object(
  {
    OrderId: Id,
    Type: Type.Union([Type.Literal('refund'), Type.Literal('return')], { 'x-message': '请选择仅退款或退货退款' }),
    Lines: Type.Array(AfterSaleLineInput, { minItems: 1, maxItems: 200, 'x-message': '请选择要退的商品和数量' }),
    Reason: Type.String({ minLength: 1, maxLength: 32, 'x-message': '请选择售后原因' }),
    Description: Type.Optional(Type.String({ maxLength: 500, 'x-message': '问题描述不能超过 500 个字' })),
    /** Photos uploaded with POST /api/AfterSales/images (their Url). */
    Images: Type.Optional(
      Type.Array(Type.String({ maxLength: 300 }), { maxItems: 6, 'x-message': '最多上传 6 张图片' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateAfterSaleBody = Static<typeof CreateAfterSaleBody>;

export const AfterSaleLine = Type.Object({
  OrderItemId: Type.Integer(),
  ProductId: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  UnitPrice: Money,
  Quantity: Type.Integer(),
  Amount: Money,
});

export const AfterSaleStep = Type.Object({
  Status: Type.Integer(),
  StatusName: Type.String(),
  Note: Type.String(),
  CreatedAt: DateTime,
});

export const AfterSale = Type.Object({
  Id: Type.Integer(),
  AfterSaleNo: Type.String(),
  OrderId: Type.Integer(),
  OrderNo: Type.String(),
  Type: Type.Union([Type.Literal('refund'), Type.Literal('return')]),
  TypeName: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  Lines: Type.Array(AfterSaleLine),
  /** Exact decimal: the sum of the lines' unit price × quantity. */
  Amount: Money,
  Reason: Type.String(),
  Description: Type.String(),
  Images: Type.Array(Type.String()),
  RejectReason: Nullable(Type.String()),
  ReturnCarrier: Nullable(Type.String()),
  ReturnTrackingNo: Nullable(Type.String()),
  /** How the money went back: 在线支付 (sandbox refund) or 对公转账, with that channel's reference. */
  RefundMethod: Nullable(Type.String()),
  RefundRef: Nullable(Type.String()),
  RefundedAt: Nullable(DateTime),
  CreatedAt: DateTime,
  BuyerName: Type.String(),
  CompanyName: Type.String(),
  Timeline: Type.Array(AfterSaleStep),
});
export type AfterSale = Static<typeof AfterSale>;

export const AfterSaleListQuery = Type.Object({
  orderId: Type.Optional(Id),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  ...PageQuery.properties,
});
export type AfterSaleListQuery = Static<typeof AfterSaleListQuery>;

export const AfterSalePage = Page(AfterSale);
export type AfterSalePage = Static<typeof AfterSalePage>;

export const ReturnParcelBody = Type.Object(
  {
    Carrier: Type.String({ minLength: 1, maxLength: 32, 'x-message': '请填写承运商' }),
    TrackingNo: Type.String({
      pattern: '^[A-Za-z0-9-]{4,64}$',
      'x-message': '请填写正确的运单号（字母、数字或短横线）',
    }),
  },
  { additionalProperties: false },
);
export type ReturnParcelBody = Static<typeof ReturnParcelBody>;

/* ------------------------------------------------------------------ operator */

export const OperatorAfterSaleQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  type: Type.Optional(Type.Union([Type.Literal('refund'), Type.Literal('return')])),
  ...PageQuery.properties,
});
export type OperatorAfterSaleQuery = Static<typeof OperatorAfterSaleQuery>;

/** Approving: for a 对公转账 order the refund's bank reference (the transfer back) is required when money moves. */
export const ApproveAfterSaleBody = Type.Object(
  { RefundRef: Type.Optional(Type.String({ maxLength: 64, 'x-message': '退款流水号不能超过 64 个字符' })) },
  { additionalProperties: false },
);
export type ApproveAfterSaleBody = Static<typeof ApproveAfterSaleBody>;

export const RejectAfterSaleBody = Type.Object(
  { Reason: Type.String({ minLength: 1, maxLength: 200, 'x-message': '请填写驳回原因' }) },
  { additionalProperties: false },
);
export type RejectAfterSaleBody = Static<typeof RejectAfterSaleBody>;
