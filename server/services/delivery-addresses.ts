/**
 * The company's delivery address book (收货地址): every user of the company reads and maintains it (buyers
 * add the sites they order for at checkout); one default per company (./address-book.ts); places are checked against China's
 * administrative divisions. Orders keep a snapshot (`deliverySnapshotOf`), so later edits never rewrite them.
 */
import { and, eq } from 'drizzle-orm';
import type { DeliveryAddress, DeliveryAddressBody, OrderDeliveryAddress } from '../../src/contract/addresses.js';
import type { Db } from '../db/client.js';
import { deliveryAddresses } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { addressBook } from './address-book.js';
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

const book = addressBook(deliveryAddresses, { noun: '收货地址', max: MAX_DELIVERY_ADDRESSES });

export async function listDeliveryAddresses(db: Db, companyId: number): Promise<DeliveryAddress[]> {
  return (await book.list(db, companyId)).map(toAddress);
}

/** Adds (id null) or edits one address; the first one, or one marked IsDefault, becomes the default. One transaction. */
export async function saveDeliveryAddress(
  db: Db,
  companyId: number,
  id: number | null,
  body: DeliveryAddressBody,
): Promise<DeliveryAddress> {
  const values = check(body);
  // 收货单位 defaults to the company's own name.
  const saved = await book.save(
    db,
    companyId,
    id,
    (companyName) => ({ ...values, company: values.company || companyName }),
    body.IsDefault,
  );
  return toAddress(saved);
}

/** Deletes one address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteDeliveryAddress(db: Db, companyId: number, id: number): Promise<void> {
  await book.remove(db, companyId, id);
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
