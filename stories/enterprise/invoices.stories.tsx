/** Enterprise / 发票: history (list, loading, empty, error, buyer, 申请开票 dialog), titles, addresses, detail, refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get, page } from '../../.storybook/mocks';
import InvoiceHistoryScreen from '../../src/features/enterprise/invoice/InvoiceHistoryScreen';
import { longText, narrow, shadowCanvas } from '../ui/helpers';
import { addresses, asAdmin, asBuyer, invoiceable, invoices, never, titles } from './fixtures';

const meta = {
  title: 'Enterprise/InvoiceHistory',
  component: InvoiceHistoryScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        invoices: [get('/api/Invoices', page(invoices, 1, 10))],
        invoiceable: [get('/api/Invoices/invoiceable-orders', invoiceable)],
        titles: [get('/api/Invoices/titles', titles)],
        addresses: [get('/api/Invoices/addresses', addresses)],
      },
    },
  },
} satisfies Meta<typeof InvoiceHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Buyer: Story = { loaders: [asBuyer] };
export const Loading: Story = { parameters: { msw: { handlers: { invoices: [never('/api/Invoices')] } } } };
export const Empty: Story = {
  parameters: { msw: { handlers: { invoices: [get('/api/Invoices', page([], 1, 10, 0))] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { invoices: [apiError('get', '/api/Invoices', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          get(
            '/api/Invoices',
            page(
              invoices.map((i) => ({ ...i, TitleName: longText })),
              1,
              10,
            ),
          ),
        ],
      },
    },
  },
};
export const RequestDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('button', { name: '申请开票' }));
  },
};
export const RequestNothingToInvoice: Story = {
  parameters: { msw: { handlers: { invoiceable: [get('/api/Invoices/invoiceable-orders', [])] } } },
  play: RequestDialog.play,
};
export const Narrow: Story = { globals: narrow };
