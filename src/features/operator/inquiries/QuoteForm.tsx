/**
 * The quote form: lines (product, the list price in the quote's region for reference, quantity, unit price),
 * the validity day and a note, with exact totals; a quote another operator sent first answers 409.
 */
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { Region } from '../../../contract/catalogue';
import { formatDate } from '../../../contract/dates';
import type { OpProduct, OpProductPage } from '../../../contract/operator-catalogue';
import type { CreateQuoteBody, Inquiry } from '../../../contract/quotes';
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
}
const lineKey = (productId: number) => `p${productId}`;

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

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin: 8px 0 0;
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
}: {
  inquiry: Inquiry;
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

  const [products, setProducts] = useState<LineProduct[]>([
    { ProductId: inquiry.ProductId, Name: inquiry.ProductName, Model: inquiry.ProductModel, Unit: inquiry.ProductUnit },
  ]);
  const { register, unregister, setValue, handleSubmit, watch, setError, formState } = useForm<QuoteValues>({
    defaultValues: {
      Region: String(accountRegions[0] ?? 1),
      ValidUntil: formatDate(new Date(Date.now() + 7 * DAY)),
      Note: '',
      Lines: { [lineKey(inquiry.ProductId)]: { Quantity: String(inquiry.Quantity), UnitPrice: '' } },
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
    };
    onSending(true);
    try {
      await call('POST /api/Operator/inquiries/:id/quote', { params: { id: inquiry.Id }, body, silent: true });
      showMessage('success', `已向 ${inquiry.Account?.CompanyName ?? inquiry.CompanyName} 发送报价`);
      refresh('/api/Operator/');
      onDone();
    } catch (e) {
      if (markServerField(e, setError, ['Region', 'ValidUntil', 'Note'])) return;
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
        报价合计：<strong data-testid="quote-total">{formatMoney(quoteTotal(lineValues))}</strong>
      </Total>
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
          placeholder="交期、付款方式等"
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

/** Adds another product to the quote: search the catalogue (on sale), pick one, 添加. */
function AddLine({ taken, onAdd }: { taken: readonly number[]; onAdd: (p: OpProduct) => void }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const found = useApiQuery<OpProductPage>(
    keyword === null
      ? null
      : `/api/Operator/products?${new URLSearchParams({ keyword, onSale: 'true', page: '1', pageSize: '10' })}`,
  );
  const options = (found.data?.Items ?? []).filter((p) => !taken.includes(p.Id));
  const search = (e: FormEvent | { preventDefault: () => void }) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setChosen('');
  };
  const add = () => {
    const product = options.find((p) => String(p.Id) === chosen) ?? options[0];
    if (!product) return;
    onAdd(product);
    setChosen('');
  };
  return (
    <Bar role="group" aria-label="添加报价商品">
      <FormField label="添加商品">
        <Input
          value={draft}
          placeholder="商品名称或型号"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search(e);
          }}
        />
      </FormField>
      <Button onClick={() => search({ preventDefault: () => undefined })} style={{ marginBottom: 20 }}>
        查找
      </Button>
      {keyword !== null ? (
        found.loading && !found.data ? (
          <Muted style={{ marginBottom: 28 }}>查找中…</Muted>
        ) : options.length ? (
          <>
            <FormField label="选择商品">
              <Select
                value={chosen || String(options[0]!.Id)}
                onChange={(e) => setChosen(e.target.value)}
                options={options.map((p) => ({
                  value: String(p.Id),
                  label: `${p.Name}${p.Model ? ` · ${p.Model}` : ''}`,
                }))}
              />
            </FormField>
            <Button onClick={add} style={{ marginBottom: 20 }}>
              添加
            </Button>
          </>
        ) : (
          <Muted style={{ marginBottom: 28 }}>{found.error ? '查找失败，请重试' : '没有找到在售的商品'}</Muted>
        )
      ) : null}
    </Bar>
  );
}
