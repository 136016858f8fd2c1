/** Payment (/payment, <b2b-payment>): choosing, polling, success, failed, timeout-free bank transfer, cancelled, not found, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { get, post } from '../../.storybook/mocks';
import { PaymentPanel } from '../../src/features/payment/PaymentScreen';
import { loggedIn, never, notFound, order, orderOf } from '../cart/fixtures';
import { company } from '../enterprise/fixtures';
import { narrow, shadowCanvas } from '../ui/helpers';

const bank = {
  Id: 4,
  OrderId: 7,
  Method: 'bank-transfer',
  Status: 10,
  Amount: '60.27',
  BankAccount: {
    AccountName: '上海企采云供应链管理有限公司',
    BankName: '招商银行上海张江支行',
    AccountNo: '1219 0876 5410 301',
  },
  RemittanceCode: 'R8K2M4',
};
const paymentView = (status: number, name: string) => ({
  Id: 3,
  OrderId: 7,
  Method: 'sandbox',
  Status: status,
  StatusName: name,
  Amount: '60.27',
  PaidAt: null,
});

const meta = {
  title: 'Purchase/Payment',
  component: PaymentPanel,
  loaders: [loggedIn],
  args: { orderId: 7 },
  parameters: {
    layout: 'padded',
    msw: {
      handlers: {
        order: [orderOf(order(10))],
        payment: [get('/api/Payments/:id', paymentView(10, '待支付'))],
        create: [post('/api/Payments', bank, { status: 201 })],
        // The stories' session has no company: the panel asks for it (verified: 对公转账 available).
        company: [get('/api/Company/info', company)],
      },
    },
  },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: { order: [never('get', '/api/Orders/:id')] } } } };
export const Polling: Story = {
  args: { paymentId: 3 },
  parameters: { msw: { handlers: { payment: [never('get', '/api/Payments/:id')] } } },
};
export const Success: Story = {
  args: { paymentId: 3 },
  parameters: { msw: { handlers: { order: [orderOf(order(30))] } } },
};
export const Failed: Story = {
  args: { paymentId: 3 },
  parameters: { msw: { handlers: { payment: [get('/api/Payments/:id', paymentView(30, '支付失败'))] } } },
};
export const BankTransfer: Story = { parameters: { msw: { handlers: { order: [orderOf(order(20))] } } } };
export const Cancelled: Story = { parameters: { msw: { handlers: { order: [orderOf(order(90))] } } } };
export const NotFound: Story = { parameters: { msw: { handlers: { order: [notFound('/api/Orders/:id')] } } } };
export const Narrow: Story = { globals: narrow };
export const NarrowBankTransfer: Story = {
  globals: narrow,
  parameters: { msw: { handlers: { order: [orderOf(order(20))] } } },
};

/** Waiting for the transfer (7-day deadline in China time) and the way back to 在线支付. */
const transferDeadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
export const TransferWithDeadline: Story = {
  parameters: { msw: { handlers: { order: [orderOf(order(20, { PayBefore: transferDeadline }))] } } },
};
export const TransferSwitchedToOnline: Story = {
  parameters: { msw: { handlers: { order: [orderOf(order(20, { PayBefore: transferDeadline }))] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('button', { name: '改用在线支付' }));
  },
};

/** A company that is not verified (StatusEnum 20) sees 对公转账 disabled, why, and a link to 企业信息. */
export const TransferUnavailableUnverified: Story = {
  parameters: { msw: { handlers: { company: [get('/api/Company/info', { ...company, StatusEnum: 20 })] } } },
};

/* 账期支付 (the company's credit line): available, over the limit, blocked by an overdue statement. */
const creditLine = {
  Enabled: true,
  Limit: '20000.00',
  Used: '3000.00',
  Available: '17000.00',
  Overdue: '0.00',
  NextDue: { Date: '2026-12-30', Amount: '3000.00' },
  TermDays: 30,
};
export const CreditAvailable: Story = {
  parameters: { msw: { handlers: { credit: [get('/api/Company/credit', creditLine)] } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /账期支付/ }));
  },
};
export const CreditNotEnough: Story = {
  parameters: {
    msw: {
      handlers: { credit: [get('/api/Company/credit', { ...creditLine, Used: '19990.00', Available: '10.00' })] },
    },
  },
};
export const CreditOverdue: Story = {
  parameters: { msw: { handlers: { credit: [get('/api/Company/credit', { ...creditLine, Overdue: '3000.00' })] } } },
};
