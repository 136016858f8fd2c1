/** The order list's export: the orders a list query finds as a table (with purchase number, note and delivery). */
import { inArray } from 'drizzle-orm';
import type { OrderDeliveryAddress } from '../../src/contract/addresses.js';
import { formatDateTimeSeconds } from '../../src/contract/dates.js';
import type { OrderListQuery } from '../../src/contract/orders.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import type { AuthContext } from '../plugins/auth.js';
import { placeText } from './divisions.js';
import { listFilters, summaries } from './order-list.js';

export const EXPORT_LIMIT = 10_000;

/** 上海华东精工设备有限公司 张明 13800138000 上海市浦东新区张江路 1 号 (the municipality named once). */
function deliveryText(a: OrderDeliveryAddress | null | undefined): string {
  if (!a) return '';
  return [a.Company, a.Recipient, a.Mobile, `${placeText(a.Province, a.City, a.District)}${a.Detail}`]
    .filter(Boolean)
    .join(' ');
}

/** The orders a list query finds (at most EXPORT_LIMIT) as a table for table-export.ts: header and rows. */
export async function exportOrdersTable(
  db: Db,
  auth: AuthContext,
  query: OrderListQuery,
): Promise<{ header: string[]; rows: (string | number)[][] }> {
  const rows = await summaries(db, listFilters(auth, query), query.sort, EXPORT_LIMIT, 0);
  const extra = rows.length
    ? await db
        .select({
          id: orders.id,
          purchaseOrderNo: orders.purchaseOrderNo,
          note: orders.note,
          delivery: orders.deliveryAddress,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            rows.map((r) => r.Id),
          ),
        )
    : [];
  const more = new Map(extra.map((e) => [e.id, e]));
  const header = [
    '订单号',
    '下单时间',
    '采购人',
    '订单状态',
    '订单金额（元）',
    '商品数量',
    '采购单号',
    '备注',
    '发票状态',
    '收货地址',
  ];
  const invoiceName: Record<number, string> = { 10: '申请中', 20: '已开具', 30: '已寄出', 90: '已驳回' };
  return {
    header,
    rows: rows.map((r) => [
      r.OrderNo,
      formatDateTimeSeconds(r.CreatedAt),
      r.BuyerName,
      r.StatusName,
      r.TotalAmount,
      r.ItemCount,
      more.get(r.Id)?.purchaseOrderNo ?? '',
      more.get(r.Id)?.note ?? '',
      r.InvoiceStatus === null ? '未开票' : (invoiceName[r.InvoiceStatus] ?? ''),
      deliveryText(more.get(r.Id)?.delivery as OrderDeliveryAddress | null | undefined),
    ]),
  };
}
