/**
 * A purchase list as a CSV/XLSX table and back: the export's 商品编号 pins each product, so an exported list imports
 * as the same lines; a buyer's own sheet of 型号 and 数量 imports too (read like a quick-order file). An import is
 * all or nothing: a line that matches no product, or several, is reported by row and nothing is created.
 */
import type { PurchaseList, PurchaseListItemBody, PurchaseListSharing } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { createPurchaseList, getPurchaseList } from './purchase-lists.js';
import { exactMatches } from './quick-order.js';
import { readOrderFile } from './quick-order-file.js';
import type { Cell } from './table-export.js';

export const LIST_TABLE_HEADER = ['商品编号', '型号', '商品名称', '单位', '数量', '备注'] as const;
/** How many bad rows an import's refusal names. */
const REPORTED_ROWS = 5;

type Caller = Pick<AuthContext, 'userId' | 'companyId'>;

export async function purchaseListTable(db: Db, auth: Caller, id: number): Promise<{ name: string; rows: Cell[][] }> {
  const list = await getPurchaseList(db, auth, id);
  return {
    name: list.Name,
    rows: list.Items.map((i) => [String(i.ProductId), i.Model, i.Name, i.Unit, String(i.Quantity), i.Note]),
  };
}

export async function importPurchaseList(
  db: Db,
  auth: Caller,
  file: Buffer,
  opts: { name: string; shared: PurchaseListSharing; now: Date },
): Promise<PurchaseList> {
  const lines = await readOrderFile(file);
  const matches = await exactMatches(db, auth.userId, 0, lines);
  const problems: string[] = [];
  const items = new Map<number, PurchaseListItemBody>();
  lines.forEach((line, i) => {
    const found = matches[i]!;
    if (found.length !== 1)
      problems.push(`第 ${line.row} 行“${line.query}”${found.length ? '匹配到多个商品，请填写商品编号' : '未找到'}`);
    else if (line.quantity === null || line.quantity < 1) problems.push(`第 ${line.row} 行数量须为正整数`);
    else {
      const productId = found[0]!.product.id;
      const before = items.get(productId);
      items.set(productId, {
        ProductId: productId,
        Quantity: (before?.Quantity ?? 0) + line.quantity,
        Note: before?.Note || line.note?.slice(0, 200) || '',
      });
    }
  });
  if (problems.length)
    throw badRequest(
      `${problems.slice(0, REPORTED_ROWS).join('；')}${problems.length > REPORTED_ROWS ? ` 等 ${problems.length} 行` : ''}`,
    );
  return createPurchaseList(db, auth, { Name: opts.name, Shared: opts.shared, Items: [...items.values()] }, opts.now);
}
