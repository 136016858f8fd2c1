/**
 * 采购清单: named lists of products and quantities. A list belongs to its owner; shared with the company it is seen
 * by every colleague ('company-read') or also changed by them ('company-edit'). Another company's list, or a
 * colleague's private one, does not exist for the caller (404); a list the caller may see but not change refuses
 * the change (403). Only the owner renames, re-shares or deletes. Every change of lines is one transaction that
 * holds the list's row lock, so two colleagues editing at once never interleave their lines.
 */
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type {
  PurchaseList,
  PurchaseListBody,
  PurchaseListItem,
  PurchaseListItemBody,
  PurchaseListSharing,
  PurchaseListSummary,
  QuickOrderResult,
} from '../../src/contract/quick-order.js';
import { PURCHASE_LIST_MAX_ITEMS } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { products, purchaseListItems, purchaseLists, users } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { contractApplies, type PriceBasis, unitPrice } from './pricing/engine.js';
import { priceBases } from './pricing/reads.js';
import { addLines, type OrderLine } from './quick-order.js';

type ListRow = typeof purchaseLists.$inferSelect;
type Caller = Pick<AuthContext, 'userId' | 'companyId'>;

/** The lists the caller sees: its own, and its colleagues' shared ones. */
const visibleTo = (auth: Caller) =>
  and(
    eq(purchaseLists.companyId, auth.companyId),
    or(eq(purchaseLists.userId, auth.userId), ne(purchaseLists.shared, 'private')),
  )!;

const editableBy = (list: ListRow, auth: Caller) => list.userId === auth.userId || list.shared === 'company-edit';

async function visibleList(db: Db, auth: Caller, id: number, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(purchaseLists)
    .where(and(eq(purchaseLists.id, id), visibleTo(auth)))
    .limit(1);
  const [list] = lock ? await query.for('update') : await query;
  if (!list) throw notFound('采购清单不存在');
  return list;
}

function assertEditable(list: ListRow, auth: Caller): void {
  if (!editableBy(list, auth)) throw forbidden('该清单为只读共享，只有创建人可以修改');
}

async function ownerName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** The unit price of a list line for the caller's company (阶梯价 at its quantity, 协议价), as the cart would charge. */
function linePrice(basis: PriceBasis | undefined, quantity: number): Pick<PurchaseListItem, 'UnitPrice' | 'ListPrice'> {
  if (!basis) return {};
  return {
    UnitPrice: unitPrice(basis, quantity),
    ...(contractApplies(basis, quantity) ? { ListPrice: unitPrice({ ...basis, contract: null }, quantity) } : {}),
  };
}

/** The list; with `pricing`, every line priced in that region for the caller's company. */
export async function getPurchaseList(
  db: Db,
  auth: Caller,
  id: number,
  pricing?: { regionId: number; now: Date },
): Promise<PurchaseList> {
  const list = await visibleList(db, auth, id);
  const items = await db
    .select({ item: purchaseListItems, product: products })
    .from(purchaseListItems)
    .innerJoin(products, eq(products.id, purchaseListItems.productId))
    .where(eq(purchaseListItems.listId, id))
    .orderBy(asc(purchaseListItems.sort), asc(purchaseListItems.id));
  const online = items.filter((i) => i.product.catalogue === 'online').map((i) => i.product.id);
  const bases: Map<number, PriceBasis> = pricing
    ? await priceBases(db, online, pricing.regionId, auth.companyId, pricing.now)
    : new Map();
  return {
    ...summaryOf(list, auth, await ownerName(db, list.userId), items.length),
    Items: items.map(({ item, product }) => ({
      Id: item.id,
      ProductId: product.id,
      Name: product.name,
      Model: product.model,
      ImageUrl: product.imageUrl,
      Unit: product.unit,
      Quantity: item.quantity,
      Note: item.note,
      OnSale: product.onSale,
      ...linePrice(product.catalogue === 'online' ? bases.get(product.id) : undefined, item.quantity),
    })),
  };
}

function summaryOf(list: ListRow, auth: Caller, owner: string, itemCount: number): PurchaseListSummary {
  return {
    Id: list.id,
    Name: list.name,
    Shared: list.shared as PurchaseListSharing,
    OwnerName: owner,
    Mine: list.userId === auth.userId,
    Editable: editableBy(list, auth),
    ItemCount: itemCount,
    UpdatedAt: list.updatedAt.toISOString(),
  };
}

export async function listPurchaseLists(db: Db, auth: Caller): Promise<PurchaseListSummary[]> {
  const rows = await db
    .select({
      list: purchaseLists,
      owner: users.name,
      items: sql<number>`(select count(*) from purchase_list_items i where i.list_id = ${purchaseLists.id})::int`,
    })
    .from(purchaseLists)
    .innerJoin(users, eq(users.id, purchaseLists.userId))
    .where(visibleTo(auth))
    .orderBy(desc(purchaseLists.updatedAt), desc(purchaseLists.id))
    .limit(200);
  return rows.map((r) => summaryOf(r.list, auth, r.owner, Number(r.items)));
}

/** Every product of the items exists; none twice. 400 naming the field otherwise. */
async function checkItems(db: Db, items: PurchaseListItemBody[]): Promise<void> {
  const ids = items.map((i) => i.ProductId);
  if (new Set(ids).size !== ids.length) throw badRequest('清单中有重复的商品，请合并数量', 'Items');
  if (!ids.length) return;
  const [found] = await db.select({ n: count() }).from(products).where(inArray(products.id, ids));
  if (Number(found?.n ?? 0) !== new Set(ids).size) throw badRequest('清单中有不存在的商品', 'Items');
}

async function writeItems(tx: Db, listId: number, items: PurchaseListItemBody[], firstSort = 0): Promise<void> {
  if (!items.length) return;
  await tx
    .insert(purchaseListItems)
    .values(
      items.map((item, i) => ({
        listId,
        productId: item.ProductId,
        quantity: item.Quantity,
        note: item.Note?.trim() ?? '',
        sort: firstSort + i,
      })),
    )
    // A product already on the list: its quantity grows (POST items); PUT deleted the lines first.
    .onConflictDoUpdate({
      target: [purchaseListItems.listId, purchaseListItems.productId],
      set: { quantity: sql`${purchaseListItems.quantity} + excluded.quantity` },
    });
}

export async function createPurchaseList(
  db: Db,
  auth: Caller,
  body: PurchaseListBody,
  now: Date,
): Promise<PurchaseList> {
  const items = body.Items ?? [];
  const name = body.Name.trim();
  if (!name) throw badRequest('请填写清单名称', 'Name');
  const id = await db.transaction(async (tx) => {
    await checkItems(tx, items);
    const [list] = await tx
      .insert(purchaseLists)
      .values({
        companyId: auth.companyId,
        userId: auth.userId,
        name,
        shared: body.Shared ?? 'private',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchaseLists.id });
    await writeItems(tx, list!.id, items);
    return list!.id;
  });
  return getPurchaseList(db, auth, id);
}

export async function updatePurchaseList(
  db: Db,
  auth: Caller,
  id: number,
  body: PurchaseListBody,
  now: Date,
): Promise<PurchaseList> {
  const name = body.Name.trim();
  if (!name) throw badRequest('请填写清单名称', 'Name');
  await db.transaction(async (tx) => {
    const list = await visibleList(tx, auth, id, true);
    assertEditable(list, auth);
    if (body.Shared !== undefined && body.Shared !== list.shared && list.userId !== auth.userId)
      throw forbidden('只有创建人可以修改共享设置');
    if (body.Items) {
      await checkItems(tx, body.Items);
      await tx.delete(purchaseListItems).where(eq(purchaseListItems.listId, id));
      await writeItems(tx, id, body.Items);
    }
    await tx
      .update(purchaseLists)
      .set({ name, shared: body.Shared ?? list.shared, updatedAt: now })
      .where(eq(purchaseLists.id, id));
  });
  return getPurchaseList(db, auth, id);
}

export async function addPurchaseListItems(
  db: Db,
  auth: Caller,
  id: number,
  items: PurchaseListItemBody[],
  now: Date,
): Promise<PurchaseList> {
  await db.transaction(async (tx) => {
    const list = await visibleList(tx, auth, id, true);
    assertEditable(list, auth);
    await checkItems(tx, items);
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${purchaseListItems.sort}), -1)::int` })
      .from(purchaseListItems)
      .where(eq(purchaseListItems.listId, id));
    await writeItems(tx, id, items, Number(last?.sort ?? -1) + 1);
    const [total] = await tx.select({ n: count() }).from(purchaseListItems).where(eq(purchaseListItems.listId, id));
    if (Number(total?.n ?? 0) > PURCHASE_LIST_MAX_ITEMS)
      throw badRequest(`一个清单最多 ${PURCHASE_LIST_MAX_ITEMS} 种商品`, 'Items');
    await tx.update(purchaseLists).set({ updatedAt: now }).where(eq(purchaseLists.id, id));
  });
  return getPurchaseList(db, auth, id);
}

export async function deletePurchaseList(db: Db, auth: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await visibleList(tx, auth, id, true);
    if (list.userId !== auth.userId) throw forbidden('只有创建人可以删除清单');
    await tx.delete(purchaseListItems).where(eq(purchaseListItems.listId, id));
    await tx.delete(purchaseLists).where(eq(purchaseLists.id, id));
  });
}

/** The list's lines (all, or the chosen ones) into the caller's cart of the region: the rows answer. */
export async function purchaseListToCart(
  db: Db,
  auth: Caller,
  id: number,
  body: { Region: number; ItemIds?: number[] | undefined; DryRun?: boolean | undefined },
  now: Date,
): Promise<QuickOrderResult> {
  const list = await getPurchaseList(db, auth, id);
  const chosen = body.ItemIds ? new Set(body.ItemIds) : null;
  const items = chosen ? list.Items.filter((i) => chosen.has(i.Id)) : list.Items;
  if (chosen && items.length !== chosen.size) throw badRequest('所选的清单行不存在', 'ItemIds');
  if (!items.length) throw badRequest('清单中没有商品', 'ItemIds');
  const lines: OrderLine[] = items.map((item) => ({
    row: list.Items.indexOf(item) + 1,
    query: item.Model || item.Name,
    quantity: item.Quantity,
    productId: item.ProductId,
  }));
  return addLines(db, auth.userId, body.Region, lines, { dryRun: body.DryRun === true, now });
}
