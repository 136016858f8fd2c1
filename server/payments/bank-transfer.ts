/**
 * Bank transfer (对公转账): the buyer transfers the exact amount to the platform's account, writing the
 * order's remittance code in the remark; the bank's statement callback (signed) marks the order paid.
 */
import type { BankAccount } from '../../src/contract/payments.js';
import { badRequest } from '../errors.js';
import type { PaymentProvider } from './provider.js';

/** The platform's receiving account (demo data). */
export const PLATFORM_BANK_ACCOUNT: BankAccount = {
  AccountName: '上海企采云供应链管理有限公司',
  BankName: '招商银行上海张江支行',
  AccountNo: '1219 0876 5410 301',
};

/** Days a bank-transfer order waits for the money before it is cancelled. */
export const TRANSFER_WINDOW_DAYS = 7;

export const bankTransferProvider: PaymentProvider = {
  method: 'bank-transfer',
  start: ({ remittanceCode }) => ({ BankAccount: PLATFORM_BANK_ACCOUNT, RemittanceCode: remittanceCode }),
  // The money goes back by a transfer the operator makes at the bank: its reference is the refund record.
  refund: ({ reference }) => {
    const ref = reference?.trim() ?? '';
    if (!/^[A-Za-z0-9-]{4,64}$/.test(ref)) {
      throw badRequest('对公转账的退款请填写退款转账的银行流水号（字母、数字或短横线）', 'RefundRef');
    }
    return ref;
  },
};
