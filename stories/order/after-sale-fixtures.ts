/** After-sales (售后) requests in every state, for the order detail's section and the console's 售后管理. */
import type { AfterSale } from '../../src/contract/after-sales';
import { AfterSaleStatusName } from '../../src/contract/enums';
import type { OrderDetail } from '../../src/contract/orders';
import { order } from '../cart/fixtures';

const at = '2026-11-22T03:00:00.000Z';

/** A paid order whose lines carry their ids (what a request names). */
export function afterSaleOrder(status: number, over: Partial<OrderDetail> = {}): OrderDetail {
  const base = order(status);
  return {
    ...base,
    Items: base.Items.map((i, n) => ({ ...i, OrderItemId: 70 + n, ShippedQuantity: status >= 40 ? i.Quantity : 0 })),
    CanRequestRefund: status === 30,
    CanRequestReturn: status === 50,
    ...over,
  };
}

export function afterSale(
  status: number,
  type: 'refund' | 'return' = 'return',
  over: Partial<AfterSale> = {},
): AfterSale {
  const steps: AfterSale['Timeline'] = [{ Status: 10, StatusName: '待审核', Note: '买家申请售后', CreatedAt: at }];
  if (status === 20 || status === 30 || (status === 40 && type === 'return'))
    steps.push({ Status: 20, StatusName: '待寄回', Note: '平台同意退货，请寄回商品', CreatedAt: at });
  if (status === 30 || (status === 40 && type === 'return'))
    steps.push({ Status: 30, StatusName: '待收货', Note: '顺丰速运 SF1234567890', CreatedAt: at });
  if (status === 40) steps.push({ Status: 40, StatusName: '已退款', Note: '已原路退回 ¥19.99', CreatedAt: at });
  if (status === 80) steps.push({ Status: 80, StatusName: '已驳回', Note: '商品无质量问题', CreatedAt: at });
  if (status === 90) steps.push({ Status: 90, StatusName: '已撤销', Note: '买家撤销', CreatedAt: at });
  return {
    Id: 100 + status,
    AfterSaleNo: `SH20261122000${status}`,
    OrderId: 7,
    OrderNo: 'B20261122000007',
    Type: type,
    TypeName: type === 'refund' ? '仅退款' : '退货退款',
    Status: status,
    StatusName: AfterSaleStatusName[status] ?? '',
    Lines: [
      {
        OrderItemId: 70,
        ProductId: 1,
        Name: '得力 A4 复印纸 70g',
        Unit: '包',
        UnitPrice: '19.99',
        Quantity: 1,
        Amount: '19.99',
      },
    ],
    Amount: '19.99',
    Reason: '质量问题',
    Description: '外壳有裂纹',
    Images: [],
    RejectReason: status === 80 ? '商品无质量问题' : null,
    ReturnCarrier: status === 30 || status === 40 ? '顺丰速运' : null,
    ReturnTrackingNo: status === 30 || status === 40 ? 'SF1234567890' : null,
    RefundMethod: status === 40 ? '对公转账' : null,
    RefundRef: status === 40 ? 'REFUND-BANK-0001' : null,
    RefundedAt: status === 40 ? at : null,
    CreatedAt: at,
    BuyerName: '李娜',
    CompanyName: '上海华东精工设备有限公司',
    Timeline: steps,
    ...over,
  };
}

/** One request in each state. */
export const everyAfterSale: AfterSale[] = [
  afterSale(10),
  afterSale(20),
  afterSale(30),
  afterSale(40),
  afterSale(40, 'refund', { Id: 141 }),
  afterSale(80),
  afterSale(90),
];
