/**
 * Checkout (/purchase, <b2b-checkout>): ready, loading, nothing selected, server error, no titles,
 * the invoice title form invalid, the address form invalid, submitting, a refused order, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiError, get, post } from '../../.storybook/mocks';
import { CheckoutView } from '../../src/features/checkout/CheckoutScreen';
import { AddressDialog, TitleDialog } from '../../src/features/checkout/InvoiceDialogs';
import { narrow, shadowCanvas } from '../ui/helpers';
import { addresses, customersPage, loggedIn, never, preview, titles } from '../cart/fixtures';

const meta = {
  title: 'Purchase/Checkout',
  component: CheckoutView,
  loaders: [loggedIn],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        preview: [post('/api/Orders/preview', preview)],
        titles: [get('/api/Invoices/titles', titles)],
        addresses: [get('/api/Invoices/addresses', addresses)],
        customers: [get('/api/Company/customers', customersPage)],
        createOrder: [post('/api/Orders', { Id: 7, OrderNo: 'B20261122000007' }, { status: 201 })],
      },
    },
  },
} satisfies Meta<typeof CheckoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const SpecialInvoice: Story = { args: { initialInvoiceType: 2 } };
export const Loading: Story = { parameters: { msw: { handlers: { preview: [never('post', '/api/Orders/preview')] } } } };
export const NothingSelected: Story = {
  parameters: { msw: { handlers: { preview: [apiError('post', '/api/Orders/preview', 400, '请先在购物车中勾选要结算的商品')] } } },
};
export const ServerError: Story = { parameters: { msw: { handlers: { preview: [apiError('post', '/api/Orders/preview', 500, '服务访问错误')] } } } };
export const NoTitles: Story = {
  args: { initialInvoiceType: 2 },
  parameters: { msw: { handlers: { titles: [get('/api/Invoices/titles', [])], addresses: [get('/api/Invoices/addresses', [])] } } },
};
export const Submitting: Story = {
  parameters: { msw: { handlers: { createOrder: [never('post', '/api/Orders')] } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    const submit = await canvas.findByRole('button', { name: /提交订单/ });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('button', { name: /提交中/ })).toBeDisabled();
  },
};
export const StockConflict: Story = {
  parameters: { msw: { handlers: { createOrder: [apiError('post', '/api/Orders', 409, '库存不足：「晨光 中性笔 0.5mm 黑色 12支/盒」')] } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /提交订单/ }));
    await expect(await canvas.findByText(/库存不足/)).toBeInTheDocument();
  },
};
export const Narrow: Story = { args: { initialInvoiceType: 2 }, globals: narrow };

export const TitleFormInvalid: StoryObj<typeof TitleDialog> = {
  render: () => <TitleDialog open defaultType={2} onClose={() => undefined} onCreated={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText('纳税人识别号'), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入抬头名称')).toBeInTheDocument();
    await expect(canvas.getByText(/纳税人识别号应为/)).toBeInTheDocument();
    await expect(canvas.getByText('请输入开户银行')).toBeInTheDocument();
  },
};
export const AddressFormInvalid: StoryObj<typeof AddressDialog> = {
  render: () => <AddressDialog open onClose={() => undefined} onCreated={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号码'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await expect(canvas.getByText('请选择省份')).toBeInTheDocument();
  },
};
