/**
 * A quote's commercial terms (报价条款) and versions (版本): tax (a VAT rate, prices 含税 or 不含税), freight (运费,
 * 0 = 包邮), lead time (交期, days), payment terms (付款方式: one of a short list + free text) and validity (the
 * quote's ValidUntil). Totals are exact decimals: 不含税 adds round(goods × rate, 2) on top; 含税 shows the tax the
 * prices include (goods − goods / (1 + rate)); freight is added last. See docs/api.md "Quotes".
 */
import { type Static, Type } from 'typebox';
import { DateTime, Money } from './common.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The VAT rates a quote may carry (percent). */
export const TAX_RATES = ['0', '1', '3', '6', '9', '13'] as const;
export const TaxModeName: Record<string, string> = { included: '含税价', excluded: '不含税价（税额另计）' };

/** 付款方式: the short list; 'other' needs the free text. */
export const PaymentTermsName: Record<string, string> = {
  prepay: '款到发货',
  deposit30: '预付 30%，发货前付清',
  cod: '货到付款',
  net30: '月结 30 天',
  net60: '月结 60 天',
  other: '其他（见说明）',
};

export const TaxMode = Type.String({ pattern: '^(included|excluded)$', 'x-message': '请选择含税或不含税' });
export const PaymentTerms = Type.String({
  pattern: `^(${Object.keys(PaymentTermsName).join('|')})$`,
  'x-message': '请选择付款方式',
});

/** The terms an operator sends with a quote or a new version (absent on an older client: 含税 13 %, 包邮, 款到发货). */
export const QuoteTermsInput = {
  TaxMode: Type.Optional(TaxMode),
  TaxRate: Type.Optional(
    Type.String({ pattern: `^(${TAX_RATES.join('|')})$`, 'x-message': '税率应为 0%、1%、3%、6%、9% 或 13%' }),
  ),
  /** 运费, up to 2 decimals; "0" = 包邮. */
  Freight: Type.Optional(
    Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$', 'x-message': '运费应为不小于 0 的金额（最多两位小数）' }),
  ),
  /** 交期: days after payment (1–365); absent = 另行约定. */
  LeadDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, 'x-message': '交期应为 1–365 天的整数' })),
  PaymentTerms: Type.Optional(PaymentTerms),
  PaymentNote: Type.Optional(Type.String({ maxLength: 200, 'x-message': '付款说明最多 200 字' })),
};

export const QuoteTerms = Type.Object({
  TaxMode: Type.String(),
  TaxModeName: Type.String(),
  /** Percent: "13". */
  TaxRate: Type.String(),
  Freight: Money,
  LeadDays: Nullable(Type.Integer()),
  PaymentTerms: Type.String(),
  PaymentTermsName: Type.String(),
  PaymentNote: Type.String(),
});
export type QuoteTerms = Static<typeof QuoteTerms>;

/** One version as it was sent (read-only once a newer one exists). */
export const QuoteVersion = Type.Object({
  Version: Type.Integer(),
  CreatedAt: DateTime,
  Items: Type.Array(
    Type.Object({
      ProductId: Type.Integer(),
      Name: Type.String(),
      Model: Type.String(),
      Unit: Type.String(),
      UnitPrice: Money,
      Quantity: Type.Integer(),
      Subtotal: Money,
    }),
  ),
  Terms: QuoteTerms,
  ValidUntil: Type.String(),
  Note: Type.String(),
  GoodsAmount: Money,
  TaxAmount: Money,
  TotalAmount: Money,
  /** The buyer's revision request against this version. */
  RevisionNote: Nullable(Type.String()),
  RevisionRequestedAt: Nullable(DateTime),
});
export type QuoteVersion = Static<typeof QuoteVersion>;

/** The quote's fields about its terms and versions (spread into Quote). */
export const QuoteTermsFields = {
  /** The current (newest) version: the only one that can be accepted. */
  Version: Type.Integer(),
  Terms: QuoteTerms,
  /** Σ lines (as quoted, 含税 or not). */
  GoodsAmount: Money,
  /** The VAT: added on top (不含税) or included in the lines (含税). */
  TaxAmount: Money,
  /** Every version, oldest first (the last is the current one). */
  Versions: Type.Array(QuoteVersion),
  /** The buyer asked to revise the current version and awaits a new one. */
  RevisionRequested: Type.Boolean(),
  CanRequestRevision: Type.Boolean(),
};

export const RequestRevisionBody = Type.Object(
  {
    Note: Type.String({ minLength: 1, maxLength: 500, 'x-message': '请填写修改要求（1–500 字）' }),
  },
  { additionalProperties: false },
);
export type RequestRevisionBody = Static<typeof RequestRevisionBody>;

/** ?version=N: an older version's PDF (default: the current one). */
export const QuotePdfQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) });
export type QuotePdfQuery = Static<typeof QuotePdfQuery>;
