/**
 * `/order/detail?id=…` (login): status with its timeline, items and amounts, payments, invoice (type,
 * title, address, status), purchase-order number, note and customer. 去支付 while unpaid, 取消订单
 * (confirmed) while the server allows it; another company's or a missing order shows not-found.
 */

import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatDeadline } from '../../contract/dates';
import {
  InvoiceStatusName,
  InvoiceTypeName,
  OrderStatus,
  type PaymentMethod,
  PaymentMethodName,
  PaymentStatusName,
} from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import { ApiError, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { mutateCache, revalidateKeys } from '../../core/query';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/dialog';
import { Empty, Skeleton } from '../../ui/feedback';
import { Tag, type TagColor } from '../../ui/tag';
import { vars } from '../../ui/theme';
import { placeText } from '../shared/address/place';
import { ListPriceNote } from '../shared/ListPriceNote';
import { Link, useNavigate } from '../shared/navigation';
import { LoadFailure, Muted, PurchasePage, RequireLogin, Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import { OrderListButton, ReorderButton } from '../shared/ReorderButton';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { OrderApprovalSection } from './OrderApprovalSection';

// Only shipped orders have parcels: their list loads when there is one, outside the widget's first load.
const OrderParcels = lazy(() => import('./OrderParcels').then((m) => ({ default: m.OrderParcels })));
// 售后 exists only for paid orders (PaidAt set): the section and its dialog load when there is one.
const OrderAfterSales = lazy(() => import('./OrderAfterSales').then((m) => ({ default: m.OrderAfterSales })));

const STATUS_COLOR: Record<number, TagColor> = {
  [OrderStatus.PendingPayment]: 'warning',
  [OrderStatus.AwaitingTransfer]: 'processing',
  [OrderStatus.Paid]: 'success',
  [OrderStatus.Shipped]: 'primary',
  [OrderStatus.Completed]: 'success',
  [OrderStatus.Cancelled]: 'default',
  [OrderStatus.Refunded]: 'default',
};

const Head = styled(Section)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  .status {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 18px;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 0 6px;
  padding: 0;
  border-left: 2px solid ${vars.divider};
  li {
    position: relative;
    padding: 0 0 14px 18px;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${vars.primary};
  }
  time {
    display: block;
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

const Info = styled.dl`
  display: grid;
  grid-template-columns: 110px minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 88px minmax(0, 1fr);
  }
`;

const Items = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th {
    background: ${vars.tableHeaderBg};
    text-align: left;
    font-weight: 600;
    padding: 8px 12px;
  }
  td {
    padding: 10px 12px;
    border-top: 1px solid ${vars.divider};
    overflow-wrap: anywhere;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  @media (max-width: 640px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      border-top: 1px solid ${vars.divider};
      padding: 8px 0;
    }
    td {
      border: none;
      padding: 2px 4px;
    }
    td:first-child {
      grid-column: 1 / -1;
    }
    td[data-label]::before {
      content: attr(data-label) '：';
      color: ${vars.textSecondary};
    }
  }
`;

const Total = styled.p`
  margin: 12px 0 0;
  text-align: right;
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 20px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface OrderDetailViewProps {
  orderId: number;
}

/** One order (the /order/detail screen and `<b2b-order>`). */
export function OrderDetailView({ orderId }: OrderDetailViewProps) {
  const url = `/api/Orders/${orderId}`;
  const query = useApiQuery<OrderDetail>(url);
  const order = query.data ?? null;
  // Asks the server again, keeping the order on screen meanwhile (after a refused or done action).
  const refetch = useCallback(() => void revalidateKeys((key) => key === url), [url]);
  const [cancelling, setCancelling] = useState(false);
  const [confirm, confirmElement] = useConfirm();
  const go = useNavigate();

  const cancel = useCallback(async () => {
    if (!order) return;
    const ok = await confirm({
      title: '取消订单',
      content: `确定取消订单 ${order.OrderNo} 吗？取消后不可恢复，商品库存将释放。${
        order.QuoteId ? '取消后报价回到「待确认」，有效期内可再次下单。' : ''
      }`,
      confirmText: '取消订单',
      cancelText: '再想想',
      danger: true,
    });
    if (!ok) return;
    setCancelling(true);
    try {
      mutateCache(url, await call('POST /api/Orders/:id/cancel', { params: { id: order.Id } }));
      showMessage('success', '订单已取消');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        showMessage('warning', e.message);
        refetch();
      }
    } finally {
      setCancelling(false);
    }
  }, [order, confirm, url, refetch]);

  // 已发货 → 已完成: the buyer confirms the goods arrived (else the order completes by itself after 10 days).
  const [receiving, setReceiving] = useState(false);
  const receive = useCallback(async () => {
    if (!order) return;
    const ok = await confirm({
      title: '确认收货',
      content: `确认已收到订单 ${order.OrderNo} 的全部商品吗？确认后订单完成。`,
      confirmText: '确认收货',
      cancelText: '再想想',
    });
    if (!ok) return;
    setReceiving(true);
    try {
      await call('POST /api/Orders/:id/receive', { params: { id: order.Id } });
      showMessage('success', '已确认收货，订单已完成');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) showMessage('warning', e.message);
    } finally {
      setReceiving(false);
      refetch();
    }
  }, [order, confirm, refetch]);

  if (query.error && !order)
    return <LoadFailure error={query.error} onRetry={query.retry} notFoundText="订单不存在或无权查看" />;
  if (!order) return <Skeleton lines={8} label="订单加载中" />;

  return (
    <>
      <Head aria-label="订单状态">
        <div>
          <div className="status">
            订单状态 <Tag color={STATUS_COLOR[order.Status] ?? 'default'}>{order.StatusName}</Tag>
          </div>
          <Muted>
            订单号 {order.OrderNo} · 下单时间 {formatDateTime(order.CreatedAt)}
            {order.CanPay ? ` · 请在 ${formatDeadline(order.PayBefore)} 前完成支付` : ''}
          </Muted>
        </div>
        <div className="actions">
          {order.CanPay ? (
            <Button variant="primary" onClick={() => go(`/payment?orderId=${order.Id}`)}>
              去支付
            </Button>
          ) : null}
          {order.CanCancel ? (
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              取消订单
            </Button>
          ) : null}
          <ReorderButton orderId={order.Id} />
          <OrderListButton size="lg" lines={order.Items} label={`订单 ${order.OrderNo} 的商品`} />
          {order.Status === OrderStatus.Shipped ? (
            <Button variant="primary" loading={receiving} onClick={() => void receive()}>
              确认收货
            </Button>
          ) : null}
        </div>
      </Head>

      <OrderApprovalSection order={order} />

      <Section aria-labelledby="od-items">
        <h2 id="od-items">商品信息</h2>
        <Items>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            订单商品
          </caption>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col" className="num">
                单价
              </th>
              <th scope="col" className="num">
                数量
              </th>
              <th scope="col" className="num">
                小计
              </th>
            </tr>
          </thead>
          <tbody>
            {order.Items.map((item) => (
              <tr key={item.ProductId}>
                <td>
                  <Link to={`/online/detail/${item.ProductId}`}>{item.Name}</Link>
                  {item.Model ? <Muted> {item.Model}</Muted> : null}
                </td>
                <td className="num" data-label="单价">
                  {formatMoney(item.UnitPrice)}
                  <ListPriceNote listPrice={item.ListPrice} />
                </td>
                <td className="num" data-label="数量">
                  {item.Quantity}
                  {item.Unit}
                  {item.RefundedQuantity ? (
                    <Muted>
                      {' '}
                      已退 {item.RefundedQuantity}
                      {item.Unit}
                    </Muted>
                  ) : null}
                </td>
                <td className="num" data-label="小计">
                  {formatMoney(item.Subtotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </Items>
        <Total>
          订单总额：<strong data-testid="order-total">{formatMoney(order.TotalAmount)}</strong>
        </Total>
      </Section>

      {order.Parcels?.length ? (
        <Section aria-labelledby="od-parcels">
          <h2 id="od-parcels">物流信息</h2>
          <Suspense fallback={null}>
            <OrderParcels parcels={order.Parcels} />
          </Suspense>
        </Section>
      ) : null}

      {order.PaidAt ? (
        <Suspense fallback={null}>
          <OrderAfterSales order={order} onChanged={refetch} />
        </Suspense>
      ) : null}

      <Columns>
        <Section aria-labelledby="od-timeline">
          <h2 id="od-timeline">订单进度</h2>
          {order.Timeline.length === 0 ? (
            <Empty compact description="暂无记录" />
          ) : (
            <Timeline>
              {order.Timeline.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only history shown in order; two entries may share status and time
                <li key={i}>
                  {/* A note that opens with the status ("部分发货：…") says it already. */}
                  {t.Note.startsWith(t.StatusName) ? (
                    <strong>{t.Note}</strong>
                  ) : (
                    <>
                      <strong>{t.StatusName}</strong>
                      {t.Note ? <span> · {t.Note}</span> : null}
                    </>
                  )}
                  <time dateTime={t.CreatedAt}>{formatDateTime(t.CreatedAt)}</time>
                </li>
              ))}
            </Timeline>
          )}
        </Section>
        <Section aria-labelledby="od-pay">
          <h2 id="od-pay">支付信息</h2>
          {order.Payments.length === 0 ? (
            <Empty compact description="尚未发起支付" />
          ) : (
            <Info>
              {order.Payments.map((p) => (
                <div key={p.Id} style={{ display: 'contents' }}>
                  <dt>{PaymentMethodName[p.Method as PaymentMethod] ?? p.Method}</dt>
                  <dd>
                    {formatMoney(p.Amount)} · {PaymentStatusName[p.Status] ?? ''}
                    {p.PaidAt ? ` · ${formatDateTime(p.PaidAt)}` : ''}
                    {p.ShortAmount ? ` · 少收 ${formatMoney(p.ShortAmount)} 已接受（${p.ShortReason}）` : ''}
                  </dd>
                </div>
              ))}
            </Info>
          )}
          {order.PaidAt ? <p style={{ fontSize: 14 }}>支付时间：{formatDateTime(order.PaidAt)}</p> : null}
          {order.Status === OrderStatus.AwaitingTransfer ? (
            <p style={{ fontSize: 14 }}>
              汇款识别码：<strong>{order.RemittanceCode}</strong>（转账附言中填写）
            </p>
          ) : null}
        </Section>
      </Columns>

      <Columns>
        <Section aria-labelledby="od-invoice">
          <h2 id="od-invoice">发票信息</h2>
          <Info>
            <dt>发票类型</dt>
            <dd>{InvoiceTypeName[order.InvoiceType] ?? '—'}</dd>
            {order.InvoiceTitle ? (
              <>
                <dt>发票抬头</dt>
                <dd>{order.InvoiceTitle.Name}</dd>
                <dt>纳税人识别号</dt>
                <dd>{order.InvoiceTitle.TaxNumber}</dd>
                {order.InvoiceTitle.BankName ? (
                  <>
                    <dt>开户行及账号</dt>
                    <dd>
                      {order.InvoiceTitle.BankName} {order.InvoiceTitle.BankAccount}
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
            {order.InvoiceAddress ? (
              <>
                <dt>收票地址</dt>
                <dd>
                  {order.InvoiceAddress.Recipient} {order.InvoiceAddress.Mobile}，{placeText(order.InvoiceAddress)}
                  {order.InvoiceAddress.Detail}
                </dd>
              </>
            ) : null}
            {order.InvoiceType !== 0 ? (
              <>
                <dt>开票状态</dt>
                <dd>
                  {order.Invoice
                    ? `${InvoiceStatusName[order.Invoice.Status] ?? ''}（${order.Invoice.InvoiceNo}）`
                    : order.Status === OrderStatus.Paid ||
                        order.Status === OrderStatus.Shipped ||
                        order.Status === OrderStatus.Completed
                      ? '待申请开票'
                      : '支付后可开票'}
                </dd>
              </>
            ) : null}
          </Info>
        </Section>
        <Section aria-labelledby="od-more">
          <h2 id="od-more">采购信息</h2>
          <Info>
            <dt>收货地址</dt>
            <dd data-testid="delivery-address">
              {order.DeliveryAddress ? (
                <>
                  {order.DeliveryAddress.Company ? `${order.DeliveryAddress.Company}，` : ''}
                  {order.DeliveryAddress.Recipient} {order.DeliveryAddress.Mobile}，{placeText(order.DeliveryAddress)}
                  {order.DeliveryAddress.Detail}
                </>
              ) : (
                '未指定'
              )}
            </dd>
            <dt>采购区域</dt>
            <dd>{order.RegionName}</dd>
            <dt>下单人</dt>
            <dd>{order.BuyerName}</dd>
            <dt>采购单号</dt>
            <dd>{order.PurchaseOrderNo || '—'}</dd>
            {order.QuoteId ? (
              <>
                <dt>来源报价</dt>
                <dd>
                  <Link to={`/enterprise/quotes?id=${order.QuoteId}`} data-testid="order-quote-link">
                    报价单 {order.QuoteNo ?? order.QuoteId}
                    {order.QuoteVersion ? `（版本 ${order.QuoteVersion}）` : ''}
                  </Link>
                </dd>
              </>
            ) : null}
            <dt>企业客户</dt>
            <dd>
              {order.Customer
                ? `${order.Customer.Name}（${order.Customer.ContactName} ${order.Customer.Mobile}）`
                : '—'}
            </dd>
            <dt>订单备注</dt>
            <dd>{order.Note || '—'}</dd>
          </Info>
        </Section>
      </Columns>
      {confirmElement}
    </>
  );
}

/** The order page (the /order/detail screen and `<b2b-order>`). */
export function OrderWidgetFrame({ orderId: id }: { orderId: number | null }) {
  return (
    <RequireLogin fallback={id ? `/order/detail?id=${id}` : '/cart'}>
      <PurchasePage part="order">
        <h1>订单详情</h1>
        {id ? (
          <OrderDetailView key={id} orderId={id} />
        ) : (
          <Empty description="订单不存在或无权查看" action={<Link to="/enterprise/orders">查看我的订单</Link>} />
        )}
      </PurchasePage>
    </RequireLogin>
  );
}

export default function OrderDetailScreen({ query }: ScreenProps) {
  return <OrderWidgetFrame orderId={positiveInt(query.get('id')) ?? null} />;
}
