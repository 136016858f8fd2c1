/**
 * Invoices in the operator console: the queue of the buyers' requests (申请中), issuing one (发票号码, 开票日期,
 * 价税合计 checked exactly against the orders it covers) → 已开具, attaching the e-invoice PDF, and posting the
 * paper invoice (carrier, tracking number) → 已寄出; or rejecting a request with a reason → 已驳回 (its orders are
 * freed and can be requested again; the request keeps a snapshot of them).
 * Each write locks the invoice row first and checks its status under the lock, so two operators cannot issue or
 * post one invoice twice (the second gets 409); the audit entry is written in the same transaction; the company
 * (the admin who requested it) is mailed after the commit.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { formatDate, isIsoDay } from '../../../src/contract/dates.js';
import { InvoiceStatus, InvoiceStatusName } from '../../../src/contract/enums.js';
import {
  INVOICE_PDF_MAX_BYTES,
  type IssueInvoiceBody,
  type OperatorInvoiceDetail,
  type OperatorInvoicePage,
  type OperatorInvoiceQuery,
  type PostInvoiceBody,
  type RejectInvoiceBody,
} from '../../../src/contract/invoices.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { companies, invoiceFiles, invoiceOrders, invoices, orders, users } from '../../db/schema.js';
import { badRequest, conflict, dbErrorCode, notFound } from '../../errors.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { invoiceIssuedMail, invoicePdfMail, invoicePostedMail, invoiceRejectedMail } from '../../mail/templates.js';
import { invoiceDetail, summaryColumns, toSummary } from '../invoices.js';
import { Dec, formatMoney, formatYuan, sumMoney } from '../money.js';
import { recordAudit } from './audit.js';

export interface InvoiceDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: Date;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const statusName = (status: number) => InvoiceStatusName[status] ?? String(status);

export async function listInvoicesForOperator(db: Db, query: OperatorInvoiceQuery): Promise<OperatorInvoicePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const status = query.status ?? InvoiceStatus.Requested;
  const where: SQL[] = [eq(invoices.status, status)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = escapeLike(keyword);
    where.push(or(ilike(invoices.invoiceNo, like), ilike(invoices.taxInvoiceNo, like), ilike(companies.name, like))!);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, companyName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(filter)
      // Requests are worked oldest first; issued and posted ones are looked up newest first.
      .orderBy(
        status === InvoiceStatus.Requested ? asc(invoices.createdAt) : desc(invoices.createdAt),
        asc(invoices.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(filter),
  ]);
  return {
    Items: rows.map((r) => ({ ...toSummary(r), CompanyId: r.invoice.companyId, CompanyName: r.companyName })),
    Total: Number(total?.n ?? 0),
    Page: page,
    PageSize: pageSize,
  };
}

export async function getInvoiceForOperator(db: Db, id: number): Promise<OperatorInvoiceDetail> {
  const detail = await invoiceDetail(db, id);
  const [[meta], [file]] = await Promise.all([
    db
      .select({ companyId: invoices.companyId, companyName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(invoices.id, id)),
    db
      .select({ fileName: invoiceFiles.fileName, size: invoiceFiles.size })
      .from(invoiceFiles)
      .where(eq(invoiceFiles.invoiceId, id)),
  ]);
  return {
    ...detail,
    CompanyId: meta!.companyId,
    CompanyName: meta!.companyName,
    PdfName: file?.fileName ?? null,
    PdfSize: file?.size ?? null,
  };
}

async function lockInvoice(tx: Db, id: number) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  if (!invoice) throw notFound('发票不存在');
  return invoice;
}

/** Mails the admin who requested the invoice (after the commit: a mail must not go out for a rolled-back write). */
async function mailRequester(deps: InvoiceDeps, requestedBy: number, mail: (to: string, link: string) => Mail) {
  const [u] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, requestedBy)).limit(1);
  if (!u?.email) return;
  const m = mail(u.email, `${deps.config.publicUrl}/enterprise/invoice/detail?id=`);
  await (deps.mailer.queue ? deps.mailer.queue(m) : deps.mailer.send(m));
}

/** 申请中 → 已开具: the number and date printed on the invoice, and its total checked against the orders. */
export async function issueInvoice(
  deps: InvoiceDeps,
  operatorId: number,
  id: number,
  body: IssueInvoiceBody,
): Promise<OperatorInvoiceDetail> {
  const { db, now } = deps;
  const taxInvoiceNo = body.TaxInvoiceNo.trim();
  const invoiceDate = body.InvoiceDate;
  if (!isIsoDay(invoiceDate)) throw badRequest('开票日期不是有效的日期', 'InvoiceDate');
  if (invoiceDate > formatDate(now)) throw badRequest('开票日期不能晚于今天', 'InvoiceDate');
  let issued: typeof invoices.$inferSelect;
  try {
    issued = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (invoice.status !== InvoiceStatus.Requested) {
        throw conflict(`发票申请 ${invoice.invoiceNo} 当前状态为「${statusName(invoice.status)}」，不能再开具`);
      }
      if (invoiceDate < formatDate(invoice.createdAt)) {
        throw badRequest(`开票日期不能早于申请日期 ${formatDate(invoice.createdAt)}`, 'InvoiceDate');
      }
      // The orders' own totals decide, not the amount stored with the request.
      const covered = await tx
        .select({ total: orders.totalAmount })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .where(eq(invoiceOrders.invoiceId, id));
      const expected = sumMoney(covered.map((o) => o.total));
      if (!new Dec(body.Amount).eq(expected)) {
        throw badRequest(
          `开票金额 ${formatYuan(body.Amount)} 与所含 ${covered.length} 个订单的合计 ${formatYuan(expected)} 不一致`,
          'Amount',
        );
      }
      const [used] = await tx
        .select({ invoiceNo: invoices.invoiceNo })
        .from(invoices)
        .where(eq(invoices.taxInvoiceNo, taxInvoiceNo))
        .limit(1);
      if (used) throw conflict(`发票号码 ${taxInvoiceNo} 已登记在发票申请 ${used.invoiceNo} 上`);
      const [row] = await tx
        .update(invoices)
        .set({ status: InvoiceStatus.Issued, taxInvoiceNo, invoiceDate, issuedAt: now })
        .where(eq(invoices.id, id))
        .returning();
      await recordAudit(tx, {
        operatorId,
        action: 'invoice.issue',
        entity: 'invoice',
        entityId: id,
        before: { Status: invoice.status, Amount: invoice.amount },
        after: {
          Status: InvoiceStatus.Issued,
          TaxInvoiceNo: taxInvoiceNo,
          InvoiceDate: invoiceDate,
          Amount: formatMoney(expected),
        },
        at: now,
      });
      return row!;
    });
  } catch (error) {
    // Two different requests given one number at the same moment: the unique index decides.
    if (dbErrorCode(error) === '23505') throw conflict(`发票号码 ${taxInvoiceNo} 已被使用`);
    throw error;
  }
  await mailRequester(deps, issued.requestedBy, (to, link) =>
    invoiceIssuedMail(to, issued.invoiceNo, taxInvoiceNo, invoiceDate, formatMoney(issued.amount), `${link}${id}`),
  );
  return getInvoiceForOperator(db, id);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** Attaches (or replaces) the e-invoice PDF of an issued invoice; the buyer downloads it from the detail. */
export async function uploadInvoicePdf(
  deps: InvoiceDeps,
  operatorId: number,
  id: number,
  content: Buffer,
): Promise<OperatorInvoiceDetail> {
  const { db, now } = deps;
  if (content.length === 0) throw badRequest('请选择电子发票 PDF 文件', 'Pdf');
  if (content.length > INVOICE_PDF_MAX_BYTES) throw badRequest('电子发票文件不能超过 5 MB', 'Pdf');
  if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest('只能上传 PDF 格式的电子发票', 'Pdf');
  const result = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status !== InvoiceStatus.Issued && invoice.status !== InvoiceStatus.Mailed) {
      throw conflict(
        `发票申请 ${invoice.invoiceNo} 当前状态为「${statusName(invoice.status)}」，开具后才能上传电子发票`,
      );
    }
    const [previous] = await tx
      .select({ size: invoiceFiles.size })
      .from(invoiceFiles)
      .where(eq(invoiceFiles.invoiceId, id));
    const fileName = `发票-${invoice.taxInvoiceNo ?? invoice.invoiceNo}.pdf`;
    const values = { fileName, size: content.length, content, uploadedAt: now };
    await tx
      .insert(invoiceFiles)
      .values({ invoiceId: id, ...values })
      .onConflictDoUpdate({ target: invoiceFiles.invoiceId, set: values });
    await recordAudit(tx, {
      operatorId,
      action: 'invoice.upload-pdf',
      entity: 'invoice',
      entityId: id,
      before: previous ? { PdfSize: previous.size } : null,
      after: { FileName: fileName, PdfSize: content.length },
      at: now,
    });
    return invoice;
  });
  await mailRequester(deps, result.requestedBy, (to, link) =>
    invoicePdfMail(to, result.invoiceNo, result.taxInvoiceNo ?? '', `${link}${id}`),
  );
  return getInvoiceForOperator(db, id);
}

/** 已开具 → 已寄出: the paper invoice went out by post. */
export async function postInvoice(
  deps: InvoiceDeps,
  operatorId: number,
  id: number,
  body: PostInvoiceBody,
): Promise<OperatorInvoiceDetail> {
  const { db, now } = deps;
  const carrier = body.Carrier.trim();
  const trackingNo = body.TrackingNo.trim();
  if (!carrier) throw badRequest('请填写承运商', 'Carrier');
  const posted = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status === InvoiceStatus.Mailed) throw conflict(`发票申请 ${invoice.invoiceNo} 已寄出，不能重复寄出`);
    if (invoice.status !== InvoiceStatus.Issued) {
      throw conflict(`发票申请 ${invoice.invoiceNo} 当前状态为「${statusName(invoice.status)}」，开具后才能寄出`);
    }
    const [row] = await tx
      .update(invoices)
      .set({ status: InvoiceStatus.Mailed, carrier, trackingNo, mailedAt: now })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'invoice.post',
      entity: 'invoice',
      entityId: id,
      before: { Status: invoice.status },
      after: { Status: InvoiceStatus.Mailed, Carrier: carrier, TrackingNo: trackingNo },
      at: now,
    });
    return row!;
  });
  await mailRequester(deps, posted.requestedBy, (to, link) =>
    invoicePostedMail(to, posted.invoiceNo, posted.taxInvoiceNo ?? '', carrier, trackingNo, `${link}${id}`),
  );
  return getInvoiceForOperator(db, id);
}

/**
 * 申请中 → 已驳回 with a reason the buyer sees. The invoice row is locked like issue's, so a reject and an issue
 * at the same time end with one of them and a 409 for the other. The covered orders leave invoice_orders (so the
 * company can request them again) and stay on the request as a snapshot.
 */
export async function rejectInvoice(
  deps: InvoiceDeps,
  operatorId: number,
  id: number,
  body: RejectInvoiceBody,
): Promise<OperatorInvoiceDetail> {
  const { db, now } = deps;
  const reason = body.Reason.trim();
  if (!reason) throw badRequest('请填写驳回原因', 'Reason');
  const rejected = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status === InvoiceStatus.Rejected) throw conflict(`发票申请 ${invoice.invoiceNo} 已驳回`);
    if (invoice.status !== InvoiceStatus.Requested) {
      throw conflict(`发票申请 ${invoice.invoiceNo} 当前状态为「${statusName(invoice.status)}」，不能驳回`);
    }
    const covered = await tx
      .select({ Id: orders.id, OrderNo: orders.orderNo, TotalAmount: orders.totalAmount })
      .from(invoiceOrders)
      .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
      .where(eq(invoiceOrders.invoiceId, id))
      .orderBy(asc(orders.id));
    await tx.delete(invoiceOrders).where(eq(invoiceOrders.invoiceId, id));
    const [row] = await tx
      .update(invoices)
      .set({ status: InvoiceStatus.Rejected, rejectReason: reason, rejectedAt: now, rejectedOrders: covered })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'invoice.reject',
      entity: 'invoice',
      entityId: id,
      before: { Status: invoice.status, OrderIds: covered.map((o) => o.Id) },
      after: { Status: InvoiceStatus.Rejected, Reason: reason },
      at: now,
    });
    return row!;
  });
  await mailRequester(deps, rejected.requestedBy, (to, link) =>
    invoiceRejectedMail(to, rejected.invoiceNo, reason, `${link}${id}`),
  );
  return getInvoiceForOperator(db, id);
}
