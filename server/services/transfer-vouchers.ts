/**
 * 转账回单: the buyer's proof of a bank transfer for one order waiting for it or for an open 合并转账, shown to
 * the operator beside it in 收款. A picture follows the site's upload rules (JPG, PNG or WebP, ≤ 5 MB, read from
 * the bytes, stored as WebP in media_files); a PDF (≤ 5 MB, `%PDF-`) is kept in the voucher's row. At most
 * VOUCHERS_PER_TRANSFER per order or batch.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { TransferBatchStatus, type TransferVoucher, VOUCHER_MAX_BYTES } from '../../src/contract/transfers.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { transferBatches, transferVouchers } from '../db/schema-transfers.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { uploadImage } from './operator/media.js';
import { OPEN_STATUSES, orderScope } from './orders.js';

export const VOUCHERS_PER_TRANSFER = 5;
const PDF_MAGIC = Buffer.from('%PDF-');

export type VoucherTarget = { orderId: number } | { batchId: number };

const targetFilter = (target: VoucherTarget): SQL =>
  'orderId' in target ? eq(transferVouchers.orderId, target.orderId) : eq(transferVouchers.batchId, target.batchId);

function toView(v: typeof transferVouchers.$inferSelect, reader: 'buyer' | 'operator'): TransferVoucher {
  const pdfUrl = reader === 'buyer' ? `/api/TransferVouchers/${v.id}` : `/api/Operator/transfer-vouchers/${v.id}`;
  const pdf = v.contentType === 'application/pdf';
  return {
    Id: v.id,
    ContentType: v.contentType,
    Size: v.size,
    Url: pdf ? pdfUrl : v.imageUrl,
    ThumbnailUrl: pdf ? '' : v.thumbnailUrl,
    CreatedAt: v.createdAt.toISOString(),
  };
}

/** The vouchers of one order or batch, oldest first (the caller has checked that it may see them). */
export async function vouchersOf(db: Db, target: VoucherTarget, reader: 'buyer' | 'operator') {
  const rows = await db.select().from(transferVouchers).where(targetFilter(target)).orderBy(asc(transferVouchers.id));
  return rows.map((v) => toView(v, reader));
}

/** The company and the refusal of a target the caller may see, locked when `lock` (the insert re-checks). */
async function checkTarget(tx: Db, auth: AuthContext, target: VoucherTarget, lock: boolean) {
  if ('orderId' in target) {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, target.orderId), orderScope(auth)))
      .limit(1);
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw notFound('订单不存在');
    if (!OPEN_STATUSES.includes(order.status)) throw conflict(`订单 ${order.orderNo} 已不在待付款状态，无需上传回单`);
    return;
  }
  const query = tx
    .select()
    .from(transferBatches)
    .where(
      and(
        eq(transferBatches.id, target.batchId),
        eq(transferBatches.companyId, auth.companyId),
        auth.isAdmin ? undefined : eq(transferBatches.userId, auth.userId),
      ),
    )
    .limit(1);
  const [batch] = lock ? await query.for('update') : await query;
  if (!batch) throw notFound('合并转账不存在');
  if (batch.status !== TransferBatchStatus.Open) {
    throw conflict(
      `合并转账 ${batch.remittanceCode} 已${batch.status === TransferBatchStatus.Paid ? '到账' : '取消'}，无需上传回单`,
    );
  }
}

export async function uploadVoucher(
  db: Db,
  auth: AuthContext,
  target: VoucherTarget,
  bytes: Buffer,
  now: Date,
): Promise<TransferVoucher> {
  if (!bytes.length) throw badRequest('请选择转账回单（图片或 PDF）');
  if (bytes.length > VOUCHER_MAX_BYTES) throw badRequest('回单不能超过 5 MB，请压缩后再上传');
  await checkTarget(db, auth, target, false);
  const pdf = bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
  // A picture is checked, resized and stored by the upload rules (its own transaction), before the row below.
  const image = pdf
    ? null
    : await uploadImage({ db, now, userId: auth.userId }, 'transfer-voucher', bytes).catch((e: Error) => {
        throw /仅支持/.test(e.message) ? badRequest('回单仅支持 JPG、PNG、WebP 图片或 PDF 文件') : e;
      });
  const row = await db.transaction(async (tx) => {
    await checkTarget(tx, auth, target, true);
    const [n] = await tx.select({ n: count() }).from(transferVouchers).where(targetFilter(target));
    if (Number(n?.n ?? 0) >= VOUCHERS_PER_TRANSFER) {
      throw conflict(`每笔转账最多上传 ${VOUCHERS_PER_TRANSFER} 张回单`);
    }
    const [created] = await tx
      .insert(transferVouchers)
      .values({
        companyId: auth.companyId,
        userId: auth.userId,
        ...('orderId' in target ? { orderId: target.orderId } : { batchId: target.batchId }),
        contentType: pdf ? 'application/pdf' : 'image/webp',
        size: bytes.length,
        imageUrl: image?.Url ?? '',
        thumbnailUrl: image?.ThumbnailUrl ?? '',
        content: pdf ? bytes : null,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return toView(row, 'buyer');
}

export async function listOrderVouchers(db: Db, auth: AuthContext, orderId: number) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderScope(auth)))
    .limit(1);
  if (!order) throw notFound('订单不存在');
  return { Items: await vouchersOf(db, { orderId }, 'buyer') };
}

/** A PDF voucher's bytes: for the buyer who may see its order or batch (auth), or for an operator (null). */
export async function readVoucherPdf(db: Db, auth: AuthContext | null, id: number) {
  const [v] = await db.select().from(transferVouchers).where(eq(transferVouchers.id, id)).limit(1);
  if (!v?.content) throw notFound('回单不存在');
  if (auth) {
    const target: VoucherTarget = v.orderId ? { orderId: v.orderId } : { batchId: v.batchId! };
    const mine = await checkTarget(db, auth, target, false).then(
      () => true,
      (e: { status?: number }) => e.status === 409,
    );
    if (!mine) throw notFound('回单不存在');
  }
  return { content: v.content, fileName: `转账回单-${v.id}.pdf` };
}
