/**
 * Checkout (/purchase, <b2b-checkout>): ready, loading, nothing selected, server error, no titles,
 * the invoice title form invalid, the address form invalid, submitting, a refused order, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiError, get, post } from '../../.storybook/mocks';
import { CheckoutView } from '../../src/features/checkout/CheckoutForm';
import { InvoiceAddressDialog } from '../../src/features/shared/InvoiceAddressDialog';
import { InvoiceTitleDialog } from '../../src/features/shared/InvoiceTitleDialog';
import { narrow, shadowCanvas, storyRoot } from '../ui/helpers';

/** Waits until the story's shadow root shows all `texts`. */
async function shows(canvasElement: HTMLElement, ...texts: (string | RegExp)[]) {
  const root = storyRoot(canvasElement);
  await waitFor(() => {
    const text = root.textContent ?? '';
    for (const t of texts) expect(typeof t === 'string' ? text.includes(t) : t.test(text)).toBe(true);
  });
}

/** The input of a form field by its label text. */
function field(canvasElement: HTMLElement, label: string): HTMLElement {
  const root = storyRoot(canvasElement);
  const el = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  const id = el?.getAttribute('for');
  const input = id ? root.getElementById(id) : null;
  if (!input) throw new Error(`no field ${label}`);
  return input;
}

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
/** A line at the company's 协议价: the list price struck through after its unit price. */
export const ContractPriceLine: Story = {
  parameters: {
    msw: {
      handlers: {
        preview: [
          post('/api/Orders/preview', {
            ...preview,
            Items: preview.Items.map((l, i) => (i === 1 ? { ...l, ListPrice: '25.80' } : l)),
          }),
        ],
      },
    },
  },
};
export const SpecialInvoice: Story = { args: { initialInvoiceType: 2 } };
export const Loading: Story = {
  parameters: { msw: { handlers: { preview: [never('post', '/api/Orders/preview')] } } },
};
export const NothingSelected: Story = {
  parameters: {
    msw: { handlers: { preview: [apiError('post', '/api/Orders/preview', 400, '请先在购物车中勾选要结算的商品')] } },
  },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { preview: [apiError('post', '/api/Orders/preview', 500, '服务访问错误')] } } },
};
export const NoTitles: Story = {
  args: { initialInvoiceType: 2 },
  parameters: {
    msw: { handlers: { titles: [get('/api/Invoices/titles', [])], addresses: [get('/api/Invoices/addresses', [])] } },
  },
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
  parameters: {
    msw: {
      handlers: { createOrder: [apiError('post', '/api/Orders', 409, '库存不足：「晨光 中性笔 0.5mm 黑色 12支/盒」')] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /提交订单/ }));
    await shows(canvasElement, /库存不足/, '订单未提交');
  },
};
export const Narrow: Story = { args: { initialInvoiceType: 2 }, globals: narrow };

export const TitleFormInvalid: StoryObj<typeof InvoiceTitleDialog> = {
  render: () => <InvoiceTitleDialog defaultType={2} onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await shows(canvasElement, '纳税人识别号');
    await userEvent.type(field(canvasElement, '纳税人识别号'), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await shows(canvasElement, '请输入抬头名称', '纳税人识别号应为', '请输入开户银行');
  },
};
export const AddressFormInvalid: StoryObj<typeof InvoiceAddressDialog> = {
  render: () => <InvoiceAddressDialog onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await shows(canvasElement, '手机号码');
    await userEvent.type(field(canvasElement, '手机号码'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await shows(canvasElement, '请输入正确的手机号码', '请选择省份', '请输入收票人');
  },
};
