/** The company's delivery address book (收货地址) and China's administrative divisions (/api/Divisions). */
import { type Static, Type } from 'typebox';

export const Division = Type.Object({ Code: Type.String(), Name: Type.String() });
export type Division = Static<typeof Division>;

export const DivisionsQuery = Type.Object({
  /** A province's or city's code: its children; absent: the provinces. */
  parent: Type.Optional(Type.String({ pattern: '^\\d{2,6}$' })),
});
export type DivisionsQuery = Static<typeof DivisionsQuery>;

export const DeliveryAddress = Type.Object({
  Id: Type.Integer(),
  /** 收货单位 (the company by default). */
  Company: Type.String(),
  Recipient: Type.String(),
  Mobile: Type.String(),
  Province: Type.String(),
  City: Type.String(),
  District: Type.String(),
  Detail: Type.String(),
  IsDefault: Type.Boolean(),
});
export type DeliveryAddress = Static<typeof DeliveryAddress>;

export const DeliveryAddressBody = Type.Object(
  {
    Company: Type.Optional(Type.String({ maxLength: 128 })),
    Recipient: Type.String({ minLength: 1, maxLength: 32 }),
    Mobile: Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入正确的手机号码' }),
    Province: Type.String({ minLength: 1, maxLength: 32 }),
    City: Type.String({ minLength: 1, maxLength: 32 }),
    District: Type.String({ minLength: 1, maxLength: 32 }),
    Detail: Type.String({ minLength: 1, maxLength: 200 }),
    IsDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DeliveryAddressBody = Static<typeof DeliveryAddressBody>;

/** What an order keeps of its delivery address (a snapshot: later edits of the book do not change it). */
export const OrderDeliveryAddress = Type.Object({
  Company: Type.String(),
  Recipient: Type.String(),
  Mobile: Type.String(),
  Province: Type.String(),
  City: Type.String(),
  District: Type.String(),
  Detail: Type.String(),
});
export type OrderDeliveryAddress = Static<typeof OrderDeliveryAddress>;
