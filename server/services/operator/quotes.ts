/**
 * The operator's inquiry queue (询价): consultations (咨询) with who asked and, once answered, their quote; and
 * answering one with a quote (priced lines for one region, a validity day, a note), audited in the same
 * transaction. The consultation row is locked first and a consultation has at most one quote (unique index),
 * so two operators answering at once make one quote: the second gets 409.
 * A visitor's consultation (not logged in) has no company to quote to: the operator calls them back.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { compactDate, formatDate } from '../../../src/contract/dates.js';
import { InquiryStatus, InquiryStatusName, QuoteStatus } from '../../../src/contract/enums.js';
import type { CreateQuoteBody, Inquiry, InquiryPage, InquiryQuery } from '../../../src/contract/quotes.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { companies, consultations, products, quoteItems, quotes, users } from '../../db/schema.js';
import type { QuoteVersionLine } from '../../db/schema-quotes.js';
import { badRequest, conflict, dbErrorCode, notFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { quoteReadyMail } from '../../mail/templates.js';
import { assertRegion, pageOf } from '../catalogue.js';
import { formatMoney, lineTotal, MAX_AMOUNT, sumMoney } from '../money.js';
import { insertVersion, quoteTotals, termsOf } from '../quote-terms.js';
import { readQuotes } from '../quotes.js';
import { recordAudit } from './audit.js';

/** Longest validity an operator may give a quote. */
export const MAX_QUOTE_DAYS = 365;

/** Neither quoted nor closed by an operator: the 待报价 queue and the dashboard's count. */
const waitingCondition = and(isNull(quotes.id), isNull(consultations.closedAt))!;

function inquiryCondition(status: number, now: Date): SQL {
  const today = formatDate(now);
  switch (status) {
    case InquiryStatus.Waiting:
      return waitingCondition;
    case InquiryStatus.Contacted:
      return and(isNull(quotes.id), eq(consultations.closeOutcome, 'contacted'))!;
    case InquiryStatus.Closed:
      return and(isNull(quotes.id), eq(consultations.closeOutcome, 'closed'))!;
    case InquiryStatus.Quoted:
      return and(eq(quotes.status, QuoteStatus.Pending), gte(quotes.validUntil, today))!;
    case InquiryStatus.Expired:
      return and(eq(quotes.status, QuoteStatus.Pending), lt(quotes.validUntil, today))!;
    default:
      return eq(quotes.status, status);
  }
}

async function readInquiries(
  db: Db,
  where: SQL | undefined,
  now: Date,
  paging?: { limit: number; offset: number },
): Promise<Inquiry[]> {
  const base = db
    .select({
      c: consultations,
      productName: products.name,
      productModel: products.model,
      productUnit: products.unit,
      user: { id: users.id, name: users.name, email: users.email, regions: users.regions },
      company: { id: companies.id, name: companies.name },
      quoteId: quotes.id,
    })
    .from(consultations)
    .innerJoin(products, eq(products.id, consultations.productId))
    .leftJoin(users, eq(users.id, consultations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(quotes, eq(quotes.consultationId, consultations.id))
    .where(where)
    // Oldest unanswered first is what a queue needs; answered ones after, newest first.
    .orderBy(
      sql`(${quotes.id} is null and ${consultations.closedAt} is null) desc`,
      desc(consultations.createdAt),
      desc(consultations.id),
    );
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  const quoteIds = rows.map((r) => r.quoteId).filter((id): id is number => id !== null);
  const quoteList = quoteIds.length ? await readQuotes(db, inArray(quotes.id, quoteIds), now) : [];
  const quoteById = new Map(quoteList.map((q) => [q.Id, q]));
  return rows.map((r) => {
    const quote = r.quoteId === null ? null : (quoteById.get(r.quoteId) ?? null);
    const closed = !quote && r.c.closedAt ? r.c.closeOutcome : null;
    const status = quote
      ? quote.Status
      : closed === 'contacted'
        ? InquiryStatus.Contacted
        : closed === 'closed'
          ? InquiryStatus.Closed
          : InquiryStatus.Waiting;
    return {
      Id: r.c.id,
      ConsultationNo: `ZX${compactDate(r.c.createdAt)}${String(r.c.id).padStart(4, '0')}`,
      ProductId: r.c.productId,
      ProductName: r.productName,
      ProductModel: r.productModel,
      ProductUnit: r.productUnit,
      ContactName: r.c.contactName,
      Mobile: r.c.mobile,
      CompanyName: r.c.companyName,
      Quantity: r.c.quantity,
      Requirement: r.c.requirement,
      CreatedAt: r.c.createdAt.toISOString(),
      Account:
        r.user && r.company
          ? {
              UserId: r.user.id,
              Name: r.user.name,
              Email: r.user.email,
              CompanyId: r.company.id,
              CompanyName: r.company.name,
              Regions: r.user.regions,
            }
          : null,
      Status: status,
      StatusName: InquiryStatusName[status] ?? '',
      Quote: quote,
      Closed:
        closed && r.c.closedAt
          ? { Outcome: closed as 'contacted' | 'closed', Note: r.c.closeNote, ClosedAt: r.c.closedAt.toISOString() }
          : null,
    };
  });
}

export async function listInquiries(db: Db, query: InquiryQuery, now: Date): Promise<InquiryPage> {
  const { page, pageSize, offset } = pageOf(query);
  const filter = query.status === undefined ? undefined : inquiryCondition(query.status, now);
  const [items, [total]] = await Promise.all([
    readInquiries(db, filter, now, { limit: pageSize, offset }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultations)
      .leftJoin(quotes, eq(quotes.consultationId, consultations.id))
      .where(filter),
  ]);
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getInquiry(db: Db, id: number, now: Date): Promise<Inquiry> {
  const [inquiry] = await readInquiries(db, eq(consultations.id, id), now);
  if (!inquiry) throw notFound('咨询不存在');
  return inquiry;
}

/** Consultations no operator has answered yet (the dashboard's queue count). */
export async function countWaitingInquiries(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consultations)
    .leftJoin(quotes, eq(quotes.consultationId, consultations.id))
    .where(waitingCondition);
  return Number(row?.n ?? 0);
}

/** The checks of a quote or a new version that need no lock: validity, region, one line per product, terms. */
export async function checkQuoteBody(db: Db, body: CreateQuoteBody, now: Date) {
  const today = formatDate(now);
  if (body.ValidUntil < today) throw badRequest('有效期不能早于今天', 'ValidUntil');
  const latest = formatDate(new Date(now.getTime() + MAX_QUOTE_DAYS * 86_400_000));
  if (body.ValidUntil > latest) throw badRequest(`有效期最长 ${MAX_QUOTE_DAYS} 天（至 ${latest}）`, 'ValidUntil');
  await assertRegion(db, body.Region, 'Region');
  const ids = body.Items.map((l) => l.ProductId);
  if (new Set(ids).size !== ids.length) throw badRequest('同一商品请合并为一行', 'Items');
  return { note: body.Note?.trim() ?? '', terms: termsOf(body) };
}

/** The body's lines priced as typed, snapshotted from the products (on sale, price > 0). */
export async function quoteLines(tx: Db, body: CreateQuoteBody): Promise<QuoteVersionLine[]> {
  const ids = body.Items.map((l) => l.ProductId);
  const productRows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const lines = body.Items.map((l, i) => {
    const p = byId.get(l.ProductId);
    if (!p?.onSale) throw badRequest(`第 ${i + 1} 行：商品不存在或已下架`, 'Items');
    const price = formatMoney(l.UnitPrice);
    if (Number(price) <= 0) throw badRequest(`第 ${i + 1} 行：单价须大于 0`, 'Items');
    return {
      productId: p.id,
      name: p.name,
      model: p.model,
      imageUrl: p.imageUrl,
      unit: p.unit,
      unitPrice: price,
      quantity: l.Quantity,
      subtotal: formatMoney(lineTotal(price, l.Quantity)),
    };
  });
  if (sumMoney(lines.map((l) => l.subtotal)).gt(MAX_AMOUNT)) throw badRequest('报价金额超出上限，请拆分报价', 'Items');
  return lines;
}

export interface QuoteDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: Date;
  operatorId: number;
}

/** Answers a consultation with a quote; 409 when it is already answered or was asked by a visitor. */
export async function createQuote(deps: QuoteDeps, consultationId: number, body: CreateQuoteBody): Promise<Inquiry> {
  const { db, now, operatorId } = deps;
  const { note, terms } = await checkQuoteBody(db, body, now);

  let recipient: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [c] = await tx.select().from(consultations).where(eq(consultations.id, consultationId)).for('update');
      if (!c) throw notFound('咨询不存在');
      const [existing] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(eq(quotes.consultationId, consultationId))
        .limit(1);
      if (existing) throw conflict('该咨询已有报价，不能重复报价');
      if (c.closedAt) throw conflict('该咨询已关闭，不能报价');
      if (c.userId === null) throw conflict('该咨询由未登录访客提交，无法在线报价，请按留下的电话联系');
      const [buyer] = await tx
        .select({ id: users.id, companyId: users.companyId, email: users.email, enabled: users.enabled })
        .from(users)
        .where(eq(users.id, c.userId))
        .limit(1);
      if (!buyer?.enabled) throw conflict('提交咨询的账号已停用，无法在线报价');

      const lines = await quoteLines(tx, body);
      const totals = quoteTotals(
        lines.map((l) => l.subtotal),
        terms,
      );

      const [quote] = await tx
        .insert(quotes)
        .values({
          consultationId,
          companyId: buyer.companyId,
          userId: buyer.id,
          regionId: body.Region,
          status: QuoteStatus.Pending,
          totalAmount: totals.totalAmount,
          validUntil: body.ValidUntil,
          note,
          operatorId,
          createdAt: now,
        })
        .returning();
      const items = lines.map((l) => ({ ...l, quoteId: quote!.id }));
      await tx.insert(quoteItems).values(items);
      await insertVersion(tx, {
        quoteId: quote!.id,
        version: 1,
        terms,
        validUntil: body.ValidUntil,
        note,
        lines,
        operatorId,
        now,
      });
      await recordAudit(tx, {
        operatorId,
        action: 'quote.create',
        entity: 'quote',
        entityId: quote!.id,
        before: null,
        after: {
          ConsultationId: consultationId,
          CompanyId: buyer.companyId,
          Region: body.Region,
          ValidUntil: body.ValidUntil,
          Note: note,
          Terms: terms,
          TotalAmount: totals.totalAmount,
          Items: items.map((l) => ({ ProductId: l.productId, Quantity: l.quantity, UnitPrice: l.unitPrice })),
        },
        at: now,
      });
      recipient = buyer.email;
    });
  } catch (error) {
    // Two operators racing past the check: the unique index refuses the second insert.
    if (dbErrorCode(error) === '23505') throw conflict('该咨询已有报价，不能重复报价');
    throw error;
  }
  const inquiry = await getInquiry(db, consultationId, now);
  const to = recipient as string | null;
  if (to && inquiry.Quote) {
    const { mailer } = deps;
    const q = inquiry.Quote;
    // Recorded in the outbox at once; SMTP delivery continues in the background (the quote is committed).
    await (mailer.queue ? mailer.queue.bind(mailer) : mailer.send.bind(mailer))(
      quoteReadyMail(
        to,
        q.QuoteNo,
        inquiry.ProductName,
        q.TotalAmount,
        q.ValidUntil,
        `${deps.config.publicUrl}/enterprise/quotes?id=${q.Id}`,
      ),
    );
  }
  return inquiry;
}
