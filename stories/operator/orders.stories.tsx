/** Operator / 订单管理: orders, one order's whole story, empty, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import type { OperatorOrderDetail, OperatorOrderSummary } from '../../src/contract/operator-orders';
import OrdersScreen from '../../src/features/operator/OrdersScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const summary: OperatorOrderSummary = {
  Id: 41,
  OrderNo: '202611300001234567',
  Status: 30,
  StatusName: '部分发货',
  TotalAmount: '3865.50',
  CompanyId: 2,
  CompanyName: '上海示例科技有限公司',
  BuyerName: '王采购',
  BuyerEmail: 'buyer@demo.cn',
  RegionName: '华东',
  PaymentMethods: ['bank-transfer'],
  RemittanceCode: 'K7Q2M9',
  ItemCount: 3,
  CreatedAt: '2026-11-30T02:15:00Z',
  PaidAt: '2026-11-30T05:40:00Z',
};
const orders: OperatorOrderSummary[] = [
  summary,
  {
    ...summary,
    Id: 40,
    OrderNo: '202611290007654321',
    Status: 10,
    StatusName: '待支付',
    PaymentMethods: [],
    PaidAt: null,
  },
];
const detail: OperatorOrderDetail = {
  ...summary,
  Company: { Id: 2, Name: summary.CompanyName },
  Buyer: { Id: 7, Name: summary.BuyerName, Email: summary.BuyerEmail },
  Items: [
    {
      Id: 1,
      ProductId: 25,
      Name: '黑白激光打印机',
      Model: 'LJ-2300',
      Unit: '台',
      UnitPrice: '1288.50',
      Quantity: 2,
      Subtotal: '2577.00',
      ShippedQuantity: 1,
      RefundedQuantity: 0,
    },
    {
      Id: 2,
      ProductId: 26,
      Name: '硒鼓',
      Model: 'TN-23',
      Unit: '个',
      UnitPrice: '1288.50',
      Quantity: 1,
      Subtotal: '1288.50',
      ShippedQuantity: 0,
      RefundedQuantity: 0,
    },
  ],
  DeliveryAddress: {
    Company: summary.CompanyName,
    Recipient: '李收货',
    Mobile: '13800138000',
    Province: '上海市',
    City: '上海市',
    District: '浦东新区',
    Detail: '张江路 88 号 5 楼',
  },
  Note: '请工作日送达',
  PurchaseOrderNo: 'PO-7788',
  InvoiceType: 0,
  InvoiceTitle: null,
  InvoiceAddress: null,
  PayBefore: '2026-11-30T02:45:00Z',
  CancelledAt: null,
  Payments: [
    {
      Id: 9,
      Method: 'bank-transfer',
      MethodName: '对公转账',
      Status: 20,
      Amount: '3865.50',
      ProviderRef: 'BANK-1',
      PaidAt: '2026-11-30T05:40:00Z',
      RefundDue: false,
      RefundedAt: null,
      RefundRef: '',
    },
  ],
  Parcels: [
    {
      Id: 3,
      Carrier: '顺丰速运',
      TrackingNo: 'SF1234567890123',
      TrackingUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890123',
      Items: [{ OrderItemId: 1, Name: '黑白激光打印机', Quantity: 1 }],
      CreatedAt: '2026-11-30T08:00:00Z',
    },
  ],
  Invoice: null,
  Quote: null,
  Timeline: [
    { Status: 10, StatusName: '待支付', Note: '订单已提交', CreatedAt: '2026-11-30T02:15:00Z' },
    { Status: 30, StatusName: '已支付', Note: '', CreatedAt: '2026-11-30T05:40:00Z' },
    {
      Status: 35,
      StatusName: '部分发货',
      Note: '部分发货：顺丰速运 SF1234567890123，黑白激光打印机 ×1',
      CreatedAt: '2026-11-30T08:00:00Z',
    },
  ],
  Audit: [],
};

const handlers = {
  orders: [get('/api/Operator/orders', page(orders, 1, 20))],
  order: [get('/api/Operator/orders/41', detail)],
  regions: [get('/api/Regions', [{ Id: 1, Name: '华东' }])],
};

const meta = {
  title: 'Operator/Orders',
  component: OrdersScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers } },
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const OrderDetail: Story = { args: { params: {}, query: new URLSearchParams('id=41') } };
export const Empty: Story = {
  parameters: { msw: { handlers: { ...handlers, orders: [get('/api/Operator/orders', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlers, orders: [never('/api/Operator/orders')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { ...handlers, orders: [apiError('get', '/api/Operator/orders', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { globals: narrow };
