/**
 * One order's whole story for the operator (GET /api/Operator/orders/{id}): buyer and company, delivery address,
 * note and PO number, lines with shipped and refunded quantities, payments and refunds, parcels with tracking
 * links, invoice, the quote it came from, the timeline and the operators' audit entries.
 */
import styled from 'styled-components';
import type { OperatorOrderDetail } from '../../contract/operator-orders';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, Muted, opErrorText } from './common';

const Body = styled.div`
  font-size: 14px;
  section {
    margin-bottom: 16px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 480px;
  }
  th,
  td {
    border-bottom: 1px solid ${vars.divider};
    padding: 6px 8px;
    text-align: left;
  }
  td.num,
  th.num {
    text-align: right;
  }
  a {
    color: ${vars.primary};
  }
`;

function addressText(a: OperatorOrderDetail['DeliveryAddress']): string {
  if (!a) return '（下单时未选择收货地址）';
  return `${a.Recipient} ${a.Mobile}，${a.Province}${a.City}${a.District}${a.Detail}${a.Company ? `（${a.Company}）` : ''}`;
}

export function OrderDetail({ order }: { order: OperatorOrderDetail }) {
  return (
    <Body>
      <section aria-label="订单概要">
        <dl>
          <dt>状态</dt>
          <dd>{order.StatusName}</dd>
          <dt>企业</dt>
          <dd>{order.Company.Name}</dd>
          <dt>采购人</dt>
          <dd>
            {order.Buyer.Name}（{order.Buyer.Email}）
          </dd>
          <dt>金额</dt>
          <dd>¥{order.TotalAmount}</dd>
          <dt>区域</dt>
          <dd>{order.RegionName}</dd>
          <dt>下单时间</dt>
          <dd>{formatDateTime(order.CreatedAt)}</dd>
          <dt>汇款识别码</dt>
          <dd>{order.RemittanceCode}</dd>
          <dt>收货地址</dt>
          <dd>{addressText(order.DeliveryAddress)}</dd>
          <dt>采购单号</dt>
          <dd>{order.PurchaseOrderNo || <Muted>—</Muted>}</dd>
          <dt>买家备注</dt>
          <dd>{order.Note || <Muted>—</Muted>}</dd>
          <dt>报价</dt>
          <dd>
            {order.Quote ? `来自报价 #${order.Quote.Id}（¥${order.Quote.TotalAmount}）` : <Muted>购物车下单</Muted>}
          </dd>
          <dt>发票</dt>
          <dd>{order.Invoice ? `${order.Invoice.InvoiceNo}（${order.Invoice.StatusName}）` : <Muted>未申请</Muted>}</dd>
        </dl>
      </section>
      <section>
        <h3>商品明细</h3>
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">型号</th>
                <th scope="col" className="num">
                  单价
                </th>
                <th scope="col" className="num">
                  数量
                </th>
                <th scope="col" className="num">
                  已发
                </th>
                <th scope="col" className="num">
                  已退
                </th>
              </tr>
            </thead>
            <tbody>
              {order.Items.map((i) => (
                <tr key={i.Id}>
                  <td>{i.Name}</td>
                  <td>{i.Model || '—'}</td>
                  <td className="num">¥{i.UnitPrice}</td>
                  <td className="num">
                    {i.Quantity} {i.Unit}
                  </td>
                  <td className="num">{i.ShippedQuantity}</td>
                  <td className="num">{i.RefundedQuantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h3>付款与退款</h3>
        {order.Payments.length === 0 ? (
          <Muted>还没有付款</Muted>
        ) : (
          <ul>
            {order.Payments.map((p) => (
              <li key={p.Id}>
                {p.MethodName} ¥{p.Amount}
                {p.PaidAt ? `，${formatDateTime(p.PaidAt)} 到账` : '，未到账'}
                {p.ProviderRef ? `（流水 ${p.ProviderRef}）` : ''}
                {p.ShortAmount ? `；少收 ¥${p.ShortAmount} 已接受：${p.ShortReason}` : ''}
                {p.RefundedAt
                  ? `；已退款 ${formatDateTime(p.RefundedAt)}（${p.RefundRef}）`
                  : p.RefundDue
                    ? '；待退款'
                    : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>包裹</h3>
        {order.Parcels.length === 0 ? (
          <Muted>还没有发货</Muted>
        ) : (
          <ul>
            {order.Parcels.map((p) => (
              <li key={p.Id}>
                {formatDateTime(p.CreatedAt)} {p.Carrier}{' '}
                {p.TrackingUrl ? (
                  <a href={p.TrackingUrl} target="_blank" rel="noopener noreferrer">
                    {p.TrackingNo}
                  </a>
                ) : (
                  p.TrackingNo
                )}
                ：{p.Items.map((i) => `${i.Name} ×${i.Quantity}`).join('、')}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>订单时间线</h3>
        <ul>
          {order.Timeline.map((t) => (
            <li key={`${t.CreatedAt}-${t.Status}-${t.Note}`}>
              {formatDateTime(t.CreatedAt)} {t.Note || t.StatusName}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>操作日志</h3>
        {order.Audit.length === 0 ? (
          <Muted>没有运营操作</Muted>
        ) : (
          <ul>
            {order.Audit.map((e) => (
              <li key={e.Id}>
                {formatDateTime(e.CreatedAt)} {e.OperatorName}：{e.ActionName}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Body>
  );
}

export function OrderDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, loading } = useApiQuery<OperatorOrderDetail>(`/api/Operator/orders/${id}`);
  return (
    <Dialog open onClose={onClose} title={data ? `订单 ${data.OrderNo}` : '订单详情'} width={760} fullHeight>
      {loading && !data ? <Skeleton lines={8} label="订单加载中" /> : null}
      {error ? <p role="alert">{opErrorText(error)}</p> : null}
      {data ? <OrderDetail order={data} /> : null}
    </Dialog>
  );
}
