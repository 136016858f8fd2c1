/**
 * The cart's 导出: its lines as a CSV/XLSX table that imports back through quick order (the 商品编号 column pins each
 * product, 型号 and 数量 are what a buyer edits). Written by the one table writer (table-export.ts).
 */
import type { Db } from '../db/client.js';
import { getCart } from './cart.js';
import { formatMoney, lineTotal } from './money.js';
import type { Cell } from './table-export.js';

export const CART_TABLE_HEADER = ['商品编号', '型号', '商品名称', '单位', '单价', '数量', '小计'] as const;

export async function cartTable(db: Db, userId: number, regionId: number, now: Date): Promise<Cell[][]> {
  const cart = await getCart(db, userId, regionId, now);
  return cart.Items.map((line) => [
    String(line.ProductId),
    line.Model,
    line.Name,
    line.Unit,
    line.UnitPrice ?? '',
    String(line.Quantity),
    line.UnitPrice === null ? '' : formatMoney(lineTotal(line.UnitPrice, line.Quantity)),
  ]);
}
