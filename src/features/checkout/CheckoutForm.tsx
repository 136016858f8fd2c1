/**
 * The checkout form of `/purchase` (see CheckoutScreen.tsx): the lines, 收货地址, 发票信息 and 采购信息 sections, and
 * 提交订单, which creates exactly one order (one Idempotency-Key per attempt, the button disabled while sending) or
 * accepts the quote it orders, fires `b2b-order-created` and goes on to payment (or the order, when it waits for
 * approval).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveryAddress } from '../../contract/addresses';
import type { PageOf } from '../../contract/common';
import type { InvoiceAddress, InvoiceTitle } from '../../contract/invoices';
import type { CreateOrderBody, OrderPreview } from '../../contract/orders';
import type { AcceptQuoteBody, Quote } from '../../contract/quotes';
import { salesRegionOfProvince } from '../../contract/sales-regions';
import { $cartRegion, cartChanged } from '../../core/cart';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { $isAdmin, $session } from '../../core/session';
import { Button } from '../../ui/button';
import { Alert, Empty, Skeleton } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { DELIVERY_ADDRESSES_URL } from '../shared/address/urls';
import { ADDRESSES_URL, TITLES_URL } from '../shared/invoice-urls';
import { useForm, withLazyForm } from '../shared/lazy-form';
import { Link, useNavigate } from '../shared/navigation';
import { OrderingNotice, useOrderingBlocked } from '../shared/ordering-blocked';
import { Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import { regionName, useRegions } from '../shared/regions';
import { useApiQuery } from '../shared/use-api-query';
import { useWidget } from '../shared/widget';
import { ApprovalNotice } from './ApprovalNotice';
import { Grid, SubmitBar } from './checkout-styles';
import { DeliverySection } from './DeliverySection';
import { type InvoiceChoice, InvoiceSection } from './InvoiceSection';
import { ItemsSection } from './ItemsSection';
import { createOrderSubmitter } from './submit';
import { useOrderPreview } from './use-order-preview';

type Dialogs = typeof import('./dialogs');
let loadedDialogs: Dialogs | null = null;

interface Customer {
  Id: number;
  Name: string;
  ContactName: string;
  Mobile: string;
}

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

/** The chosen item when it is listed, else the default (or first) one. */
function chosenOrDefault<T extends { Id: number; IsDefault: boolean }>(list: T[], chosen: string): number | null {
  const id = Number(chosen);
  if (chosen !== '' && list.some((x) => x.Id === id)) return id;
  return (list.find((x) => x.IsDefault) ?? list[0])?.Id ?? null;
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

  const { register, handleSubmit, watch, getValues, setValue, setError, clearErrors, formState } =
    useForm<CheckoutValues>({
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
  // A quote's checkout starts from the company's usual invoice: the type of its default title (普票 or 专票), once
  // the titles are in and while the buyer has not chosen otherwise.
  const usualType = quote ? titlesQuery.data?.find((t) => t.IsDefault)?.Type : undefined;
  const usualApplied = useRef(false);
  useEffect(() => {
    if (usualApplied.current || (usualType !== 1 && usualType !== 2)) return;
    usualApplied.current = true;
    if (getValues('InvoiceType') === '0') setValue('InvoiceType', String(usualType) as InvoiceChoice);
  }, [usualType, getValues, setValue]);
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
      <ItemsSection items={preview.Items} regionLabel={regionName(regions, region)} quote={quote} />

      <DeliverySection
        loading={deliveryQuery.loading && deliveryQuery.data === undefined}
        none={deliveryQuery.data !== undefined && allDeliveries.length === 0}
        deliveries={deliveries}
        otherRegions={otherRegions}
        orderRegion={orderRegion}
        deliveryId={deliveryId}
        fromQuote={quote !== undefined}
        onChoose={(id) => setValue('DeliveryId', String(id))}
        onAdd={() => void openDialog('delivery')}
      />

      <InvoiceSection
        invoiceType={invoiceType}
        onInvoiceType={(value) => setValue('InvoiceType', value)}
        isAdmin={isAdmin}
        titles={titles}
        titlesLoading={titlesQuery.loading && titlesQuery.data === undefined}
        noTitles={noTitles}
        titleId={titleId}
        onTitle={(id) => setValue('TitleId', String(id))}
        addresses={addresses}
        noAddresses={addressesQuery.data !== undefined && addresses.length === 0}
        addressId={addressId}
        onAddress={(id) => setValue('AddressId', String(id))}
        onAdd={(kind) => void openDialog(kind)}
      />

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

/** The checkout form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
export const CheckoutView = withLazyForm(CheckoutForm);
