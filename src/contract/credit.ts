/**
 * 账期 (company credit) and 对账单 (monthly statements). See docs/api.md "账期与对账单".
 * Amounts are two-place decimal strings; amounts sent by a client may also be written with fewer places.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Money, Page, PageQuery } from './common.js';

/** A statement's status; 逾期 (40) is never stored: an unsettled statement past its due date reads as 40. */
export const StatementStatus = { Open: 10, PartlyRepaid: 20, Settled: 30, Overdue: 40 } as const;
export const StatementStatusName: Record<number, string> = {
  10: '未结清',
  20: '部分还款',
  30: '已结清',
  40: '逾期',
};

export const StatementConfirmations = ['pending', 'confirmed', 'disputed'] as const;
export type StatementConfirmation = (typeof StatementConfirmations)[number];
const ConfirmationSchema = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('disputed')]);
export const StatementConfirmationName: Record<StatementConfirmation, string> = {
  pending: '待确认',
  confirmed: '已确认',
  disputed: '有异议',
};

export const CreditEntryKindName: Record<string, string> = {
  charge: '账期订单',
  refund: '售后退款',
  repayment: '还款',
};

/** An amount a client sends: "20000", "20000.5" or "20000.50" (or a JSON number), at least 0. */
export const AmountInput = Type.Union([
  Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$', 'x-message': '请输入正确的金额（最多两位小数）' }),
  Type.Number({ minimum: 0, maximum: 999_999_999_999 }),
]);

/* ------------------------------------------------------------------ the buyer's credit */

export const NextDue = Type.Object({ Date: Type.String({ description: 'YYYY-MM-DD（北京时间）' }), Amount: Money });

export const CompanyCredit = Type.Object({
  Enabled: Type.Boolean(),
  Limit: Money,
  Used: Money,
  Available: Money,
  /** The amount of statements past their due date and not repaid ("0.00" when none). */
  Overdue: Money,
  NextDue: Type.Union([NextDue, Type.Null()]),
  /** 月结 N 天 (0 when no credit line was granted). */
  TermDays: Type.Integer(),
});
export type CompanyCredit = Static<typeof CompanyCredit>;

/* ------------------------------------------------------------------ the operator's credit line */

export const CreditLineBody = Type.Object(
  {
    Limit: AmountInput,
    TermDays: Type.Integer({ minimum: 0, maximum: 365, 'x-message': '账期天数须在 0–365 天之间' }),
    Enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CreditLineBody = Static<typeof CreditLineBody>;

export const OperatorCredit = Type.Object({
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  ...CompanyCredit.properties,
  UpdatedAt: Type.Union([DateTime, Type.Null()]),
});
export type OperatorCredit = Static<typeof OperatorCredit>;

/* ------------------------------------------------------------------ statements */

export const Statement = Type.Object({
  Id: Type.Integer(),
  StatementNo: Type.String(),
  CompanyId: Type.Integer(),
  CompanyName: Type.String(),
  PeriodStart: Type.String(),
  PeriodEnd: Type.String(),
  OpeningBalance: Money,
  Charges: Money,
  Refunds: Money,
  Repayments: Money,
  ClosingBalance: Money,
  /** 本期应还 (this period's orders on account − refunds). */
  AmountDue: Money,
  PaidAmount: Money,
  /** AmountDue − PaidAmount. */
  Outstanding: Money,
  DueDate: Type.String(),
  Status: Type.Integer(),
  StatusName: Type.String(),
  Overdue: Type.Boolean(),
  RemittanceCode: Type.String(),
  Confirmation: ConfirmationSchema,
  ConfirmationName: Type.String(),
  ConfirmationNote: Type.String(),
  ConfirmedAt: Type.Union([DateTime, Type.Null()]),
  CreatedAt: DateTime,
});
export type Statement = Static<typeof Statement>;

export const StatementLine = Type.Object({
  At: DateTime,
  Kind: Type.Union([Type.Literal('charge'), Type.Literal('refund'), Type.Literal('repayment')]),
  KindName: Type.String(),
  OrderId: Type.Union([Type.Integer(), Type.Null()]),
  OrderNo: Type.String(),
  Description: Type.String(),
  /** Signed: + an order on account, − a refund or a repayment. */
  Amount: Money,
  /** The running balance after this line (from the opening balance). */
  Balance: Money,
});
export type StatementLine = Static<typeof StatementLine>;

export const StatementDetail = Type.Object({
  ...Statement.properties,
  Lines: Type.Array(StatementLine),
  /** Where to transfer a repayment (对公转账), with RemittanceCode in the remark. */
  BankAccount: Type.Object({ AccountName: Type.String(), BankName: Type.String(), AccountNo: Type.String() }),
});
export type StatementDetail = Static<typeof StatementDetail>;

export const StatementPage = Page(Statement);
export type StatementPage = Static<typeof StatementPage>;

export const StatementQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Integer({ minimum: 10, maximum: 40 })),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementFormatQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('pdf')])),
});
export type StatementFormatQuery = Static<typeof StatementFormatQuery>;

export const DisputeBody = Type.Object(
  { Note: Type.String({ minLength: 1, maxLength: 500, 'x-message': '请填写异议说明（最多 500 字）' }) },
  { additionalProperties: false },
);
export type DisputeBody = Static<typeof DisputeBody>;

export const OperatorStatementQuery = Type.Object({
  ...StatementQuery.properties,
  companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  confirmation: Type.Optional(ConfirmationSchema),
});
export type OperatorStatementQuery = Static<typeof OperatorStatementQuery>;

export const RepaymentBody = Type.Object(
  {
    Amount: AmountInput,
    BankRef: Type.String({
      pattern: '^[A-Za-z0-9-]{4,64}$',
      'x-message': '请填写还款转账的银行流水号（4–64 位字母、数字或短横线）',
    }),
  },
  { additionalProperties: false },
);
export type RepaymentBody = Static<typeof RepaymentBody>;
