/** Enterprise / 发票详情: detail, loading, not found, error, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import InvoiceDetailScreen from '../../src/features/enterprise/invoice/InvoiceDetailScreen';
import { longText, narrow } from '../ui/helpers';
import { asAdmin, invoiceDetail, never } from './fixtures';

const meta = {
  title: 'Enterprise/InvoiceDetail',
  component: InvoiceDetailScreen,
  args: { params: {}, query: new URLSearchParams('id=1') },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { invoice: [get('/api/Invoices/1', invoiceDetail)] } } },
} satisfies Meta<typeof InvoiceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {};
/** 已寄出: 发票号码, 开票日期, the PDF download and the paper invoice's tracking number. */
export const Posted: Story = {
  parameters: {
    msw: {
      handlers: {
        invoice: [
          get('/api/Invoices/1', {
            ...invoiceDetail,
            Status: 30,
            StatusName: '已寄出',
            TaxInvoiceNo: '26442000000012345678',
            InvoiceDate: '2026-11-21',
            IssuedAt: '2026-11-21T02:00:00.000Z',
            HasPdf: true,
            Carrier: '顺丰速运',
            TrackingNo: 'SF1234567890',
            MailedAt: '2026-11-22T02:00:00.000Z',
          }),
        ],
      },
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { invoice: [never('/api/Invoices/1')] } } } };
export const NotFound: Story = {
  parameters: { msw: { handlers: { invoice: [apiError('get', '/api/Invoices/1', 404, '发票不存在')] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { invoice: [apiError('get', '/api/Invoices/1', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        invoice: [
          get('/api/Invoices/1', {
            ...invoiceDetail,
            Remark: longText,
            Title: { ...invoiceDetail.Title, Name: longText },
            Address: { ...invoiceDetail.Address, Detail: longText },
          }),
        ],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };
