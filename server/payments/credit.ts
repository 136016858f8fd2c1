/**
 * 账期支付 (payment on account): nothing to do at the provider. The order is paid at once against the company's
 * credit line (server/services/credit/pay-on-account.ts); an after-sales refund goes back onto the account, as
 * a credit on the next statement (server/services/credit/ledger.ts hears it after commit).
 */
import type { PaymentProvider } from './provider.js';

export const creditProvider: PaymentProvider = {
  method: 'credit',
  start: () => ({}),
  refund: ({ paymentId, refundId }) => `CRR${paymentId}-${refundId}`,
};
