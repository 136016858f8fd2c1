/**
 * The quote form's terms (报价条款): 含税 / 不含税 and the VAT rate, 运费 (0 = 包邮), 交期 (days), 付款方式 (a short list +
 * a note, needed for 其他) — checked as the server checks them, Chinese messages — and the running totals with
 * tax and freight, exact (the server's figures are the sent quote's).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { PaymentTermsName, TAX_RATES } from '../../../contract/quote-terms';
import { formatMoney, roundAmount, sumAmounts } from '../../../core/money';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { vars } from '../../../ui/theme';

export interface TermsValues {
  TaxMode: 'included' | 'excluded';
  TaxRate: string;
  Freight: string;
  LeadDays: string;
  PaymentTerms: string;
  PaymentNote: string;
}
export const TERMS_DEFAULTS: TermsValues = {
  TaxMode: 'included',
  TaxRate: '13',
  Freight: '0',
  LeadDays: '',
  PaymentTerms: 'prepay',
  PaymentNote: '',
};

const FREIGHT = /^\d{1,9}(\.\d{1,2})?$/;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 12px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Totals = styled.p`
  text-align: right;
  margin: 4px 0 12px;
  color: ${vars.textSecondary};
  strong {
    color: ${vars.price};
    font-size: 18px;
  }
`;

/** Cents of a 2-place amount ("12.30" → 1230n). */
const cents = (amount: string) => BigInt((roundAmount(amount) ?? '0').replace('.', ''));
const fromCents = (c: bigint) => {
  const sign = c < 0n ? '-' : '';
  const m = (c < 0n ? -c : c).toString().padStart(3, '0');
  return `${sign}${m.slice(0, -2)}.${m.slice(-2)}`;
};
/** round(a / b) half-up for non-negative integers. */
const divRound = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** The totals the server will compute: tax on top (不含税) or contained (含税), freight last. */
export function termsTotals(goods: string, t: Pick<TermsValues, 'TaxMode' | 'TaxRate' | 'Freight'>) {
  const g = cents(goods);
  const rate = BigInt(TAX_RATES.includes(t.TaxRate as never) ? t.TaxRate : '0');
  const tax = t.TaxMode === 'excluded' ? divRound(g * rate, 100n) : divRound(g * rate, 100n + rate);
  const freight = FREIGHT.test(t.Freight.trim()) ? cents(t.Freight.trim()) : 0n;
  const total = (t.TaxMode === 'excluded' ? g + tax : g) + freight;
  return { tax: fromCents(tax), total: sumAmounts([fromCents(total)]) };
}

export function QuoteTermsFields({
  register,
  errors,
  values,
  goods,
}: {
  register: UseFormRegister<{ Terms: TermsValues }>;
  errors: FieldErrors<TermsValues> | undefined;
  values: TermsValues;
  goods: string;
}) {
  const { tax, total } = termsTotals(goods, values);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
      <legend style={{ fontSize: 15, fontWeight: 600, padding: 0, marginBottom: 4 }}>报价条款</legend>
      <Grid>
        <FormField label="价格" required error={errors?.TaxMode?.message}>
          <Select
            {...register('Terms.TaxMode', fieldRules({ label: '价格', required: true, select: true }))}
            options={[
              { value: 'included', label: '含税价' },
              { value: 'excluded', label: '不含税价（税额另计）' },
            ]}
          />
        </FormField>
        <FormField label="税率" required error={errors?.TaxRate?.message}>
          <Select
            {...register('Terms.TaxRate', fieldRules({ label: '税率', required: true, select: true }))}
            options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))}
          />
        </FormField>
        <FormField label="运费（元）" required error={errors?.Freight?.message} hint="0 表示包邮">
          <Input
            inputMode="decimal"
            {...register(
              'Terms.Freight',
              fieldRules({
                label: '运费',
                required: true,
                check: (t) => (FREIGHT.test(t) ? true : '运费应为不小于 0 的金额（最多两位小数）'),
              }),
            )}
          />
        </FormField>
        <FormField label="交期（天，选填）" error={errors?.LeadDays?.message} hint="付款后发货天数；留空为另行约定">
          <Input
            inputMode="numeric"
            {...register(
              'Terms.LeadDays',
              fieldRules({
                label: '交期',
                check: (t) =>
                  /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 365 ? true : '交期应为 1–365 天的整数',
              }),
            )}
          />
        </FormField>
        <FormField label="付款方式" required error={errors?.PaymentTerms?.message}>
          <Select
            {...register('Terms.PaymentTerms', fieldRules({ label: '付款方式', required: true, select: true }))}
            options={Object.entries(PaymentTermsName).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        <FormField
          label={values.PaymentTerms === 'other' ? '付款说明' : '付款说明（选填）'}
          required={values.PaymentTerms === 'other'}
          error={errors?.PaymentNote?.message}
        >
          <Input
            maxLength={200}
            {...register(
              'Terms.PaymentNote',
              fieldRules({
                label: '付款说明',
                maxLength: 200,
                validate: {
                  other: (v) =>
                    values.PaymentTerms === 'other' && !String(v ?? '').trim()
                      ? '付款方式为「其他」时请填写付款说明'
                      : true,
                },
              }),
            )}
          />
        </FormField>
      </Grid>
      <Totals data-testid="quote-terms-total">
        商品 {formatMoney(goods)} · {values.TaxMode === 'excluded' ? '税额' : '其中税额'} {formatMoney(tax)} · 运费{' '}
        {Number(values.Freight) === 0 ? '包邮' : formatMoney(values.Freight)} · 应付合计{' '}
        <strong>{formatMoney(total)}</strong>
      </Totals>
    </fieldset>
  );
}
