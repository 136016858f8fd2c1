/** Enterprise / 收票地址: list, loading, empty, error, long text, buyer refusal, the add dialog (省/市/区 from /api/Divisions), 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import InvoiceAddressScreen from '../../src/features/enterprise/invoice/InvoiceAddressScreen';
import { longText, narrow, shadowCanvas } from '../ui/helpers';
import { addresses, asAdmin, asBuyer, never } from './fixtures';

const meta = {
  title: 'Enterprise/InvoiceAddress',
  component: InvoiceAddressScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        addresses: [get('/api/Invoices/addresses', addresses)],
        divisions: [
          get('/api/Divisions', (request: Request) => {
            const parent = new URL(request.url).searchParams.get('parent');
            if (parent === '11') return [{ Code: '1101', Name: '北京市' }];
            if (parent === '1101')
              return [
                { Code: '110101', Name: '东城区' },
                { Code: '110109', Name: '门头沟区' },
                { Code: '110119', Name: '延庆区' },
              ];
            return [
              { Code: '11', Name: '北京市' },
              { Code: '31', Name: '上海市' },
            ];
          }),
        ],
      },
    },
  },
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

/** 新增地址: the divisions come from the API (the complete set), not a hand-written list. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: '新增地址' }))[0]!);
  },
};
