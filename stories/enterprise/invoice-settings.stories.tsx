/** Enterprise / 发票抬头: list, loading, empty, error, long text, buyer refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import InvoiceTitleScreen from '../../src/features/enterprise/invoice/InvoiceTitleScreen';
import { longText, narrow } from '../ui/helpers';
import { asAdmin, asBuyer, never, titles } from './fixtures';

const meta = {
  title: 'Enterprise/InvoiceTitle',
  component: InvoiceTitleScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { titles: [get('/api/Invoices/titles', titles)] } } },
} satisfies Meta<typeof InvoiceTitleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Titles: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: { titles: [never('/api/Invoices/titles')] } } } };
export const Empty: Story = { parameters: { msw: { handlers: { titles: [get('/api/Invoices/titles', [])] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { titles: [apiError('get', '/api/Invoices/titles', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        titles: [
          get(
            '/api/Invoices/titles',
            titles.map((t) => ({ ...t, Name: longText, RegisteredAddress: longText })),
          ),
        ],
      },
    },
  },
};
export const BuyerRefused: Story = { loaders: [asBuyer] };
export const Narrow: Story = { globals: narrow };
