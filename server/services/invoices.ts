/**
 * Invoice titles and addresses (company-owned; writes by admins) and invoices: one invoice for one or
 * several paid orders (集中开票), in one transaction; an order is invoiced at most once.
 * Invoices and invoiceable orders follow the order rule: an admin sees the company's, anyone else their own.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { compactDate } from '../../src/contract/dates.js';
import { InvoiceStatus, InvoiceStatusName, InvoiceType } from '../../src/contract/enums.js';
import type {
  CreateInvoiceBody,
  InvoiceAddress,
  InvoiceAddressBody,
  InvoiceableOrder,
  InvoiceDetail,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
  InvoiceTitle,
  InvoiceTitleBody,
} from '../../src/contract/invoices.js';
import { isValidTaxNumber } from '../../src/contract/validators.js';
import type { Db } from '../db/client.js';
import { invoiceAddresses, invoiceFiles, invoiceOrders, invoices, invoiceTitles, orders } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { addressBook } from './address-book.js';
import { pageOf } from './catalogue.js';
import { seesCompanyOrders } from './governance/order-view.js';
import { formatMoney, sumMoney } from './money.js';
import { addressSnapshotOf, dayAfter, dayStart, orderScope, PAID_STATUSES, titleSnapshotOf } from './orders.js';
import { checkPostalAddress } from './postal-address.js';

/* ------------------------------------------------------------------ titles */

function toTitle(t: typeof invoiceTitles.$inferSelect): InvoiceTitle {
  return {
    Id: t.id,
    Type: t.type,
    Name: t.name,
    TaxNumber: t.taxNumber,
    RegisteredAddress: t.registeredAddress,
    RegisteredPhone: t.registeredPhone,
    BankName: t.bankName,
    BankAccount: t.bankAccount,
    IsDefault: t.isDefault,
  };
}

/** Trimmed, checked title fields; 400 naming the field otherwise. 增值税专用发票 needs every field. */
export function checkTitle(body: InvoiceTitleBody) {
  const v = {
    type: body.Type,
    name: body.Name.trim(),
    taxNumber: body.TaxNumber.trim().toUpperCase(),
    registeredAddress: body.RegisteredAddress?.trim() ?? '',
    registeredPhone: body.RegisteredPhone?.trim() ?? '',
    bankName: body.BankName?.trim() ?? '',
    bankAccount: (body.BankAccount ?? '').replace(/\s+/g, ''),
  };
  if (!v.name) throw badRequest('请填写发票抬头名称', 'Name');
  if (!isValidTaxNumber(v.taxNumber)) {
    throw badRequest('纳税人识别号格式不正确（15–20 位大写字母或数字，18 位须为有效的统一社会信用代码）', 'TaxNumber');
  }
  if (v.type === InvoiceType.Special) {
    if (!v.registeredAddress) throw badRequest('增值税专用发票需填写注册地址', 'RegisteredAddress');
    if (!v.registeredPhone) throw badRequest('增值税专用发票需填写注册电话', 'RegisteredPhone');
    if (!v.bankName) throw badRequest('增值税专用发票需填写开户银行', 'BankName');
    if (!v.bankAccount) throw badRequest('增值税专用发票需填写银行账号', 'BankAccount');
  }
  if (v.registeredPhone && !/^[0-9+\-() ]{7,32}$/.test(v.registeredPhone))
    throw badRequest('注册电话格式不正确', 'RegisteredPhone');
  if (v.bankAccount && !/^\d{8,32}$/.test(v.bankAccount)) throw badRequest('银行账号应为 8–32 位数字', 'BankAccount');
  return v;
}

const titleBook = addressBook(invoiceTitles, { noun: '发票抬头' });
const addressBookOfInvoices = addressBook(invoiceAddresses, { noun: '收票地址' });

export async function listTitles(db: Db, companyId: number): Promise<InvoiceTitle[]> {
  return (await titleBook.list(db, companyId)).map(toTitle);
}

/** Adds (id null) or edits one title; the first one, or one marked IsDefault, becomes the default. */
export async function saveTitle(
  db: Db,
  companyId: number,
  id: number | null,
  body: InvoiceTitleBody,
): Promise<InvoiceTitle> {
  return toTitle(await titleBook.save(db, companyId, id, checkTitle(body), body.IsDefault));
}

export async function deleteTitle(db: Db, companyId: number, id: number): Promise<void> {
  await titleBook.remove(db, companyId, id);
}

/* ------------------------------------------------------------------ addresses */

function toAddress(a: typeof invoiceAddresses.$inferSelect): InvoiceAddress {
  return {
    Id: a.id,
    Recipient: a.recipient,
    Mobile: a.mobile,
    Province: a.province,
    City: a.city,
    District: a.district,
    Detail: a.detail,
    IsDefault: a.isDefault,
  };
}

export async function listAddresses(db: Db, companyId: number): Promise<InvoiceAddress[]> {
  return (await addressBookOfInvoices.list(db, companyId)).map(toAddress);
}

/** Adds (id null) or edits one address; the first one, or one marked IsDefault, becomes the default. */
export async function saveAddress(
  db: Db,
  companyId: number,
  id: number | null,
  body: InvoiceAddressBody,
): Promise<InvoiceAddress> {
  const values = checkPostalAddress(body, '收件人');
  return toAddress(await addressBookOfInvoices.save(db, companyId, id, values, body.IsDefault));
}

export async function deleteAddress(db: Db, companyId: number, id: number): Promise<void> {
  await addressBookOfInvoices.remove(db, companyId, id);
}

/* ------------------------------------------------------------------ invoices */

// Correlated subqueries name the outer column explicitly (drizzle leaves columns unqualified in single-table selects).
const notInvoiced = sql`not exists (select 1 from invoice_orders io where io.order_id = "orders"."id")`;

/** The orders a caller may request invoices for: 管理员 and 财务 any of the company's, a buyer their own. */
function invoiceOrderScope(auth: AuthContext): SQL {
  return seesCompanyOrders(auth) ? eq(orders.companyId, auth.companyId) : orderScope(auth);
}

export async function listInvoiceableOrders(db: Db, auth: AuthContext): Promise<InvoiceableOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      total: orders.totalAmount,
      paidAt: orders.paidAt,
      invoiceType: orders.invoiceType,
    })
    .from(orders)
    .where(and(invoiceOrderScope(auth), inArray(orders.status, PAID_STATUSES), notInvoiced))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(500);
  return rows.map((r) => ({
    Id: r.id,
    OrderNo: r.orderNo,
    TotalAmount: r.total,
    PaidAt: r.paidAt?.toISOString() ?? null,
    InvoiceType: r.invoiceType,
  }));
}

/**
 * The invoice type an invoice request keeps: the one its orders were placed with (orders placed with 不开发票
 * take the title's). One request covers one type (400 on OrderIds otherwise); 专票 orders need a 专票 title,
 * while a 专票 title may issue 普票 for 普票 orders.
 */
export function keptInvoiceType(list: { orderNo: string; invoiceType: number }[], titleType: number): number {
  const chosen = [...new Set(list.map((o) => o.invoiceType).filter((t) => t !== InvoiceType.None))];
  if (chosen.length > 1) {
    const special = list.filter((o) => o.invoiceType === InvoiceType.Special).map((o) => o.orderNo);
    throw badRequest(
      `所选订单的发票类型不同：${special.join('、')} 下单时选择了增值税专用发票，其余为普通发票，请按发票类型分开申请`,
      'OrderIds',
    );
  }
  const kept = chosen[0];
  if (kept === undefined) return titleType;
  if (kept === InvoiceType.Special && titleType !== InvoiceType.Special) {
    throw badRequest(
      '所选订单下单时选择了增值税专用发票，请选择专用发票抬头（含注册地址、电话、开户行和账号）',
      'TitleId',
    );
  }
  return kept;
}

/**
 * Admins and 财务 see the company's invoices; a buyer those covering at least one of their own orders
 * (docs/api.md).
 */
function invoiceScope(auth: AuthContext): SQL {
  if (seesCompanyOrders(auth)) return eq(invoices.companyId, auth.companyId);
  return and(
    eq(invoices.companyId, auth.companyId),
    sql`exists (select 1 from ${invoiceOrders} join ${orders} on ${orders.id} = ${invoiceOrders.orderId}
      where ${invoiceOrders.invoiceId} = ${invoices.id} and ${orders.userId} = ${auth.userId})`,
  )!;
}

export function newInvoiceNo(now: Date): string {
  return `FP${compactDate(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export async function requestInvoice(
  db: Db,
  auth: AuthContext,
  body: CreateInvoiceBody,
  now: Date,
): Promise<InvoiceDetail> {
  const id = await db.transaction(async (tx) => {
    const [title] = await tx
      .select()
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.id, body.TitleId), eq(invoiceTitles.companyId, auth.companyId)))
      .limit(1);
    if (!title) throw badRequest('发票抬头不存在', 'TitleId');
    const [address] = await tx
      .select()
      .from(invoiceAddresses)
      .where(and(eq(invoiceAddresses.id, body.AddressId), eq(invoiceAddresses.companyId, auth.companyId)))
      .limit(1);
    if (!address) throw badRequest('收票地址不存在', 'AddressId');

    const ids = [...new Set(body.OrderIds)].sort((a, b) => a - b);
    const locked = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), invoiceOrderScope(auth)))
      .orderBy(asc(orders.id))
      .for('update');
    if (locked.length !== ids.length) throw notFound('订单不存在');
    for (const o of locked) {
      if (!PAID_STATUSES.includes(o.status)) throw conflict(`订单 ${o.orderNo} 尚未支付，不能开票`);
    }
    const type = keptInvoiceType(locked, title.type);
    const already = await tx
      .select({ orderId: invoiceOrders.orderId, orderNo: orders.orderNo })
      .from(invoiceOrders)
      .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
      .where(inArray(invoiceOrders.orderId, ids))
      .limit(1);
    if (already[0]) throw conflict(`订单 ${already[0].orderNo} 已开票`);

    const amount = sumMoney(locked.map((o) => o.totalAmount));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNo: newInvoiceNo(now),
        companyId: auth.companyId,
        requestedBy: auth.userId,
        type,
        status: InvoiceStatus.Requested,
        amount: formatMoney(amount),
        title: titleSnapshotOf(title),
        address: addressSnapshotOf(address),
        remark: body.Remark?.trim() ?? '',
        createdAt: now,
      })
      .returning({ id: invoices.id });
    // The unique index on invoice_orders.order_id is the last guard against a concurrent request.
    await tx.insert(invoiceOrders).values(ids.map((orderId) => ({ invoiceId: invoice!.id, orderId })));
    return invoice!.id;
  });
  return getInvoice(db, auth, id);
}

// A rejected request no longer holds its orders (they can be requested again): it counts its snapshot.
const orderCountOf = sql<number>`coalesce(jsonb_array_length("invoices"."rejected_orders"), (select count(*)::int from invoice_orders io where io.invoice_id = "invoices"."id"))`;
const hasPdfOf = sql<boolean>`exists (select 1 from invoice_files f where f.invoice_id = "invoices"."id")`;

/** The columns `toSummary` reads: the invoice row, how many orders it covers, whether a PDF is there. */
export const summaryColumns = { invoice: invoices, orderCount: orderCountOf, hasPdf: hasPdfOf };

export function toSummary(r: {
  invoice: typeof invoices.$inferSelect;
  orderCount: number;
  hasPdf: boolean;
}): InvoiceSummary {
  const i = r.invoice;
  return {
    Id: i.id,
    InvoiceNo: i.invoiceNo,
    Type: i.type,
    Status: i.status,
    StatusName: InvoiceStatusName[i.status] ?? '',
    Amount: i.amount,
    TitleName: String((i.title as { Name?: unknown }).Name ?? ''),
    OrderCount: Number(r.orderCount),
    CreatedAt: i.createdAt.toISOString(),
    TaxInvoiceNo: i.taxInvoiceNo,
    InvoiceDate: i.invoiceDate,
    HasPdf: Boolean(r.hasPdf),
    Carrier: i.carrier,
    TrackingNo: i.trackingNo,
    MailedAt: i.mailedAt?.toISOString() ?? null,
    RejectReason: i.rejectReason,
    RejectedAt: i.rejectedAt?.toISOString() ?? null,
  };
}

export async function listInvoices(db: Db, auth: AuthContext, query: InvoiceListQuery): Promise<InvoicePage> {
  const { page, pageSize, offset } = pageOf(query);
  const where: SQL[] = [invoiceScope(auth)];
  if (query.status !== undefined) where.push(eq(invoices.status, query.status));
  if (query.from) where.push(gte(invoices.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(invoices.createdAt, dayAfter(query.to)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(invoices)
      .where(condition)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(condition),
  ]);
  return { Items: rows.map(toSummary), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getInvoice(db: Db, auth: AuthContext, id: number): Promise<InvoiceDetail> {
  return invoiceDetail(db, id, invoiceScope(auth));
}

/** One invoice's detail within `scope` (the caller's, or none for the operator console); 404 outside it. */
export async function invoiceDetail(db: Db, id: number, scope?: SQL): Promise<InvoiceDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(invoices)
    .where(scope ? and(eq(invoices.id, id), scope) : eq(invoices.id, id))
    .limit(1);
  if (!row) throw notFound('发票不存在');
  const covered = await db
    .select({ Id: orders.id, OrderNo: orders.orderNo, TotalAmount: orders.totalAmount })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(eq(invoiceOrders.invoiceId, id))
    .orderBy(asc(orders.id));
  return {
    ...toSummary(row),
    Title: row.invoice.title as InvoiceDetail['Title'],
    Address: row.invoice.address as InvoiceDetail['Address'],
    Orders: row.invoice.rejectedOrders ?? covered,
    Remark: row.invoice.remark,
    IssuedAt: row.invoice.issuedAt?.toISOString() ?? null,
  };
}

/**
 * The e-invoice PDF of an invoice the caller may see (the same scope as its detail: the company's admins, or
 * the buyer whose order it covers); 404 when there is none or the invoice is not theirs.
 */
export async function getInvoicePdf(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; content: Buffer }> {
  const [row] = await db
    .select({ fileName: invoiceFiles.fileName, content: invoiceFiles.content })
    .from(invoiceFiles)
    .innerJoin(invoices, eq(invoices.id, invoiceFiles.invoiceId))
    .where(and(eq(invoices.id, id), invoiceScope(auth)))
    .limit(1);
  if (!row) throw notFound('该发票暂无电子发票文件');
  return row;
}
