/**
 * A quote's terms and versions (报价条款与版本): the terms an operator sends (validated, defaults for an older
 * client), the exact totals they give (tax added on top or included, freight last), the versions table
 * (server/db/schema-quotes.ts) as the buyer reads it, and the buyer's revision request. Only the newest version
 * can be accepted (services/quotes.ts checks it under the quote's row lock).
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { QuoteStatus } from '../../src/contract/enums.js';
import {
  PaymentTermsName,
  type QuoteTerms,
  type QuoteVersion,
  type RequestRevisionBody,
  TaxModeName,
} from '../../src/contract/quote-terms.js';
import type { CreateQuoteBody } from '../../src/contract/quotes.js';
import type { Db } from '../db/client.js';
import { type QuoteVersionLine, quoteVersions } from '../db/schema-quotes.js';
import { badRequest, conflict } from '../errors.js';
import { Dec, formatMoney, MAX_AMOUNT, sumMoney } from './money.js';

export interface TermsRow {
  taxMode: string;
  taxRate: string;
  freight: string;
  leadDays: number | null;
  paymentTerms: string;
  paymentNote: string;
}

/** The terms of a body, with the defaults of a client that sends none (含税 13 %, 包邮, 款到发货). */
export function termsOf(body: CreateQuoteBody): TermsRow {
  const paymentTerms = body.PaymentTerms ?? 'prepay';
  const paymentNote = body.PaymentNote?.trim() ?? '';
  if (paymentTerms === 'other' && !paymentNote) throw badRequest('付款方式为「其他」时请填写付款说明', 'PaymentNote');
  const freight = formatMoney(body.Freight ?? '0');
  return {
    taxMode: body.TaxMode ?? 'included',
    taxRate: body.TaxRate ?? '13',
    freight,
    leadDays: body.LeadDays ?? null,
    paymentTerms,
    paymentNote,
  };
}

/** Σ lines, the tax (added on top or contained in the lines) and what the buyer pays, exact to the fen. */
export function quoteTotals(subtotals: string[], t: Pick<TermsRow, 'taxMode' | 'taxRate' | 'freight'>) {
  const goods = sumMoney(subtotals);
  const rate = new Dec(t.taxRate).div(100);
  const tax =
    t.taxMode === 'excluded'
      ? goods.mul(rate).toDecimalPlaces(2)
      : goods.sub(goods.div(rate.add(1))).toDecimalPlaces(2);
  const total = (t.taxMode === 'excluded' ? goods.add(tax) : goods).add(t.freight);
  if (total.gt(MAX_AMOUNT)) throw badRequest('报价金额超出上限，请拆分报价', 'Items');
  return { goodsAmount: formatMoney(goods), taxAmount: formatMoney(tax), totalAmount: formatMoney(total) };
}

export function termsAnswer(t: TermsRow): QuoteTerms {
  const rate = new Dec(t.taxRate).toString();
  return {
    TaxMode: t.taxMode,
    TaxModeName: TaxModeName[t.taxMode] ?? '',
    TaxRate: rate,
    Freight: formatMoney(t.freight),
    LeadDays: t.leadDays,
    PaymentTerms: t.paymentTerms,
    PaymentTermsName: PaymentTermsName[t.paymentTerms] ?? '',
    PaymentNote: t.paymentNote,
  };
}

export interface NewVersion {
  quoteId: number;
  version: number;
  terms: TermsRow;
  validUntil: string;
  note: string;
  lines: QuoteVersionLine[];
  operatorId: number;
  now: Date;
}

/** Writes one version (inside the caller's transaction, the quote row locked or just inserted). */
export async function insertVersion(tx: Db, v: NewVersion) {
  const totals = quoteTotals(
    v.lines.map((l) => l.subtotal),
    v.terms,
  );
  await tx.insert(quoteVersions).values({
    quoteId: v.quoteId,
    version: v.version,
    ...v.terms,
    validUntil: v.validUntil,
    note: v.note,
    items: v.lines,
    ...totals,
    operatorId: v.operatorId,
    createdAt: v.now,
  });
  return totals;
}

/** The newest version number of a locked quote. */
export async function currentVersion(tx: Db, quoteId: number): Promise<number> {
  const [row] = await tx
    .select({ v: quoteVersions.version })
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  return row?.v ?? 1;
}

type VersionRow = typeof quoteVersions.$inferSelect;

function versionAnswer(v: VersionRow): QuoteVersion {
  return {
    Version: v.version,
    CreatedAt: v.createdAt.toISOString(),
    Items: v.items.map((l) => ({
      ProductId: l.productId,
      Name: l.name,
      Model: l.model,
      Unit: l.unit,
      UnitPrice: l.unitPrice,
      Quantity: l.quantity,
      Subtotal: l.subtotal,
    })),
    Terms: termsAnswer(v),
    ValidUntil: v.validUntil,
    Note: v.note,
    GoodsAmount: v.goodsAmount,
    TaxAmount: v.taxAmount,
    TotalAmount: v.totalAmount,
    RevisionNote: v.revisionNote,
    RevisionRequestedAt: v.revisionRequestedAt?.toISOString() ?? null,
  };
}

/** The versions of the given quotes, oldest first. */
export async function readVersions(db: Db, quoteIds: number[]): Promise<Map<number, QuoteVersion[]>> {
  const byQuote = new Map<number, QuoteVersion[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(quoteVersions)
    .where(inArray(quoteVersions.quoteId, quoteIds))
    .orderBy(asc(quoteVersions.quoteId), asc(quoteVersions.version));
  for (const r of rows) byQuote.set(r.quoteId, [...(byQuote.get(r.quoteId) ?? []), versionAnswer(r)]);
  return byQuote;
}

/** The quote's fields about its terms (a quote without a stored version reads as 含税 13 %, 包邮: the defaults). */
export function termsFields(versions: QuoteVersion[] | undefined, q: { totalAmount: string }, status: number) {
  const current = versions?.at(-1);
  const terms =
    current?.Terms ??
    termsAnswer({
      taxMode: 'included',
      taxRate: '13',
      freight: '0',
      leadDays: null,
      paymentTerms: 'prepay',
      paymentNote: '',
    });
  const revisionRequested = current?.RevisionRequestedAt != null;
  return {
    Version: current?.Version ?? 1,
    Terms: terms,
    GoodsAmount: current?.GoodsAmount ?? q.totalAmount,
    TaxAmount:
      current?.TaxAmount ??
      quoteTotals([q.totalAmount], { taxMode: 'included', taxRate: '13', freight: '0' }).taxAmount,
    Versions: versions ?? [],
    RevisionRequested: revisionRequested,
    CanRequestRevision: status === QuoteStatus.Pending && !revisionRequested && current !== undefined,
  };
}

/**
 * The buyer's revision request against the current version (in the caller's transaction, the quote row locked
 * and still pending): one open request at a time; the operator answers with a new version.
 */
export async function recordRevisionRequest(tx: Db, quoteId: number, body: RequestRevisionBody, now: Date) {
  const note = body.Note.trim();
  if (!note) throw badRequest('请填写修改要求', 'Note');
  const [current] = await tx
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  if (!current) throw conflict('该报价暂不能申请修改');
  if (current.revisionRequestedAt) throw conflict('已申请修改报价，请等待运营发送新版本');
  await tx
    .update(quoteVersions)
    .set({ revisionNote: note, revisionRequestedAt: now })
    .where(eq(quoteVersions.id, current.id));
}
