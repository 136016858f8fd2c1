/** Enterprise / 收票地址: list, loading, empty, error, long text, buyer refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import InvoiceAddressScreen from '../../src/features/enterprise/invoice/InvoiceAddressScreen';
import { longText, narrow } from '../ui/helpers';
import { addresses, asAdmin, asBuyer, never } from './fixtures';

const meta = {
  title: 'Enterprise/InvoiceAddress',
  component: InvoiceAddressScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { addresses: [get('/api/Invoices/addresses', addresses)] } } },
} satisfies Meta<typeof InvoiceAddressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Addresses: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: { addresses: [never('/api/Invoices/addresses')] } } } };
export const Empty: Story = { parameters: { msw: { handlers: { addresses: [get('/api/Invoices/addresses', [])] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { addresses: [apiError('get', '/api/Invoices/addresses', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        addresses: [
          get(
            '/api/Invoices/addresses',
            addresses.map((a) => ({ ...a, Recipient: longText, Detail: longText })),
          ),
        ],
      },
    },
  },
};
export const BuyerRefused: Story = { loaders: [asBuyer] };
export const Narrow: Story = { globals: narrow };
