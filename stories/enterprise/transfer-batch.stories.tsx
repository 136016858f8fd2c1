/**
 * Enterprise / 合并转账: the dialog picking unpaid orders (with the exact sum), loading, error, empty (fewer than 2
 * unpaid transfer orders), created (account, code, amount and 上传回单), 375 px; and the 转账回单 list of an order with a
 * picture and a PDF.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get, page, post } from '../../.storybook/mocks';
import type { OrderSummary } from '../../src/contract/orders';
import type { TransferBatch, TransferVoucher } from '../../src/contract/transfers';
import { formatMoney } from '../../src/core/money';
import { TransferBatchDialog } from '../../src/features/enterprise/orders/TransferBatchDialog';
import { VoucherUpload } from '../../src/features/shared/transfer/VoucherUpload';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, never } from './fixtures';

const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
const unpaid: OrderSummary[] = [
  ['B20261122000011', 10, '待支付', '1280.00'],
  ['B20261122000012', 20, '待确认到账', '56.90'],
  ['B20261122000013', 10, '待支付', '23999.05'],
].map(([no, status, name, amount], i) => ({
  Id: 11 + i,
  OrderNo: no as string,
  Status: status as number,
  StatusName: name as string,
  TotalAmount: amount as string,
  ItemCount: i + 1,
  BuyerName: '张明',
  CreatedAt: '2026-11-22T02:30:00.000Z',
  PayBefore: future,
  InvoiceStatus: null,
}));
/** `GET /api/Orders?status=` as the server answers it: the unpaid orders of that status. */
const byStatus = (items: OrderSummary[]) =>
  get('/api/Orders', (request) => {
    const status = Number(new URL(request.url).searchParams.get('status'));
    const hits = items.filter((o) => o.Status === status);
    return page(hits, 1, 50, hits.length);
  });

/** A small picture of a bank receipt (an inline SVG, so the story needs no media server). */
const receipt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144"><rect width="144" height="144" fill="#f4f6fa"/><rect x="18" y="16" width="108" height="112" fill="#fff" stroke="#c8cfdb"/><rect x="30" y="30" width="84" height="10" fill="#3a7bd5"/><rect x="30" y="52" width="70" height="6" fill="#9aa5b8"/><rect x="30" y="66" width="60" height="6" fill="#9aa5b8"/><rect x="30" y="80" width="76" height="6" fill="#9aa5b8"/><circle cx="96" cy="106" r="12" fill="none" stroke="#d4380d" stroke-width="3"/></svg>',
)}`;
const vouchers: TransferVoucher[] = [
  {
    Id: 1,
    ContentType: 'image/webp',
    Size: 48_213,
    Url: receipt,
    ThumbnailUrl: receipt,
    CreatedAt: '2026-11-22T03:10:00.000Z',
  },
  {
    Id: 2,
    ContentType: 'application/pdf',
    Size: 201_944,
    Url: '/api/Orders/11/transfer-vouchers/2',
    ThumbnailUrl: '',
    CreatedAt: '2026-11-22T03:12:00.000Z',
  },
];
const batch: TransferBatch = {
  Id: 7,
  Status: 10,
  StatusName: '待转账',
  RemittanceCode: 'HB7K3M9QXA',
  TotalAmount: '1336.90',
  BankAccount: {
    AccountName: '厦门演示供应链管理有限公司',
    BankName: '招商银行厦门分行营业部',
    AccountNo: '5929 0123 4567 890',
  },
  CreatedAt: '2026-11-22T03:00:00.000Z',
  PaidAt: null,
  Orders: unpaid.slice(0, 2).map((o) => ({
    OrderId: o.Id,
    OrderNo: o.OrderNo,
    Status: 20,
    StatusName: '待确认到账',
    TotalAmount: o.TotalAmount,
  })),
  Vouchers: [vouchers[0]!],
};

const meta = {
  title: 'Enterprise/TransferBatch',
  component: TransferBatchDialog,
  args: { onClose: () => console.info('[story] close') },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        orders: [byStatus(unpaid)],
        batchCreate: [post('/api/TransferBatches', batch, { status: 201 })],
        batch: [get('/api/TransferBatches/:id', batch)],
      },
    },
  },
} satisfies Meta<typeof TransferBatchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two orders picked: the exact sum and 生成合并转账. */
export const Picking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /B20261122000011/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /B20261122000012/ }));
    await canvas.findByText(formatMoney('1336.90'), { selector: 'strong' });
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { orders: [never('/api/Orders')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { orders: [apiError('get', '/api/Orders', 500, '服务访问错误')] } } },
};
/** Fewer than 2 unpaid transfer orders: nothing to put together. */
export const Empty: Story = { parameters: { msw: { handlers: { orders: [byStatus(unpaid.slice(0, 1))] } } } };
/** The server refuses an order (already in another batch): its reason in the dialog. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        batchCreate: [apiError('post', '/api/TransferBatches', 409, '订单 B20261122000012 已在另一笔合并转账中')],
      },
    },
  },
  play: async (ctx) => {
    await Picking.play?.(ctx);
    const canvas = shadowCanvas(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '生成合并转账' }));
    await canvas.findByText('订单 B20261122000012 已在另一笔合并转账中');
  },
};
/** Created: the account, the batch's code and amount, its orders and the uploaded 回单. */
export const Created: Story = {
  play: async (ctx) => {
    await Picking.play?.(ctx);
    const canvas = shadowCanvas(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '生成合并转账' }));
    await canvas.findByText('HB7K3M9QXA');
  },
};
export const CreatedNarrow: Story = { ...Created, globals: narrow };
export const Narrow: Story = { globals: narrow };

/** 转账回单 of one order: a picture (thumbnail) and a PDF (by name), 上传回单 still offered. */
export const VoucherList: StoryObj<typeof VoucherUpload> = {
  render: () => <VoucherUpload orderId={11} />,
  parameters: {
    msw: { handlers: { vouchers: [get('/api/Orders/11/transfer-vouchers', { Items: vouchers })] } },
  },
};
export const VoucherListEmpty: StoryObj<typeof VoucherUpload> = {
  render: () => <VoucherUpload orderId={11} />,
  parameters: { msw: { handlers: { vouchers: [get('/api/Orders/11/transfer-vouchers', { Items: [] })] } } },
};
