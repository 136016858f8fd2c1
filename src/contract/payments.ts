/** Payments (login, except the provider callbacks). See docs/api.md "Orders, payments, invoices". */

import { type Static, Type } from 'typebox';
import { DateTime, Id, Money } from './common.js';

const MethodSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('bank-transfer'), Type.Literal('credit')]);

export const CreatePaymentBody = Type.Object(
  {
    OrderId: Id,
    Method: MethodSchema,
    /** Where the cashier sends the browser back: a path on this site ("/payment?…") or a configured partner origin. */
    ReturnUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

export const BankAccount = Type.Object({
  AccountName: Type.String(),
  BankName: Type.String(),
  AccountNo: Type.String(),
});
export type BankAccount = Static<typeof BankAccount>;

export const PaymentCreated = Type.Object({
  Id: Type.Integer(),
  OrderId: Type.Integer(),
  Method: MethodSchema,
  Status: Type.Integer(),
  Amount: Money,
  /** sandbox: the cashier page to open. */
  PayUrl: Type.Optional(Type.String()),
  /** bank-transfer: the account to transfer to, and the code to write in the transfer's remark. */
  BankAccount: Type.Optional(BankAccount),
  RemittanceCode: Type.Optional(Type.String()),
});
export type PaymentCreated = Static<typeof PaymentCreated>;

export const PaymentView = Type.Object({
  Id: Type.Integer(),
  OrderId: Type.Integer(),
  Method: MethodSchema,
  Status: Type.Integer(),
  StatusName: Type.String(),
  Amount: Money,
  PaidAt: Type.Union([DateTime, Type.Null()]),
});
export type PaymentView = Static<typeof PaymentView>;

/** Provider callback body (signed: `X-Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.rawBody">`). */
export const PaymentNotifyBody = Type.Object(
  {
    PaymentId: Id,
    ProviderRef: Type.String({ minLength: 1, maxLength: 64 }),
    Status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
    Amount: Money,
  },
  { additionalProperties: false },
);
export type PaymentNotifyBody = Static<typeof PaymentNotifyBody>;

/** The bank's statement callback (same signature scheme). */
export const BankTransferNotifyBody = Type.Object(
  {
    RemittanceCode: Type.String({ minLength: 1, maxLength: 16 }),
    Amount: Money,
    ProviderRef: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type BankTransferNotifyBody = Static<typeof BankTransferNotifyBody>;

export const NotifyAck = Type.Object({ Ok: Type.Boolean() });
export type NotifyAck = Static<typeof NotifyAck>;

export const SandboxPageQuery = Type.Object({ sig: Type.String({ maxLength: 128 }) });
export const SandboxConfirmBody = Type.Object({
  sig: Type.String({ maxLength: 128 }),
  Action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]),
});

/** The sandbox cashier page's query: the signed link (`sig`) and where to go back (`return`). */
export const CashierQuery = Type.Object({
  return: Type.Optional(Type.String({ maxLength: 2000 })),
  sig: Type.String({ maxLength: 128 }),
});
/** The cashier page's form (posted as application/x-www-form-urlencoded): the signed link, the button, the way back. */
export const CashierConfirmBody = Type.Object({
  return: Type.Optional(Type.String({ maxLength: 2000 })),
  ...SandboxConfirmBody.properties,
});
