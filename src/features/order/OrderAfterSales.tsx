/**
 * The order detail's 售后 section (loaded only for paid orders): each after-sales request of the order with its
 * steps, 撤销 while 待审核 or 待寄回, the return parcel's carrier and tracking number while 待寄回, and 申请售后
 * — 仅退款 for a paid order's unshipped goods, 退货退款 within RETURN_DAYS of receipt — with the lines and
 * quantities (never more than is left per line), a reason, a description and photos.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { AfterSale, AfterSalePage } from '../../contract/after-sales';
import { AfterSaleReasons, AfterSaleStatus, type AfterSaleType, AfterSaleTypeName } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import { ApiError, announceFailure, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { revalidateKeys } from '../../core/query';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { Empty, Skeleton } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { vars } from '../../ui/theme';
import { AfterSaleDetails } from '../shared/after-sale-details';
import { Section } from '../shared/purchase-layout';
import { useApiQuery } from '../shared/use-api-query';
import { AfterSalePhotos } from './AfterSalePhotos';

const OPEN = new Set<number>([AfterSaleStatus.Requested, AfterSaleStatus.AwaitingReturn, AfterSaleStatus.Returning]);

const Request = styled.article`
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  padding: 12px 16px;
  margin-bottom: 12px;
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    border-top: 1px solid ${vars.divider};
  }
  td:last-child {
    width: 120px;
  }
`;

const Legend = styled.p`
  margin: 16px 0 6px;
  font-size: 14px;
  span {
    color: ${vars.error};
  }
`;

const FieldProblem = styled.p`
  margin: 4px 0 0;
  color: ${vars.error};
  font-size: 13px;
`;

/** How much of each line a new request may still take: paid, not refunded, not held by an open request. */
export function linesLeft(order: OrderDetail, type: AfterSaleType, requests: readonly AfterSale[]) {
  const held = new Map<number, number>();
  for (const r of requests) {
    if (!OPEN.has(r.Status)) continue;
    for (const l of r.Lines) held.set(l.OrderItemId, (held.get(l.OrderItemId) ?? 0) + l.Quantity);
  }
  return order.Items.map((item) => {
    const id = item.OrderItemId ?? 0;
    const refunded = item.RefundedQuantity ?? 0;
    const shipped = item.ShippedQuantity ?? 0;
    // The server's rule (services/after-sales.ts): unshipped for 仅退款, received for 退货退款, never refunded twice.
    const base = type === 'refund' ? item.Quantity - shipped - refunded : item.Quantity - refunded;
    return { item, id, max: Math.max(0, base - (held.get(id) ?? 0)) };
  });
}

export function OrderAfterSales({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const url = `/api/AfterSales?orderId=${order.Id}&pageSize=50`;
  const query = useApiQuery<AfterSalePage>(url);
  const [requesting, setRequesting] = useState(false);
  const requests = query.data?.Items ?? [];
  const type: AfterSaleType | null = order.CanRequestRefund ? 'refund' : order.CanRequestReturn ? 'return' : null;
  const changed = () => {
    void revalidateKeys((key) => key === url || key.startsWith('/api/AfterSales'));
    onChanged();
  };

  return (
    <Section aria-labelledby="od-after-sales">
      <h2 id="od-after-sales">售后</h2>
      {type ? (
        <p>
          <Button variant="primary" onClick={() => setRequesting(true)}>
            申请售后
          </Button>
        </p>
      ) : null}
      {query.error && !query.data ? (
        <Empty
          compact
          description="售后记录加载失败"
          action={
            <Button size="sm" onClick={query.retry}>
              重试
            </Button>
          }
        />
      ) : !query.data ? (
        <Skeleton lines={2} label="售后记录加载中" />
      ) : requests.length === 0 ? (
        <Empty compact description="暂无售后申请" />
      ) : (
        requests.map((r) => <RequestCard key={r.Id} request={r} onChanged={changed} />)
      )}
      {requesting && type && query.data ? (
        <RequestDialog
          order={order}
          initialType={type}
          requests={requests}
          onClose={() => setRequesting(false)}
          onDone={() => {
            setRequesting(false);
            changed();
          }}
        />
      ) : null}
    </Section>
  );
}

function RequestCard({ request: r, onChanged }: { request: AfterSale; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const withdrawable = r.Status === AfterSaleStatus.Requested || r.Status === AfterSaleStatus.AwaitingReturn;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showMessage('success', done);
      onChanged();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.field) setError({ field: e.field, text: e.takeMessage() });
      else announceFailure(e);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const sendParcel = () => {
    if (!carrier.trim()) return setError({ field: 'Carrier', text: '请填写承运商' });
    if (!/^[A-Za-z0-9-]{4,64}$/.test(trackingNo.trim()))
      return setError({ field: 'TrackingNo', text: '请填写正确的运单号（字母、数字或短横线）' });
    void run(
      () =>
        call('POST /api/AfterSales/:id/return-parcel', {
          params: { id: r.Id },
          body: { Carrier: carrier.trim(), TrackingNo: trackingNo.trim() },
        }),
      '已提交退货物流，等待平台收货',
    );
  };

  return (
    <Request aria-label={`售后申请 ${r.AfterSaleNo}`}>
      <h3>
        {r.TypeName} · {r.AfterSaleNo}
      </h3>
      <AfterSaleDetails afterSale={r} />
      {r.Status === AfterSaleStatus.AwaitingReturn ? (
        <div>
          <FormField label="退货承运商" required error={error?.field === 'Carrier' ? error.text : undefined}>
            <Input value={carrier} maxLength={32} onChange={(e) => setCarrier(e.target.value)} />
          </FormField>
          <FormField label="退货运单号" required error={error?.field === 'TrackingNo' ? error.text : undefined}>
            <Input value={trackingNo} maxLength={64} onChange={(e) => setTrackingNo(e.target.value)} />
          </FormField>
        </div>
      ) : null}
      <div className="actions">
        {r.Status === AfterSaleStatus.AwaitingReturn ? (
          <Button variant="primary" loading={busy} onClick={sendParcel}>
            提交退货物流
          </Button>
        ) : null}
        {withdrawable ? (
          <Button
            loading={busy}
            onClick={() =>
              void run(() => call('POST /api/AfterSales/:id/withdraw', { params: { id: r.Id } }), '售后申请已撤销')
            }
          >
            撤销申请
          </Button>
        ) : null}
      </div>
    </Request>
  );
}

export function RequestDialog({
  order,
  initialType,
  requests,
  onClose,
  onDone,
}: {
  order: OrderDetail;
  initialType: AfterSaleType;
  requests: readonly AfterSale[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [type, setType] = useState<AfterSaleType>(initialType);
  const left = linesLeft(order, type, requests);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const both = order.CanRequestRefund && order.CanRequestReturn;

  const chosen = left
    .map((l) => ({ ...l, quantity: Number(quantities[l.id] ?? 0) }))
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);

  const submit = async () => {
    if (chosen.length === 0) return setError({ field: 'Lines', text: '请选择要退的商品和数量' });
    const over = chosen.find((l) => l.quantity > l.max);
    if (over) return setError({ field: 'Lines', text: `「${over.item.Name}」最多可退 ${over.max}${over.item.Unit}` });
    if (!reason) return setError({ field: 'Reason', text: '请选择售后原因' });
    setBusy(true);
    try {
      const created = await call('POST /api/AfterSales', {
        body: {
          OrderId: order.Id,
          Type: type,
          Lines: chosen.map((l) => ({ OrderItemId: l.id, Quantity: l.quantity })),
          Reason: reason,
          ...(description.trim() ? { Description: description.trim() } : {}),
          ...(images.length ? { Images: images } : {}),
        },
      });
      showMessage('success', `售后申请已提交（${created.AfterSaleNo}），退款金额 ${formatMoney(created.Amount)}`);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError({ field: e.field ?? 'Lines', text: e.takeMessage() });
      else announceFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="申请售后"
      width={620}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            提交申请
          </Button>
        </>
      }
    >
      {both ? (
        <FormField label="售后类型" group>
          <RadioGroup
            options={(['refund', 'return'] as const).map((t) => ({ value: t, label: AfterSaleTypeName[t] }))}
            value={type}
            onChange={(v) => setType(v as AfterSaleType)}
          />
        </FormField>
      ) : (
        <p>售后类型：{AfterSaleTypeName[type]}</p>
      )}
      <Legend id="as-lines-label">
        退款商品与数量 <span aria-hidden="true">*</span>
      </Legend>
      <div>
        <Lines aria-labelledby="as-lines-label">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">可退</th>
              <th scope="col">申请数量</th>
            </tr>
          </thead>
          <tbody>
            {left.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.item.Name} <small>{formatMoney(l.item.UnitPrice)}</small>
                </td>
                <td>
                  {l.max}
                  {l.item.Unit}
                </td>
                <td>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={l.max}
                    disabled={l.max === 0}
                    aria-label={`申请数量：${l.item.Name}`}
                    value={quantities[l.id] ?? ''}
                    onChange={(e) => {
                      setQuantities({ ...quantities, [l.id]: e.target.value });
                      setError(null);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Lines>
        {error?.field === 'Lines' ? <FieldProblem role="alert">{error.text}</FieldProblem> : null}
      </div>
      <FormField label="售后原因" required error={error?.field === 'Reason' ? error.text : undefined}>
        <Select
          value={reason}
          placeholder="请选择原因"
          options={AfterSaleReasons.map((r) => ({ value: r, label: r }))}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
      </FormField>
      <FormField label="问题描述" error={error?.field === 'Description' ? error.text : undefined}>
        <Textarea value={description} maxLength={500} rows={3} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <Legend>图片（选填，最多 6 张）</Legend>
      <AfterSalePhotos value={images} onChange={setImages} />
      {error?.field === 'Images' ? <FieldProblem role="alert">{error.text}</FieldProblem> : null}
    </Dialog>
  );
}
