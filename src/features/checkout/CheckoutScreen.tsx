/**
 * `/purchase` (login): the selected cart lines of the cart region priced by the server
 * (POST /api/Orders/preview), the delivery address (收货地址, the company's address book, default chosen; any
 * user adds one in place, prefilled from the company), invoice choice (不开发票 / 普通发票 / 增值税专用发票) with the company's saved
 * titles and addresses (admins add one in place), optional enterprise customer, purchase-order number
 * and note. 提交订单 creates exactly one order (one Idempotency-Key per attempt, the button disabled while
 * sending), fires `b2b-order-created`, then goes to `/payment?orderId=…`.
 *
 * `/purchase?quoteId=…`: the lines of an accepted quote (报价) at its prices and region instead of the cart;
 * the same address and invoice choices, then POST /api/Quotes/{id}/accept (the server checks the lines and
 * total against the stored quote, its validity day and the company). An expired, declined or accepted quote
 * says so instead of the form.
 */

import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { DeliveryAddress } from '../../contract/addresses';
import type { PageOf } from '../../contract/common';
import type { InvoiceAddress, InvoiceTitle } from '../../contract/invoices';
import type { CreateOrderBody, OrderPreview } from '../../contract/orders';
import type { AcceptQuoteBody, Quote } from '../../contract/quotes';
import { salesRegionOfProvince } from '../../contract/sales-regions';
import { $cartRegion, cartChanged } from '../../core/cart';
import { ApiError, call, NETWORK_ERROR_MESSAGE } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { $isAdmin, $session } from '../../core/session';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { Alert, Empty, Skeleton } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { fullAddress, placeText } from '../shared/address/place';
import { DELIVERY_ADDRESSES_URL } from '../shared/address/urls';
import { ADDRESSES_URL, TITLES_URL } from '../shared/invoice-urls';
import { ListPriceNote } from '../shared/ListPriceNote';
import { useForm, withLazyForm } from '../shared/lazy-form';
import { useMediaUrl } from '../shared/media';
import { Link, useNavigate } from '../shared/navigation';
import { OrderingNotice, useOrderingBlocked } from '../shared/ordering-blocked';
import { Muted, PurchasePage, RequireLogin, Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import { regionName, useRegions } from '../shared/regions';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { useWidget } from '../shared/widget';
import { ApprovalNotice } from './ApprovalNotice';
import { createOrderSubmitter } from './submit';

type Dialogs = typeof import('./dialogs');
let loadedDialogs: Dialogs | null = null;

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

/** What the buyer fills in (react-hook-form values; ids as the radios' and select's strings). */
interface CheckoutValues {
  InvoiceType: InvoiceChoice;
  /** The chosen title / address; '' or an id no longer listed falls back to the default one. */
  TitleId: string;
  AddressId: string;
  /** The chosen delivery address ('' → the default one). */
  DeliveryId: string;
  CustomerId: string;
  PurchaseOrderNo: string;
  Note: string;
}

function titleLine(t: InvoiceTitle) {
  return `${t.TaxNumber}${t.Type === 2 ? ` · ${t.BankName} ${t.BankAccount}` : ''}`;
}

/** The chosen item when it is listed, else the default (or first) one. */
function chosenOrDefault<T extends { Id: number; IsDefault: boolean }>(list: T[], chosen: string): number | null {
  const id = Number(chosen);
  if (chosen !== '' && list.some((x) => x.Id === id)) return id;
  return (list.find((x) => x.IsDefault) ?? list[0])?.Id ?? null;
}

/**
 * The server's prices for the selected lines of a cart region (POST /api/Orders/preview, read-only), read
 * again on every visit (`fresh`: prices and the cart change between visits).
 */
function useOrderPreview(region: number, enabled: boolean) {
  const query = useApiQuery<OrderPreview>(enabled ? `POST /api/Orders/preview?Region=${region}` : null, {
    load: () => call('POST /api/Orders/preview', { body: { Region: region }, silent: true }),
    fresh: true,
  });
  const { error } = query;
  return {
    preview: query.data ?? null,
    error: error === undefined ? null : error instanceof ApiError ? error : new ApiError(0, '加载失败'),
    retry: query.retry,
  };
}

export interface CheckoutViewProps {
  /** The cart region to order from (default: the current cart region). */
  region?: number | undefined;
  /** The invoice choice to start with (default 不开发票). */
  initialInvoiceType?: 0 | 1 | 2;
  /** Order the lines of this quote at its prices and region (accepting it), not the cart. */
  quote?: Quote | undefined;
}

/** The checkout (the /purchase screen and `<b2b-checkout>`). */
function CheckoutForm({ region: fixedRegion, initialInvoiceType = 0, quote }: CheckoutViewProps) {
  const media = useMediaUrl();
  const chosen = useStore($cartRegion);
  const region = quote?.Region ?? fixedRegion ?? chosen;
  const isAdmin = useStore($isAdmin);
  const regions = useRegions();
  const go = useNavigate();
  const { emit } = useWidget();

  const { preview: cartPreview, error: previewError, retry: retryPreview } = useOrderPreview(region, !quote);
  // A quote's lines are already priced by the server (the quote itself); the cart's come from the preview.
  const preview: Pick<OrderPreview, 'Items' | 'TotalAmount'> | null = quote
    ? { Items: quote.Items, TotalAmount: quote.TotalAmount }
    : cartPreview;
  const titlesQuery = useApiQuery<InvoiceTitle[]>(TITLES_URL);
  const addressesQuery = useApiQuery<InvoiceAddress[]>(ADDRESSES_URL);
  const deliveryQuery = useApiQuery<DeliveryAddress[]>(DELIVERY_ADDRESSES_URL);
  const company = useStore($session).company;
  const customersQuery = useApiQuery<PageOf<Customer>>('/api/Company/customers?page=1&pageSize=100');

  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<CheckoutValues>({
    defaultValues: {
      InvoiceType: String(initialInvoiceType) as InvoiceChoice,
      TitleId: '',
      AddressId: '',
      DeliveryId: '',
      CustomerId: '',
      PurchaseOrderNo: '',
      Note: '',
    },
  });
  const [dialog, setDialog] = useState<'title' | 'address' | 'delivery' | null>(null);
  const [dialogs, setDialogs] = useState<Dialogs | null>(() => loadedDialogs);
  // The 新增 dialogs' code comes on the first click (./dialogs); a failed load says so and keeps the form as it is.
  const openDialog = async (kind: 'title' | 'address' | 'delivery') => {
    if (!loadedDialogs) {
      try {
        loadedDialogs = await import('./dialogs');
      } catch {
        showMessage('error', NETWORK_ERROR_MESSAGE);
        return;
      }
    }
    setDialogs(loadedDialogs);
    setDialog(kind);
  };
  const quoteId = quote?.Id;
  const submitter = useMemo(
    () => createOrderSubmitter(quoteId ? `/api/Quotes/${quoteId}/accept` : undefined),
    [quoteId],
  );

  const invoiceType = watch('InvoiceType');
  const allTitles = titlesQuery.data ?? [];
  const titles = invoiceType === '2' ? allTitles.filter((t) => t.Type === 2) : allTitles;
  const addresses = addressesQuery.data ?? [];
  const titleId = chosenOrDefault(titles, watch('TitleId'));
  const addressId = chosenOrDefault(addresses, watch('AddressId'));
  // Only addresses of the order's sales region take its prices (the server refuses the others, 400).
  const orderRegion = regions.find((r) => r.Id === region)?.Name;
  const allDeliveries = deliveryQuery.data ?? [];
  const deliveries = orderRegion
    ? allDeliveries.filter((a) => salesRegionOfProvince(a.Province) === orderRegion)
    : allDeliveries;
  const otherRegions = allDeliveries.length - deliveries.length;
  const deliveryId = chosenOrDefault(deliveries, watch('DeliveryId'));
  const blocked = useOrderingBlocked();

  const submit = handleSubmit(async (v) => {
    if (submitter.busy() || !preview) return;
    clearErrors('root.server');
    const refuse = (message: string) => setError('root.server', { type: 'client', message });
    if (deliveryId === null) return refuse('请选择收货地址');
    const body: CreateOrderBody = {
      Region: region,
      InvoiceType: Number(v.InvoiceType) as 0 | 1 | 2,
      DeliveryAddressId: deliveryId,
    };
    if (v.InvoiceType !== '0') {
      if (titleId === null) return refuse('请选择发票抬头');
      if (addressId === null) return refuse('请选择收票地址');
      body.InvoiceTitleId = titleId;
      body.InvoiceAddressId = addressId;
    }
    const customer = positiveInt(v.CustomerId);
    if (customer && !quote) body.CustomerId = customer;
    if (v.PurchaseOrderNo.trim()) body.PurchaseOrderNo = v.PurchaseOrderNo.trim();
    if (v.Note.trim()) body.Note = v.Note.trim();
    try {
      const order = await submitter.submit(quote ? acceptBody(quote, body) : body);
      if (!quote) cartChanged();
      emit('b2b-order-created', { orderId: order.Id, orderNo: order.OrderNo });
      // 待审批 (5): nothing to pay yet; the order page shows who approves it.
      go(order.Status === 5 ? `/order/detail?id=${order.Id}` : `/payment?orderId=${order.Id}`);
    } catch (error) {
      // Every refusal is said here, above 提交订单 (taken, so no toast repeats a 400/500).
      if (error instanceof ApiError) refuse(error.takeMessage());
    }
  });
  const sending = formState.isSubmitting;
  const problem = formState.errors.root?.server?.message;

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
              <Button size="sm" onClick={retryPreview}>
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
    <form aria-label="确认订单" onSubmit={(e) => void submit(e)} noValidate>
      <Section aria-labelledby="co-items">
        <h2 id="co-items">
          商品清单{' '}
          <Muted>
            （{regionName(regions, region)}，共 {preview.Items.length} 种）
          </Muted>
        </h2>
        <Lines>
          {preview.Items.map((item) => (
            <li key={item.ProductId}>
              <img src={media(item.ImageUrl)} alt="" />
              <div>
                <div className="name">{item.Name}</div>
                <div className="meta">
                  {item.Model ? `${item.Model} · ` : ''}
                  {formatMoney(item.UnitPrice)}
                  <ListPriceNote listPrice={item.ListPrice} /> × {item.Quantity}
                  {item.Unit}
                </div>
              </div>
              <div className="sub">{formatMoney(item.Subtotal)}</div>
            </li>
          ))}
        </Lines>
        <Row>
          {quote ? (
            <Link to={`/enterprise/quotes?id=${quote.Id}`}>返回报价 {quote.QuoteNo}</Link>
          ) : (
            <Link to="/cart">返回购物车修改</Link>
          )}
        </Row>
      </Section>

      <Section aria-labelledby="co-delivery">
        <Row style={{ marginTop: 0 }}>
          <h2 id="co-delivery" style={{ margin: 0 }}>
            收货地址
          </h2>
          <Button size="sm" onClick={() => void openDialog('delivery')}>
            新增收货地址
          </Button>
        </Row>
        {deliveryQuery.loading && deliveryQuery.data === undefined ? (
          <Skeleton lines={2} label="收货地址加载中" />
        ) : null}
        {deliveryQuery.data !== undefined && allDeliveries.length === 0 ? (
          <Alert type="warning">还没有收货地址，请点击“新增收货地址”添加货物的收货地点。</Alert>
        ) : null}
        {otherRegions > 0 ? (
          <Alert type="info" action={quote ? undefined : <Link to="/cart">切换购物车地区</Link>}>
            另有 {otherRegions} 个收货地址不在{orderRegion}地区，不能用于本单：商品价格按地区计算，
            {orderRegion}价格只能发往{orderRegion}地区的地址。
            {deliveries.length === 0 ? `请新增${orderRegion}地区的收货地址，或切换购物车地区。` : ''}
          </Alert>
        ) : null}
        <Choices role="radiogroup" aria-label="收货地址">
          {deliveries.map((a) => (
            <Choice key={a.Id} $on={deliveryId === a.Id}>
              <input
                type="radio"
                name="delivery-address"
                checked={deliveryId === a.Id}
                onChange={() => setValue('DeliveryId', String(a.Id))}
              />
              <span>
                {a.Recipient} {a.Mobile} {a.IsDefault ? <Tag color="success">默认</Tag> : null}
                <small>
                  {a.Company ? `${a.Company} · ` : ''}
                  {placeText(a)}
                  {a.Detail}
                </small>
              </span>
            </Choice>
          ))}
        </Choices>
      </Section>

      <Section aria-labelledby="co-invoice">
        <h2 id="co-invoice">发票信息</h2>
        <RadioGroup
          name="invoice-type"
          label="发票类型"
          value={invoiceType}
          onChange={(value) => setValue('InvoiceType', value as InvoiceChoice)}
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
                <Button size="sm" onClick={() => void openDialog('title')}>
                  新增抬头
                </Button>
              ) : null}
            </Row>
            {titlesQuery.loading && titlesQuery.data === undefined ? (
              <Skeleton lines={2} label="发票抬头加载中" />
            ) : null}
            {noTitles ? (
              <Alert type="warning">
                {invoiceType === '2' ? '还没有增值税专用发票抬头。' : '还没有发票抬头。'}
                {isAdmin ? '请点击“新增抬头”添加。' : '请联系企业管理员添加。'}
              </Alert>
            ) : null}
            <Choices role="radiogroup" aria-label="发票抬头">
              {titles.map((t) => (
                <Choice key={t.Id} $on={titleId === t.Id}>
                  <input
                    type="radio"
                    name="invoice-title"
                    checked={titleId === t.Id}
                    onChange={() => setValue('TitleId', String(t.Id))}
                  />
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
                <Button size="sm" onClick={() => void openDialog('address')}>
                  新增地址
                </Button>
              ) : null}
            </Row>
            {addressesQuery.data !== undefined && addresses.length === 0 ? (
              <Alert type="warning">
                还没有收票地址。{isAdmin ? '请点击“新增地址”添加。' : '请联系企业管理员添加。'}
              </Alert>
            ) : null}
            <Choices role="radiogroup" aria-label="收票地址">
              {addresses.map((a) => (
                <Choice key={a.Id} $on={addressId === a.Id}>
                  <input
                    type="radio"
                    name="invoice-address"
                    checked={addressId === a.Id}
                    onChange={() => setValue('AddressId', String(a.Id))}
                  />
                  <span>
                    {a.Recipient} {a.Mobile} {a.IsDefault ? <Tag color="success">默认</Tag> : null}
                    <small>{fullAddress(a)}</small>
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
          {quote ? null : (
            <FormField label="企业客户（选填）" hint={customers.length === 0 ? '可在企业中心维护客户' : undefined}>
              <Select
                {...register('CustomerId')}
                placeholder="不指定客户"
                options={customers.map((c) => ({
                  value: String(c.Id),
                  label: `${c.Name}${c.ContactName ? `（${c.ContactName}）` : ''}`,
                }))}
              />
            </FormField>
          )}
          <FormField label="采购单号（选填）">
            <Input {...register('PurchaseOrderNo')} maxLength={64} placeholder="贵司内部采购单号" />
          </FormField>
        </Grid>
        <FormField label="订单备注（选填）">
          <Textarea {...register('Note')} maxLength={500} rows={3} placeholder="如送货时间、联系人等" />
        </FormField>
      </Section>

      <OrderingNotice blocked={blocked} />
      {quote || blocked ? null : <ApprovalNotice region={region} total={preview.TotalAmount} />}
      {problem ? (
        <Alert type="error" title="订单未提交">
          {problem}
        </Alert>
      ) : null}

      <SubmitBar>
        <span>
          应付总额：<strong data-testid="checkout-total">{formatMoney(preview.TotalAmount)}</strong>
        </span>
        <Button
          type="submit"
          variant="primary"
          loading={sending}
          disabled={sending || preview.Items.length === 0 || blocked}
        >
          {sending ? '提交中…' : '提交订单'}
        </Button>
      </SubmitBar>

      {dialogs && dialog === 'title' ? (
        <dialogs.InvoiceTitleDialog
          defaultType={invoiceType === '2' ? 2 : 1}
          defaultIsDefault={allTitles.length === 0}
          onClose={() => setDialog(null)}
          onSaved={(t) => setValue('TitleId', String(t.Id))}
        />
      ) : null}
      {dialogs && dialog === 'delivery' ? (
        <dialogs.DeliveryAddressDialog
          address={null}
          company={company}
          book={deliveries}
          onClose={() => setDialog(null)}
          onSaved={(a) => setValue('DeliveryId', String(a.Id))}
        />
      ) : null}
      {dialogs && dialog === 'address' ? (
        <dialogs.InvoiceAddressDialog
          defaultIsDefault={addresses.length === 0}
          onClose={() => setDialog(null)}
          onSaved={(a) => setValue('AddressId', String(a.Id))}
        />
      ) : null}
    </form>
  );
}

/** What accepting `quote` sends: its lines and total exactly as shown, and the buyer's choices. */
function acceptBody(quote: Quote, order: CreateOrderBody): AcceptQuoteBody {
  const { Region: _region, CustomerId: _customer, ...choices } = order;
  return {
    Items: quote.Items.map((l) => ({ ProductId: l.ProductId, Quantity: l.Quantity, UnitPrice: l.UnitPrice })),
    TotalAmount: quote.TotalAmount,
    ...choices,
  };
}

/** `/purchase?quoteId=…`: the quote, then the checkout of its lines (or why it can no longer be ordered). */
function QuoteCheckout({ quoteId }: { quoteId: number }) {
  const { data: quote, error, retry } = useApiQuery<Quote>(`/api/Quotes/${quoteId}`);
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Section>
        <Empty
          description={
            gone ? '报价不存在或无权查看' : `${error instanceof ApiError ? error.message : '加载失败'}，请稍后重试`
          }
          action={
            gone ? (
              <Link to="/enterprise/quotes">查看我的报价</Link>
            ) : (
              <Button size="sm" onClick={retry}>
                重试
              </Button>
            )
          }
        />
      </Section>
    );
  }
  if (!quote) return <Skeleton lines={6} avatar={56} label="报价加载中" />;
  if (!quote.CanAccept) {
    const why =
      quote.Status === 20
        ? `该报价已接受，已生成订单 ${quote.OrderNo ?? ''}`
        : quote.Status === 30
          ? '该报价已拒绝，不能再下单'
          : `该报价已过期（有效期至 ${quote.ValidUntil}），如需采购请重新咨询`;
    return (
      <Section>
        <Empty
          description={why}
          action={
            quote.OrderId ? (
              <Link to={`/order/detail?id=${quote.OrderId}`}>查看订单</Link>
            ) : (
              <Link to={`/enterprise/quotes?id=${quote.Id}`}>返回报价</Link>
            )
          }
        />
      </Section>
    );
  }
  return (
    <>
      <Alert type="info">
        按报价 {quote.QuoteNo} 下单：价格为报价单价，有效期至 {quote.ValidUntil}（北京时间）。
      </Alert>
      <CheckoutView quote={quote} />
    </>
  );
}

/** The checkout form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
export const CheckoutView = withLazyForm(CheckoutForm);

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
  const quoteId = positiveInt(query.get('quoteId'));
  if (quoteId) {
    return (
      <RequireLogin fallback={`/purchase?quoteId=${quoteId}`}>
        <PurchasePage part="checkout">
          <h1>确认订单</h1>
          <QuoteCheckout quoteId={quoteId} />
        </PurchasePage>
      </RequireLogin>
    );
  }
  return <CheckoutWidgetFrame region={positiveInt(query.get('region')) ?? undefined} />;
}
