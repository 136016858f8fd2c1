/**
 * `/purchase` (login): the selected cart lines of the cart region priced by the server
 * (POST /api/Orders/preview), invoice choice (不开发票 / 普通发票 / 增值税专用发票) with the company's saved
 * titles and addresses (admins add one in place), optional enterprise customer, purchase-order number
 * and note. 提交订单 creates exactly one order (one Idempotency-Key per attempt, the button disabled while
 * sending), fires `b2b-order-created`, then goes to `/payment?orderId=…`.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PageOf } from '../../contract/catalogue';
import type { InvoiceAddress, InvoiceTitle } from '../../contract/invoices';
import type { CreateOrderBody, OrderPreview } from '../../contract/orders';
import { $cartRegion, cartChanged } from '../../core/cart';
import { api, ApiError } from '../../core/http';
import { formatMoney } from '../../core/money';
import { $isAdmin } from '../../core/session';
import type { ScreenProps } from '../../routes';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { Alert, Empty, Skeleton } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { Link, useNavigate } from '../shared/navigation';
import { useWidget } from '../shared/widget';
import { Muted, PurchasePage, RequireLogin, Section, positiveId, regionName, useRegions } from '../cart/common';
import { AddressDialog, TitleDialog } from './InvoiceDialogs';
import { createOrderSubmitter } from './submit';
import { useApiQuery } from '../shared/use-api-query';

interface Customer {
  Id: number;
  Name: string;
  ContactName: string;
  Mobile: string;
}

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-top: 1px solid ${vars.divider};
  }
  li:first-child {
    border-top: none;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    border: 1px solid ${vars.divider};
    border-radius: 4px;
  }
  .name {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${vars.textSecondary};
    font-size: 12px;
  }
  .sub {
    text-align: right;
    font-weight: 600;
    color: ${vars.price};
    white-space: nowrap;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 8px;
`;

const Choice = styled.label<{ $on: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$on ? vars.primary : vars.border)};
  border-radius: 8px;
  cursor: pointer;
  font-size: 14px;
  overflow-wrap: anywhere;
  input {
    margin-top: 3px;
  }
  small {
    display: block;
    color: ${vars.textSecondary};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 12px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 16px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SubmitBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 16px;
  padding: 16px 20px;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 22px;
  }
`;

type InvoiceChoice = '0' | '1' | '2';

function titleLine(t: InvoiceTitle) {
  return `${t.TaxNumber}${t.Type === 2 ? ` · ${t.BankName} ${t.BankAccount}` : ''}`;
}

export interface CheckoutViewProps {
  /** The cart region to order from (default: the current cart region). */
  region?: number | undefined;
  /** The invoice choice to start with (default 不开发票). */
  initialInvoiceType?: 0 | 1 | 2;
}

/** The checkout (the /purchase screen and `<b2b-checkout>`). */
export function CheckoutView({ region: fixedRegion, initialInvoiceType = 0 }: CheckoutViewProps) {
  const chosen = useStore($cartRegion);
  const region = fixedRegion ?? chosen;
  const isAdmin = useStore($isAdmin);
  const regions = useRegions();
  const go = useNavigate();
  const { emit } = useWidget();

  const [preview, setPreview] = useState<OrderPreview | null>(null);
  const [previewError, setPreviewError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  const titlesQuery = useApiQuery<InvoiceTitle[]>('/api/Invoices/titles');
  const addressesQuery = useApiQuery<InvoiceAddress[]>('/api/Invoices/addresses');
  const customersQuery = useApiQuery<PageOf<Customer>>('/api/Company/customers?page=1&pageSize=100');
  const [extraTitles, setExtraTitles] = useState<InvoiceTitle[]>([]);
  const [extraAddresses, setExtraAddresses] = useState<InvoiceAddress[]>([]);

  const [invoiceType, setInvoiceType] = useState<InvoiceChoice>(String(initialInvoiceType) as InvoiceChoice);
  const [titleId, setTitleId] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState('');
  const [poNo, setPoNo] = useState('');
  const [note, setNote] = useState('');
  const [dialog, setDialog] = useState<'title' | 'address' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submitter = useMemo(() => createOrderSubmitter(), []);

  useEffect(() => {
    let live = true;
    setPreview(null);
    setPreviewError(null);
    api<OrderPreview>('/api/Orders/preview', { method: 'POST', body: { Region: region }, silent: true }).then(
      (p) => live && setPreview(p),
      (e: unknown) => live && setPreviewError(e instanceof ApiError ? e : new ApiError(0, '加载失败')),
    );
    return () => {
      live = false;
    };
  }, [region, attempt]);

  const titles = useMemo(() => {
    const all = [...(titlesQuery.data ?? []), ...extraTitles.filter((t) => !titlesQuery.data?.some((s) => s.Id === t.Id))];
    return invoiceType === '2' ? all.filter((t) => t.Type === 2) : all;
  }, [titlesQuery.data, extraTitles, invoiceType]);
  const addresses = useMemo(
    () => [...(addressesQuery.data ?? []), ...extraAddresses.filter((a) => !addressesQuery.data?.some((s) => s.Id === a.Id))],
    [addressesQuery.data, extraAddresses],
  );

  // Defaults: the default (or first) title that fits the type, the default (or first) address.
  useEffect(() => {
    if (invoiceType === '0') return;
    if (titleId !== null && titles.some((t) => t.Id === titleId)) return;
    setTitleId((titles.find((t) => t.IsDefault) ?? titles[0])?.Id ?? null);
  }, [invoiceType, titles, titleId]);
  useEffect(() => {
    if (addressId !== null && addresses.some((a) => a.Id === addressId)) return;
    setAddressId((addresses.find((a) => a.IsDefault) ?? addresses[0])?.Id ?? null);
  }, [addresses, addressId]);

  const submit = useCallback(async () => {
    if (submitter.busy() || !preview) return;
    setProblem(null);
    const body: CreateOrderBody = { Region: region, InvoiceType: Number(invoiceType) as 0 | 1 | 2 };
    if (invoiceType !== '0') {
      if (titleId === null) return setProblem('请选择发票抬头');
      if (addressId === null) return setProblem('请选择收票地址');
      body.InvoiceTitleId = titleId;
      body.InvoiceAddressId = addressId;
    }
    const customer = positiveId(customerId);
    if (customer) body.CustomerId = customer;
    if (poNo.trim()) body.PurchaseOrderNo = poNo.trim();
    if (note.trim()) body.Note = note.trim();
    setSending(true);
    try {
      const order = await submitter.submit(body);
      cartChanged();
      emit('b2b-order-created', { orderId: order.Id, orderNo: order.OrderNo });
      go(`/payment?orderId=${order.Id}`);
    } catch (error) {
      // 400/500 are already shown as a message; others (409 stock) are explained here.
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setSending(false);
    }
  }, [submitter, preview, region, invoiceType, titleId, addressId, customerId, poNo, note, emit, go]);

  if (previewError) {
    const empty = previewError.status === 400 || previewError.status === 409;
    return (
      <Section>
        <Empty
          description={empty ? previewError.message : `${previewError.message}，请稍后重试`}
          action={
            empty ? (
              <Link to="/cart">返回购物车</Link>
            ) : (
              <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                重试
              </Button>
            )
          }
        />
      </Section>
    );
  }
  if (!preview) return <Skeleton lines={6} avatar={56} label="订单信息加载中" />;

  const customers = customersQuery.data?.Items ?? [];
  const noTitles = invoiceType !== '0' && titlesQuery.data !== undefined && titles.length === 0;

  return (
    <form
      aria-label="确认订单"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Section aria-labelledby="co-items">
        <h2 id="co-items">
          商品清单 <Muted>（{regionName(regions, region)}，共 {preview.Items.length} 种）</Muted>
        </h2>
        <Lines>
          {preview.Items.map((item) => (
            <li key={item.ProductId}>
              <img src={item.ImageUrl} alt="" />
              <div>
                <div className="name">{item.Name}</div>
                <div className="meta">
                  {item.Model ? `${item.Model} · ` : ''}
                  {formatMoney(item.UnitPrice)} × {item.Quantity}
                  {item.Unit}
                </div>
              </div>
              <div className="sub">{formatMoney(item.Subtotal)}</div>
            </li>
          ))}
        </Lines>
        <Row>
          <Link to="/cart">返回购物车修改</Link>
        </Row>
      </Section>

      <Section aria-labelledby="co-invoice">
        <h2 id="co-invoice">发票信息</h2>
        <RadioGroup
          name="invoice-type"
          label="发票类型"
          value={invoiceType}
          onChange={(v) => setInvoiceType(v as InvoiceChoice)}
          options={[
            { value: '0', label: '不开发票' },
            { value: '1', label: '普通发票' },
            { value: '2', label: '增值税专用发票' },
          ]}
        />
        {invoiceType !== '0' ? (
          <>
            <Row>
              <h3 style={{ margin: 0, fontSize: 14 }}>发票抬头</h3>
              {isAdmin ? (
                <Button size="sm" onClick={() => setDialog('title')}>
                  新增抬头
                </Button>
              ) : null}
            </Row>
            {titlesQuery.loading ? <Skeleton lines={2} label="发票抬头加载中" /> : null}
            {noTitles ? (
              <Alert type="warning">
                {invoiceType === '2' ? '还没有增值税专用发票抬头。' : '还没有发票抬头。'}
                {isAdmin ? '请点击“新增抬头”添加。' : '请联系企业管理员添加。'}
              </Alert>
            ) : null}
            <Choices role="radiogroup" aria-label="发票抬头">
              {titles.map((t) => (
                <Choice key={t.Id} $on={titleId === t.Id}>
                  <input type="radio" name="invoice-title" checked={titleId === t.Id} onChange={() => setTitleId(t.Id)} />
                  <span>
                    {t.Name} <Tag color={t.Type === 2 ? 'primary' : 'default'}>{t.Type === 2 ? '专票' : '普票'}</Tag>
                    {t.IsDefault ? <Tag color="success">默认</Tag> : null}
                    <small>{titleLine(t)}</small>
                  </span>
                </Choice>
              ))}
            </Choices>
            <Row>
              <h3 style={{ margin: 0, fontSize: 14 }}>收票地址</h3>
              {isAdmin ? (
                <Button size="sm" onClick={() => setDialog('address')}>
                  新增地址
                </Button>
              ) : null}
            </Row>
            {addressesQuery.data !== undefined && addresses.length === 0 ? (
              <Alert type="warning">还没有收票地址。{isAdmin ? '请点击“新增地址”添加。' : '请联系企业管理员添加。'}</Alert>
            ) : null}
            <Choices role="radiogroup" aria-label="收票地址">
              {addresses.map((a) => (
                <Choice key={a.Id} $on={addressId === a.Id}>
                  <input type="radio" name="invoice-address" checked={addressId === a.Id} onChange={() => setAddressId(a.Id)} />
                  <span>
                    {a.Recipient} {a.Mobile} {a.IsDefault ? <Tag color="success">默认</Tag> : null}
                    <small>
                      {a.Province}
                      {a.City}
                      {a.District}
                      {a.Detail}
                    </small>
                  </span>
                </Choice>
              ))}
            </Choices>
          </>
        ) : null}
      </Section>

      <Section aria-labelledby="co-more">
        <h2 id="co-more">采购信息</h2>
        <Grid>
          <FormField label="企业客户（选填）" hint={customers.length === 0 ? '可在企业中心维护客户' : undefined}>
            <Select
              value={customerId}
              onChange={(e) => setCustomerId(e.currentTarget.value)}
              placeholder="不指定客户"
              options={customers.map((c) => ({ value: String(c.Id), label: `${c.Name}${c.ContactName ? `（${c.ContactName}）` : ''}` }))}
            />
          </FormField>
          <FormField label="采购单号（选填）">
            <Input value={poNo} maxLength={64} onChange={(e) => setPoNo(e.currentTarget.value)} placeholder="贵司内部采购单号" />
          </FormField>
        </Grid>
        <FormField label="订单备注（选填）">
          <Textarea value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.currentTarget.value)} placeholder="如送货时间、联系人等" />
        </FormField>
      </Section>

      {problem ? (
        <Alert type="error" title="订单未提交">
          {problem}
        </Alert>
      ) : null}

      <SubmitBar>
        <span>
          应付总额：<strong data-testid="checkout-total">{formatMoney(preview.TotalAmount)}</strong>
        </span>
        <Button type="submit" variant="primary" loading={sending} disabled={sending || preview.Items.length === 0}>
          {sending ? '提交中…' : '提交订单'}
        </Button>
      </SubmitBar>

      {dialog === 'title' ? (
        <TitleDialog
          open
          defaultType={invoiceType === '2' ? 2 : 1}
          onClose={() => setDialog(null)}
          onCreated={(t) => {
            setExtraTitles((list) => [...list, t]);
            setTitleId(t.Id);
            setDialog(null);
            titlesQuery.retry();
          }}
        />
      ) : null}
      {dialog === 'address' ? (
        <AddressDialog
          open
          onClose={() => setDialog(null)}
          onCreated={(a) => {
            setExtraAddresses((list) => [...list, a]);
            setAddressId(a.Id);
            setDialog(null);
            addressesQuery.retry();
          }}
        />
      ) : null}
    </form>
  );
}

/** The checkout page (the /purchase screen and `<b2b-checkout>`). */
export function CheckoutWidgetFrame({ region }: CheckoutViewProps) {
  return (
    <RequireLogin fallback="/purchase">
      <PurchasePage part="checkout">
        <h1>确认订单</h1>
        <CheckoutView region={region} />
      </PurchasePage>
    </RequireLogin>
  );
}

export default function CheckoutScreen({ query }: ScreenProps) {
  return <CheckoutWidgetFrame region={positiveId(query.get('region')) ?? undefined} />;
}
