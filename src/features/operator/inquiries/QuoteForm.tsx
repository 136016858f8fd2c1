/**
 * The quote form: lines (product, the list price in the quote's region for reference, quantity, unit price),
 * the terms (tax, freight, lead time, payment terms: ./QuoteTermsFields), the validity day and a note, with exact
 * totals; a quote another operator sent first answers 409. With `revise` (the sent quote) it starts from that
 * quote's lines and terms and sends a new version (POST …/quote/versions): the older one stays read-only.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { Region } from '../../../contract/catalogue';
import { formatDate } from '../../../contract/dates';
import type { OpProduct } from '../../../contract/operator-catalogue';
import type { CreateQuoteBody, Inquiry, Quote } from '../../../contract/quotes';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney, lineTotal, sumAmounts } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { Input, Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { vars } from '../../../ui/theme';
import { useApiQuery } from '../../shared/use-api-query';
import { Muted, markServerField, refresh, showWriteFailure } from '../common';
import { AddLine } from './AddQuoteLine';
import { QuoteTermsFields, TERMS_DEFAULTS, type TermsValues } from './QuoteTermsFields';

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;
const MAX_QUOTE_DAYS = 365;
const DAY = 86_400_000;

interface LineProduct {
  ProductId: number;
  Name: string;
  Model: string;
  Unit: string;
}
interface LineValues {
  Quantity: string;
  UnitPrice: string;
}
// Lines are keyed by product (one line per product) rather than a field array: react-hook-form's
// useFieldArray would grow the form chunk every widget with a form shares.
interface QuoteValues {
  Region: string;
  ValidUntil: string;
  Note: string;
  Lines: Record<string, LineValues>;
  Terms: TermsValues;
}
const lineKey = (productId: number) => `p${productId}`;
const TERM_FIELDS = ['TaxMode', 'TaxRate', 'Freight', 'LeadDays', 'PaymentTerms', 'PaymentNote'];

/** The quote form's running total (the sent quote's total is QuoteLines'). */
const Total = styled.p`
  text-align: right;
  margin: 8px 0 0;
  strong {
    color: ${vars.price};
    font-size: 18px;
  }
`;

const LineGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 0.8fr) minmax(0, 0.9fr) minmax(0, 0.8fr) auto;
  gap: 0 10px;
  align-items: start;
  padding-top: 8px;
  border-top: 1px solid ${vars.divider};
  .name {
    padding-top: 6px;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .sub {
    padding-top: 30px;
    text-align: right;
    white-space: nowrap;
    font-weight: 600;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The quoted lines' total (exact decimals; a line not yet valid counts as 0). */
function quoteTotal(lines: readonly (LineValues | undefined)[]): string {
  return sumAmounts(lines.map(lineSubtotal));
}
function lineSubtotal(l: LineValues | undefined): string {
  if (!l?.UnitPrice || !l.Quantity) return '0';
  const q = Number(l.Quantity);
  return PRICE.test(l.UnitPrice.trim()) && Number.isSafeInteger(q) && q > 0 ? lineTotal(l.UnitPrice.trim(), q) : '0';
}

export function QuoteForm({
  inquiry,
  formId,
  onDone,
  onSending,
  revise,
}: {
  inquiry: Inquiry;
  /** The sent quote a new version replaces. */
  revise?: Quote;
  formId: string;
  onDone: () => void;
  onSending: (sending: boolean) => void;
}) {
  const regions = useApiQuery<Region[]>('/api/Regions').data ?? [];
  const accountRegions = inquiry.Account?.Regions ?? [];
  const regionOptions = [
    ...accountRegions.map((id) => regions.find((r) => r.Id === id) ?? { Id: id, Name: `区域 ${id}` }),
    ...regions.filter((r) => !accountRegions.includes(r.Id)),
  ].map((r) => ({ value: String(r.Id), label: `${r.Name}${accountRegions.includes(r.Id) ? '（买方收货区域）' : ''}` }));
  const today = formatDate(new Date());
  const latest = formatDate(new Date(Date.now() + MAX_QUOTE_DAYS * DAY));

  const [products, setProducts] = useState<LineProduct[]>(
    revise
      ? revise.Items.map((l) => ({ ProductId: l.ProductId, Name: l.Name, Model: l.Model, Unit: l.Unit }))
      : [
          {
            ProductId: inquiry.ProductId,
            Name: inquiry.ProductName,
            Model: inquiry.ProductModel,
            Unit: inquiry.ProductUnit,
          },
        ],
  );
  const { register, unregister, setValue, handleSubmit, watch, setError, formState } = useForm<QuoteValues>({
    defaultValues: revise
      ? {
          Region: String(revise.Region),
          ValidUntil: revise.ValidUntil < today ? formatDate(new Date(Date.now() + 7 * DAY)) : revise.ValidUntil,
          Note: revise.Note,
          Lines: Object.fromEntries(
            revise.Items.map((l) => [lineKey(l.ProductId), { Quantity: String(l.Quantity), UnitPrice: l.UnitPrice }]),
          ),
          Terms: {
            TaxMode: revise.Terms.TaxMode === 'excluded' ? 'excluded' : 'included',
            TaxRate: revise.Terms.TaxRate,
            Freight: revise.Terms.Freight,
            LeadDays: revise.Terms.LeadDays === null ? '' : String(revise.Terms.LeadDays),
            PaymentTerms: revise.Terms.PaymentTerms,
            PaymentNote: revise.Terms.PaymentNote,
          },
        }
      : {
          Region: String(accountRegions[0] ?? 1),
          ValidUntil: formatDate(new Date(Date.now() + 7 * DAY)),
          Note: '',
          Lines: { [lineKey(inquiry.ProductId)]: { Quantity: String(inquiry.Quantity), UnitPrice: '' } },
          Terms: TERMS_DEFAULTS,
        },
  });
  const values = watch();
  const lineValues = products.map((p) => values.Lines?.[lineKey(p.ProductId)]);
  const region = Number(values.Region);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    const body: CreateQuoteBody = {
      Region: Number(v.Region),
      ValidUntil: v.ValidUntil,
      Items: products.map((p) => {
        const l = v.Lines[lineKey(p.ProductId)];
        return { ProductId: p.ProductId, Quantity: Number(l?.Quantity), UnitPrice: (l?.UnitPrice ?? '').trim() };
      }),
      ...(v.Note.trim() ? { Note: v.Note.trim() } : {}),
      TaxMode: v.Terms.TaxMode,
      TaxRate: v.Terms.TaxRate as NonNullable<CreateQuoteBody['TaxRate']>,
      Freight: v.Terms.Freight.trim(),
      ...(v.Terms.LeadDays.trim() ? { LeadDays: Number(v.Terms.LeadDays.trim()) } : {}),
      PaymentTerms: v.Terms.PaymentTerms as NonNullable<CreateQuoteBody['PaymentTerms']>,
      ...(v.Terms.PaymentNote.trim() ? { PaymentNote: v.Terms.PaymentNote.trim() } : {}),
    };
    onSending(true);
    try {
      const company = inquiry.Account?.CompanyName ?? inquiry.CompanyName;
      if (revise) {
        await call('POST /api/Operator/inquiries/:id/quote/versions', {
          params: { id: inquiry.Id },
          body,
          silent: true,
        });
        showMessage('success', `已向 ${company} 发送报价版本 ${revise.Version + 1}`);
      } else {
        await call('POST /api/Operator/inquiries/:id/quote', { params: { id: inquiry.Id }, body, silent: true });
        showMessage('success', `已向 ${company} 发送报价`);
      }
      refresh('/api/Operator/');
      onDone();
    } catch (e) {
      if (markServerField(e, setError, ['Region', 'ValidUntil', 'Note'])) return;
      if (e instanceof ApiError && e.field && TERM_FIELDS.includes(e.field)) {
        setError(`Terms.${e.field}` as `Terms.${keyof TermsValues}`, { type: 'server', message: e.message });
        return;
      }
      if (e instanceof ApiError && e.status === 409) {
        showWriteFailure(e);
        refresh('/api/Operator/');
      }
      setProblem(e instanceof ApiError ? e.message : '报价发送失败，请稍后重试');
    } finally {
      onSending(false);
    }
  });

  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label="报价" aria-busy={formState.isSubmitting}>
      <p style={{ marginTop: 0 }}>
        询价：{inquiry.ProductName} × {inquiry.Quantity}
        {inquiry.ProductUnit}
        {inquiry.Requirement ? <Muted>（{inquiry.Requirement}）</Muted> : null} · {inquiry.Account?.CompanyName}
      </p>
      {problem ? (
        <div style={{ marginBottom: 12 }}>
          <Alert type="error" title="报价未发送">
            {problem}
          </Alert>
        </div>
      ) : null}
      <FormField
        label="报价区域"
        required
        error={formState.errors.Region?.message}
        hint="按该区域给出单价，买方在该区域下单"
      >
        <Select
          {...register('Region', fieldRules({ label: '报价区域', required: true, select: true }))}
          options={regionOptions}
        />
      </FormField>
      <h3 style={{ fontSize: 15, margin: '12px 0 4px' }}>报价商品</h3>
      {products.map((product, index) => (
        <QuoteLine
          key={product.ProductId}
          index={index}
          product={product}
          line={lineValues[index]}
          region={region}
          register={register}
          errors={formState.errors.Lines?.[lineKey(product.ProductId)]}
          onRemove={
            products.length > 1
              ? () => {
                  setProducts(products.filter((p) => p.ProductId !== product.ProductId));
                  unregister(`Lines.${lineKey(product.ProductId)}`);
                }
              : undefined
          }
        />
      ))}
      <AddLine
        taken={products.map((p) => p.ProductId)}
        onAdd={(p) => {
          setValue(`Lines.${lineKey(p.Id)}`, { Quantity: String(p.MinQuantity || 1), UnitPrice: '' });
          setProducts([...products, { ProductId: p.Id, Name: p.Name, Model: p.Model, Unit: p.Unit }]);
        }}
      />
      <Total>
        商品金额：<strong data-testid="quote-total">{formatMoney(quoteTotal(lineValues))}</strong>
      </Total>
      <QuoteTermsFields
        register={register as unknown as Parameters<typeof QuoteTermsFields>[0]['register']}
        errors={formState.errors.Terms}
        values={values.Terms}
        goods={quoteTotal(lineValues)}
      />
      <FormField
        label="有效期至"
        required
        error={formState.errors.ValidUntil?.message}
        hint={`北京时间，当天内有效（最晚 ${latest}）`}
      >
        <Input
          type="date"
          min={today}
          max={latest}
          {...register(
            'ValidUntil',
            fieldRules({
              label: '有效期',
              required: true,
              select: true,
              check: (d) =>
                d < today
                  ? '有效期不能早于今天'
                  : d > latest
                    ? `有效期最长 ${MAX_QUOTE_DAYS} 天（至 ${latest}）`
                    : true,
            }),
          )}
        />
      </FormField>
      <FormField label="备注（选填）" error={formState.errors.Note?.message}>
        <Textarea
          rows={2}
          maxLength={500}
          placeholder="其他说明（交期、付款方式请填在上方条款中）"
          {...register('Note', fieldRules({ label: '备注', maxLength: 500 }))}
        />
      </FormField>
    </form>
  );
}

function QuoteLine({
  index,
  product: line,
  line: typed,
  region,
  register,
  errors,
  onRemove,
}: {
  index: number;
  product: LineProduct;
  line: LineValues | undefined;
  region: number;
  register: ReturnType<typeof useForm<QuoteValues>>['register'];
  errors: { Quantity?: { message?: string }; UnitPrice?: { message?: string } } | undefined;
  onRemove: (() => void) | undefined;
}) {
  const product = useApiQuery<OpProduct>(`/api/Operator/products/${line.ProductId}`).data;
  const key = lineKey(line.ProductId);
  const listPrice = product?.Prices.find((p) => p.RegionId === region)?.Price;
  return (
    <LineGrid role="group" aria-label={`第 ${index + 1} 行：${line.Name}`}>
      <div className="name">
        {line.Name}
        <br />
        <Muted>
          {line.Model ? `${line.Model} · ` : ''}
          {product === undefined ? '区域价加载中…' : listPrice ? `区域价 ${formatMoney(listPrice)}` : '该区域无标价'}
        </Muted>
      </div>
      <FormField label={`数量（${line.Unit}）`} required error={errors?.Quantity?.message}>
        <Input
          inputMode="numeric"
          {...register(
            `Lines.${key}.Quantity`,
            fieldRules({
              label: '数量',
              required: true,
              check: (t) =>
                /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 1_000_000 ? true : '数量应为 1–1000000 的整数',
            }),
          )}
        />
      </FormField>
      <FormField label="单价（元）" required error={errors?.UnitPrice?.message}>
        <Input
          inputMode="decimal"
          placeholder={listPrice ?? ''}
          {...register(
            `Lines.${key}.UnitPrice`,
            fieldRules({
              label: '单价',
              required: true,
              check: (t) =>
                !PRICE.test(t) ? '请输入正确的单价（最多两位小数）' : Number(t) <= 0 ? '单价须大于 0' : true,
            }),
          )}
        />
      </FormField>
      <div className="sub">
        <Muted>小计 </Muted>
        {formatMoney(lineSubtotal(typed))}
      </div>
      <div style={{ paddingTop: 24 }}>
        {onRemove ? (
          <Button size="sm" variant="text" onClick={onRemove} aria-label={`删除第 ${index + 1} 行：${line.Name}`}>
            删除
          </Button>
        ) : null}
      </div>
    </LineGrid>
  );
}
