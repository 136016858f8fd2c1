/**
 * /operator/fulfilment (发货管理):
 * - 待发货: paid orders not fully shipped, oldest payment first, each line with what is still to ship. 发货
 *   opens a parcel: carrier, tracking number and the quantity of each line (default: everything left); a
 *   partial parcel leaves the order 已支付 shown as 部分发货 (状态 column), the last one makes it 已发货.
 * - 已发货: shipped orders waiting for the buyer's receipt, with their parcels and the automatic completion date.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { CARRIERS, carrierByName, checkParcel } from '../../contract/carriers';
import { OrderStatus } from '../../contract/enums';
import type { FulfilmentOrder, FulfilmentPage } from '../../contract/operator';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Alert } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { COLUMN_WIDTH, type TableColumn } from '../../ui/table';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { DialogFooter, formatDateTime, Muted, refresh, showWriteFailure, Wrap } from './common';
import { OperatorQueue, useQueueState } from './OperatorQueue';

type Tab = 'to-ship' | 'shipped';
const TABS: { key: Tab; label: string }[] = [
  { key: 'to-ship', label: '待发货' },
  { key: 'shipped', label: '已发货' },
];

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  li + li {
    margin-top: 2px;
  }
`;

const lineText = (l: FulfilmentOrder['Lines'][number]) =>
  `${l.Name} ×${l.Quantity}${l.ShippedQuantity > 0 ? `（已发 ${l.ShippedQuantity}）` : ''}`;

export default function FulfilmentScreen({ query }: ScreenProps) {
  const queue = useQueueState<Tab>('/api/Operator/fulfilment', {
    filterParam: 'state',
    initial: query?.get('tab') === 'shipped' ? 'shipped' : 'to-ship',
  });
  const tab = queue.filter;
  const [shipping, setShipping] = useState<FulfilmentOrder | null>(null);
  const { data, error, loading, retry } = useApiQuery<FulfilmentPage>(queue.url);

  const columns: TableColumn<FulfilmentOrder>[] = [
    {
      key: 'OrderNo',
      width: 220,
      title: '订单',
      render: (o) => (
        <Wrap>
          {o.OrderNo}
          <br />
          <Muted>
            {o.CompanyName} · {o.BuyerName}
          </Muted>
        </Wrap>
      ),
    },
    {
      key: 'Lines',
      title: '商品',
      render: (o) => (
        <Lines>
          {o.Lines.map((l) => (
            <li key={l.OrderItemId}>
              <Wrap>{lineText(l)}</Wrap>
            </li>
          ))}
        </Lines>
      ),
    },
    {
      key: 'TotalAmount',
      width: COLUMN_WIDTH.money,
      title: '金额',
      align: 'right',
      nowrap: true,
      render: (o) => formatMoney(o.TotalAmount),
    },
    {
      key: 'Status',
      width: 96,
      title: '状态',
      nowrap: true,
      // 已支付 with no parcel yet is what this queue calls 待发货; 部分发货 and 已发货 come from the server.
      render: (o) => (o.Shipments.length === 0 && o.Status === OrderStatus.Paid ? '待发货' : o.StatusName),
    },
    {
      key: 'Shipments',
      width: 180,
      title: '包裹',
      render: (o) =>
        o.Shipments.length ? (
          <Lines>
            {o.Shipments.map((s) => (
              <li key={s.Id}>
                <Wrap>
                  {s.Carrier} {s.TrackingNo} <Muted>{formatDateTime(s.CreatedAt)}</Muted>
                </Wrap>
              </li>
            ))}
          </Lines>
        ) : (
          <Muted>未发货</Muted>
        ),
    },
    tab === 'to-ship'
      ? {
          key: 'actions',
          width: 80,
          title: '操作',
          nowrap: true,
          render: (o) => (
            <Button size="sm" variant="text" onClick={() => setShipping(o)} aria-label={`发货：订单 ${o.OrderNo}`}>
              发货
            </Button>
          ),
        }
      : {
          key: 'AutoCompleteAt',
          width: COLUMN_WIDTH.dateTime,
          title: '自动确认收货',
          nowrap: true,
          render: (o) => formatDateTime(o.AutoCompleteAt),
        },
  ];

  return (
    <OperatorQueue
      id="op-fulfilment-title"
      title="发货管理"
      tabs={{ label: '发货状态', items: TABS, active: tab, onChange: (k) => queue.setFilter(k as Tab) }}
      search={{ label: '搜索订单', placeholder: '订单号或企业', onSearch: queue.search }}
      table={{
        caption: tab === 'to-ship' ? '待发货订单' : '已发货订单',
        columns,
        data: data?.Items ?? [],
        rowKey: (o) => String(o.OrderId),
        loading,
        error,
        onRetry: retry,
        emptyText: queue.keyword
          ? `没有找到与“${queue.keyword}”相关的订单`
          : tab === 'to-ship'
            ? '没有待发货的订单'
            : '没有等待收货的订单',
        minWidth: 900,
      }}
      paging={{ page: queue.page, total: data?.Total, onChange: queue.setPage }}
      after={shipping ? <ShipDialog order={shipping} onClose={() => setShipping(null)} /> : null}
    />
  );
}

export function ShipDialog({ order, onClose }: { order: FulfilmentOrder; onClose: () => void }) {
  const open = order.Lines.filter((l) => l.Quantity > l.ShippedQuantity);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(open.map((l) => [l.OrderItemId, String(l.Quantity - l.ShippedQuantity)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const chosen = carrierByName(carrier);

  const submit = async () => {
    const next: Record<string, string> = {};
    // The server checks the same rules (src/contract/carriers.ts): the dialog only says so sooner.
    const parcel = checkParcel(carrier, trackingNo);
    if ('problem' in parcel) next[parcel.field] = parcel.problem;
    const lines: { OrderItemId: number; Quantity: number }[] = [];
    for (const l of open) {
      const raw = (quantities[l.OrderItemId] ?? '').trim();
      if (raw === '' || raw === '0') continue;
      const n = Number(raw);
      const left = l.Quantity - l.ShippedQuantity;
      if (!/^\d+$/.test(raw) || n > left) next[`q${l.OrderItemId}`] = `请输入 0–${left} 之间的整数`;
      else lines.push({ OrderItemId: l.OrderItemId, Quantity: n });
    }
    if (!Object.keys(next).length && lines.length === 0) next.Lines = '请至少发出一件商品';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const result = await call('POST /api/Operator/orders/:id/ship', {
        params: { id: order.OrderId },
        body: { Carrier: carrier.trim(), TrackingNo: trackingNo.trim().toUpperCase(), Lines: lines },
      });
      showMessage(
        'success',
        result.Status === 40 ? `订单 ${order.OrderNo} 已全部发货` : `订单 ${order.OrderNo} 已部分发货`,
      );
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`发货：订单 ${order.OrderNo}`}
      width={600}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} submitText="确认发货" />}
    >
      <form
        aria-label="发货"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Alert type="info" title="收货信息">
          {order.DeliveryAddress
            ? `${order.DeliveryAddress.Recipient} ${order.DeliveryAddress.Mobile}，${order.DeliveryAddress.Province}${order.DeliveryAddress.City}${order.DeliveryAddress.District}${order.DeliveryAddress.Detail}`
            : '下单时未选择收货地址，请联系买家确认'}
          {order.Note ? <div>买家备注：{order.Note}</div> : null}
        </Alert>
        <FormField label="承运商" required error={errors.Carrier} hint="从列表中选择；其他承运商请直接填写名称">
          <Input
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            list="op-carriers"
            placeholder="如 顺丰速运"
            autoComplete="off"
          />
        </FormField>
        <datalist id="op-carriers">
          {CARRIERS.filter((c) => !c.named).map((c) => (
            <option key={c.code} value={c.name} />
          ))}
        </datalist>
        <FormField
          label="运单号"
          required={!chosen?.noTracking}
          error={errors.TrackingNo}
          hint={chosen?.noTracking ? '自提无需运单号' : chosen?.example ? `例如 ${chosen.example}` : undefined}
        >
          <Input
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
            autoComplete="off"
            disabled={chosen?.noTracking}
          />
        </FormField>
        {open.map((l) => (
          <FormField
            key={l.OrderItemId}
            label={`本次发货数量：${l.Name}`}
            error={errors[`q${l.OrderItemId}`]}
            hint={`共 ${l.Quantity} ${l.Unit}，已发 ${l.ShippedQuantity}，还剩 ${l.Quantity - l.ShippedQuantity}，填 0 表示本次不发`}
          >
            <Input
              value={quantities[l.OrderItemId] ?? ''}
              inputMode="numeric"
              onChange={(e) => setQuantities((q) => ({ ...q, [l.OrderItemId]: e.target.value }))}
            />
          </FormField>
        ))}
        {errors.Lines ? <Muted role="alert">{errors.Lines}</Muted> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
