/**
 * The company's delivery address book (收货地址): every user of the company reads and maintains it (buyers
 * add the sites they order for at checkout); one default per company; places are checked against China's
 * administrative divisions. Orders keep a snapshot (`deliverySnapshotOf`), so later edits never rewrite them.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryAddress, DeliveryAddressBody, OrderDeliveryAddress } from '../../src/contract/addresses.js';
import type { Db } from '../db/client.js';
import { companies, deliveryAddresses } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { isDivisionPath } from './divisions.js';
import { checkPostalAddress } from './postal-address.js';

type Row = typeof deliveryAddresses.$inferSelect;

/** An address book can hold this many addresses (a large company has many sites, not thousands). */
export const MAX_DELIVERY_ADDRESSES = 200;

function toAddress(a: Row): DeliveryAddress {
  return {
    Id: a.id,
    Company: a.company,
    Recipient: a.recipient,
    Mobile: a.mobile,
    Province: a.province,
    City: a.city,
    District: a.district,
    Detail: a.detail,
    IsDefault: a.isDefault,
  };
}

export function deliverySnapshotOf(a: Row): OrderDeliveryAddress {
  return {
    Company: a.company,
    Recipient: a.recipient,
    Mobile: a.mobile,
    Province: a.province,
    City: a.city,
    District: a.district,
    Detail: a.detail,
  };
}

function check(body: DeliveryAddressBody) {
  return { company: (body.Company ?? '').trim(), ...checkPostalAddress(body, '收货人', isDivisionPath) };
}

export async function listDeliveryAddresses(db: Db, companyId: number): Promise<DeliveryAddress[]> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.companyId, companyId))
    .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id));
  return rows.map(toAddress);
}

/** Adds (id null) or edits one address; the first one, or one marked IsDefault, becomes the default. One transaction. */
export async function saveDeliveryAddress(
  db: Db,
  companyId: number,
  id: number | null,
  body: DeliveryAddressBody,
): Promise<DeliveryAddress> {
  const values = check(body);
  return db.transaction(async (tx) => {
    // The company row is the lock that serialises writes to its book (count limit, single default).
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound('企业不存在');
    if (id !== null) {
      const [existing] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.companyId, companyId)))
        .limit(1);
      if (!existing) throw notFound('收货地址不存在');
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.companyId, companyId));
    if (id === null && Number(n) >= MAX_DELIVERY_ADDRESSES)
      throw badRequest(`收货地址最多 ${MAX_DELIVERY_ADDRESSES} 个，请先删除不用的地址`);
    const isDefault = body.IsDefault ?? (id === null && Number(n) === 0);
    if (isDefault)
      await tx.update(deliveryAddresses).set({ isDefault: false }).where(eq(deliveryAddresses.companyId, companyId));
    const row = { ...values, company: values.company || company.name };
    const [saved] =
      id === null
        ? await tx
            .insert(deliveryAddresses)
            .values({ ...row, companyId, isDefault })
            .returning()
        : await tx
            .update(deliveryAddresses)
            .set({ ...row, ...(body.IsDefault !== undefined ? { isDefault } : {}) })
            .where(eq(deliveryAddresses.id, id))
            .returning();
    return toAddress(saved!);
  });
}

/** Deletes one address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteDeliveryAddress(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [deleted] = await tx
      .delete(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.companyId, companyId)))
      .returning({ isDefault: deliveryAddresses.isDefault });
    if (!deleted) throw notFound('收货地址不存在');
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.companyId, companyId))
        .orderBy(asc(deliveryAddresses.id))
        .limit(1);
      if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
    }
  });
}

/** The company's address for an order (400 on the field when it is not one of the company's). */
export async function deliveryAddressForOrder(tx: Db, companyId: number, id: number): Promise<OrderDeliveryAddress> {
  const [row] = await tx
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.companyId, companyId)))
    .limit(1);
  if (!row) throw badRequest('收货地址不存在', 'DeliveryAddressId');
  return deliverySnapshotOf(row);
}
