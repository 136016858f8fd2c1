/**
 * 账期支付 on the payment page: shown when the company has a credit line, choosable when the order fits the
 * available credit and no statement is overdue; otherwise the reason is shown (the server says the same on a
 * refusal, with the amounts).
 */
import type { CompanyCredit } from '../../contract/credit';
import { formatMoney } from '../../core/money';
import { useApiQuery } from '../shared/use-api-query';

export interface CreditOption {
  /** The company has a credit line (granted or suspended). */
  shown: boolean;
  allowed: boolean;
  hint: string;
}

export function creditOption(credit: CompanyCredit | undefined, amount: string): CreditOption {
  if (!credit || (!credit.Enabled && credit.Limit === '0.00')) return { shown: false, allowed: false, hint: '' };
  if (!credit.Enabled) return { shown: true, allowed: false, hint: '贵公司的账期已暂停' };
  if (Number(credit.Overdue) > 0)
    return { shown: true, allowed: false, hint: `有逾期对账单 ${formatMoney(credit.Overdue)}，请先还款` };
  if (Number(credit.Available) < Number(amount))
    return { shown: true, allowed: false, hint: `可用额度 ${formatMoney(credit.Available)}，不足本单金额` };
  return { shown: true, allowed: true, hint: `可用额度 ${formatMoney(credit.Available)}，月结 ${credit.TermDays} 天` };
}

export function useCreditOption(amount: string | undefined): CreditOption {
  const { data } = useApiQuery<CompanyCredit>('/api/Company/credit');
  return creditOption(data, amount ?? '0');
}
