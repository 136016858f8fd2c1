/**
 * Enterprise / 企业客户: admin, buyer (read only), loading, empty, error, long text, the form with errors, a
 * server refusal shown by its field only (no toast repeats it), 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { userEvent } from 'storybook/test';
import { apiError, get, page } from '../../.storybook/mocks';
import CustomersScreen from '../../src/features/enterprise/customers/CustomersScreen';
import { narrow, shadowCanvas, storyRoot } from '../ui/helpers';
import { asAdmin, asBuyer, customers, longCustomers, never } from './fixtures';

const meta = {
  title: 'Enterprise/Customers',
  component: CustomersScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { customers: [get('/api/Company/customers', page(customers, 1, 10))] } } },
} satisfies Meta<typeof CustomersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const BuyerReadOnly: Story = { loaders: [asBuyer] };
export const Loading: Story = { parameters: { msw: { handlers: { customers: [never('/api/Company/customers')] } } } };
export const Empty: Story = {
  parameters: { msw: { handlers: { customers: [get('/api/Company/customers', page([], 1, 10, 0))] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { customers: [apiError('get', '/api/Company/customers', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: { msw: { handlers: { customers: [get('/api/Company/customers', longCustomers)] } } },
};
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('button', { name: '新增客户' }));
    const root = storyRoot(canvasElement);
    const save = [...root.querySelectorAll('dialog button')].find((b) => b.textContent === '保存') as HTMLButtonElement;
    await userEvent.click(save);
  },
};
/** The server refuses a field (400 with Field): said once, by the field; the input is kept. */
export const ServerRefusesField: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [
          http.post('/api/Company/customers', () =>
            HttpResponse.json({ Error: '该手机号已被其他客户使用', Field: 'Mobile' }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新增客户' }));
    await userEvent.type(await canvas.findByLabelText(/客户名称/), '杭州重复手机号有限公司');
    await userEvent.type(await canvas.findByLabelText(/手机号/), '13912345678');
    const root = storyRoot(canvasElement);
    const save = [...root.querySelectorAll('dialog button')].find((b) => b.textContent === '保存') as HTMLButtonElement;
    await userEvent.click(save);
    await canvas.findByText('该手机号已被其他客户使用');
  },
};
export const Narrow: Story = { globals: narrow };
