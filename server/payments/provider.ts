/**
 * Payment providers. A provider starts a payment (what the buyer does next: open a cashier page, or
 * transfer money with a code) and later reports the outcome through a signed notification
 * (see ./signature.ts and POST /api/Payments/notify, /api/Payments/bank-transfer/notify).
 */

import type { PaymentMethod } from '../../src/contract/enums.js';
import type { BankAccount } from '../../src/contract/payments.js';
import type { Config } from '../config.js';
import { bankTransferProvider } from './bank-transfer.js';
import { creditProvider } from './credit.js';
import { sandboxProvider } from './sandbox.js';

export interface PaymentStartInput {
  paymentId: number;
  remittanceCode: string;
  returnUrl: string | undefined;
  config: Pick<Config, 'publicUrl' | 'paymentWebhookSecret'>;
}

export interface PaymentStart {
  PayUrl?: string;
  BankAccount?: BankAccount;
  RemittanceCode?: string;
}

/** A refund of (part of) a settled payment: after-sales (售后) money going back the way it came. */
export interface RefundInput {
  paymentId: number;
  /** The after-sales request being refunded (one refund each). */
  refundId: number;
  /** The operator's reference of a refund made outside this server (the bank transfer back). */
  reference: string | undefined;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(input: PaymentStartInput): PaymentStart;
  /** Returns the money; answers the refund's reference in this channel (400 when the channel needs one given). */
  refund(input: RefundInput): string;
}

export const paymentProviders: Record<PaymentMethod, PaymentProvider> = {
  sandbox: sandboxProvider,
  'bank-transfer': bankTransferProvider,
  credit: creditProvider,
};
