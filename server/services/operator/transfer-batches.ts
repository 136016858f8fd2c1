/**
 * 合并转账 in the console's 收款 screen: the open batches (oldest first, at most 100), each with its company, its
 * orders and the buyer's vouchers, so finance matches one bank line to the whole set.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { OrderStatusName } from '../../../src/contract/enums.js';
import { type PendingTransferBatchList, TransferBatchStatus } from '../../../src/contract/transfers.js';
import type { Db } from '../../db/client.js';
import { companies, orders } from '../../db/schema.js';
import { transferBatches, transferBatchOrders } from '../../db/schema-transfers.js';
import { vouchersOf } from '../transfer-vouchers.js';

export async function listPendingBatches(db: Db): Promise<PendingTransferBatchList> {
  const batches = await db
    .select({ batch: transferBatches, companyName: companies.name })
    .from(transferBatches)
    .innerJoin(companies, eq(companies.id, transferBatches.companyId))
    .where(eq(transferBatches.status, TransferBatchStatus.Open))
    .orderBy(asc(transferBatches.createdAt), asc(transferBatches.id))
    .limit(100);
  const ids = batches.map((b) => b.batch.id);
  const members = ids.length
    ? await db
        .select({
          batchId: transferBatchOrders.batchId,
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          totalAmount: orders.totalAmount,
        })
        .from(transferBatchOrders)
        .innerJoin(orders, eq(orders.id, transferBatchOrders.orderId))
        .where(inArray(transferBatchOrders.batchId, ids))
        .orderBy(asc(orders.id))
    : [];
  const vouchers = await Promise.all(ids.map((batchId) => vouchersOf(db, { batchId }, 'operator')));
  return {
    Items: batches.map(({ batch, companyName }, i) => ({
      Id: batch.id,
      RemittanceCode: batch.remittanceCode,
      CompanyName: companyName,
      TotalAmount: batch.totalAmount,
      CreatedAt: batch.createdAt.toISOString(),
      Orders: members
        .filter((m) => m.batchId === batch.id)
        .map((m) => ({
          OrderId: m.id,
          OrderNo: m.orderNo,
          Status: m.status,
          StatusName: OrderStatusName[m.status] ?? '',
          TotalAmount: m.totalAmount,
        })),
      Vouchers: vouchers[i]!,
    })),
  };
}
