/**
 * Order detail (/order/detail, <b2b-order>): every status, a 协议价 line, a line partly refunded, loading, not
 * found, error, long text, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import { OrderDetailView } from '../../src/features/order/OrderDetailScreen';
import { loggedIn, never, notFound, order, orderOf } from '../cart/fixtures';
import { longText, narrow } from '../ui/helpers';
import { afterSale } from './after-sale-fixtures';

const meta = {
  title: 'Purchase/OrderDetail',
  component: OrderDetailView,
  loaders: [loggedIn],
  args: { orderId: 7 },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { order: [orderOf(order(10))], afterSales: [get('/api/AfterSales', page([], 1, 50, 0))] } },
  },
} satisfies Meta<typeof OrderDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const withStatus = (status: number, over = {}): Story => ({
  parameters: { msw: { handlers: { order: [orderOf(order(status, over))] } } },
});

export const PendingPayment: Story = {};
export const AwaitingTransfer = withStatus(20);
export const Paid = withStatus(30);
/** 对公转账 ¥15.00 short, accepted by the platform's finance within TRANSFER_TOLERANCE with its reason. */
export const PaidShortAccepted = withStatus(30, {
  Payments: [
    {
      Id: 3,
      Method: 'bank-transfer',
      Status: 20,
      Amount: '45.27',
      PaidAt: '2026-11-22T05:00:00.000Z',
      ShortAmount: '15.00',
      ShortReason: '银行手续费',
    },
  ],
});
export const Shipped = withStatus(40);
export const Completed = withStatus(50);
export const Cancelled = withStatus(90);
export const PendingApproval = withStatus(5, {
  StatusName: '待审批',
  CanPay: false,
  Approval: {
    Status: 'pending',
    Reason: '本单金额 ≥ ¥50,000.00',
    Steps: [
      {
        Level: 1,
        Kind: 'manager',
        Approver: '王强',
        Decision: 'approved',
        Comment: '同意',
        DecidedAt: '2026-12-01T02:10:00.000Z',
      },
      { Level: 2, Kind: 'finance', Approver: '财务', Decision: null, Comment: '', DecidedAt: null },
    ],
  },
});
export const Rejected = withStatus(95, {
  StatusName: '已驳回',
  CanPay: false,
  CanCancel: false,
  Approval: {
    Status: 'rejected',
    Reason: '本单金额 ≥ ¥5,000.00',
    Steps: [
      {
        Level: 1,
        Kind: 'manager',
        Approver: '王强',
        Decision: 'rejected',
        Comment: '本月预算紧张，请拆分到下月',
        DecidedAt: '2026-12-01T03:00:00.000Z',
      },
    ],
  },
});
export const NoInvoice = withStatus(30, {
  InvoiceType: 0,
  InvoiceTitle: null,
  InvoiceAddress: null,
  Customer: null,
  PurchaseOrderNo: '',
  Note: '',
});
/** A line bought at the company's 协议价: the list price struck through after its unit price. */
export const ContractPriceLine: Story = {
  parameters: {
    msw: {
      handlers: {
        order: [
          orderOf(
            ((o) => ({ ...o, Items: o.Items.map((l, i) => (i === 0 ? { ...l, ListPrice: '25.80' } : l)) }))(order(30)),
          ),
        ],
      },
    },
  },
};
export const LongText = withStatus(10, { Note: longText, PurchaseOrderNo: 'PO-2026-0001-华东区域集中采购-第三批次' });
export const Loading: Story = { parameters: { msw: { handlers: { order: [never('get', '/api/Orders/:id')] } } } };
export const NotFound: Story = { parameters: { msw: { handlers: { order: [notFound('/api/Orders/:id')] } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { order: [apiError('get', '/api/Orders/:id', 500, '服务访问错误')] } } },
};
export const QuoteOrder = withStatus(10, { QuoteId: 3, QuoteNo: 'BJ202611220003', QuoteVersion: 2 });
export const Refunded = withStatus(80, {
  StatusName: '已退款',
  RefundedAmount: '60.27',
  CanCancel: false,
  CanPay: false,
});
/** 仅退款 of one line done: the line says how much of it went back; the order stays 已支付. */
export const PartlyRefunded: Story = {
  parameters: {
    msw: {
      handlers: {
        order: [
          orderOf(
            ((o) => ({
              ...o,
              RefundedAmount: '12.90',
              Items: o.Items.map((l, i) => (i === 0 ? { ...l, RefundedQuantity: 1 } : l)),
            }))(order(30)),
          ),
        ],
        afterSales: [get('/api/AfterSales', page([afterSale(40, 'refund')], 1, 50))],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };
export const NarrowPaid: Story = { ...withStatus(30), globals: narrow };
