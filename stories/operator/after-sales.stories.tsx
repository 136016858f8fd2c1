/** Operator / 售后管理: the queue, empty, loading, error, the dialogs (review 仅退款 / 退货退款, receive, done), 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import AfterSalesScreen, { AfterSaleDialog } from '../../src/features/operator/AfterSalesScreen';
import { never } from '../enterprise/fixtures';
import { afterSale, everyAfterSale } from '../order/after-sale-fixtures';
import { longText, narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const queue = (items = everyAfterSale) => ({ afterSales: [get('/api/Operator/after-sales', page(items, 1, 20))] });

const meta = {
  title: 'Operator/AfterSales',
  component: AfterSalesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: queue() } },
} satisfies Meta<typeof AfterSalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const QueueEmpty: Story = { parameters: { msw: { handlers: queue([]) } } };
export const Loading: Story = {
  parameters: { msw: { handlers: { afterSales: [never('/api/Operator/after-sales')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { afterSales: [apiError('get', '/api/Operator/after-sales', 500, '服务访问错误')] } },
  },
};
export const LongText: Story = {
  parameters: {
    msw: { handlers: queue(everyAfterSale.map((a) => ({ ...a, CompanyName: longText, Reason: '其他' }))) },
  },
};
export const Narrow: Story = { globals: narrow };

const dialog = (a: ReturnType<typeof afterSale>): StoryObj<typeof AfterSaleDialog> => ({
  render: () => <AfterSaleDialog afterSale={a} onClose={() => undefined} />,
});
export const ReviewRefund = dialog(afterSale(10, 'refund'));
export const ReviewReturn = dialog(afterSale(10, 'return', { Images: [] }));
export const ReceiveReturn = dialog(afterSale(30));
export const Refunded = dialog(afterSale(40));
export const RejectedRequest = dialog(afterSale(80));
