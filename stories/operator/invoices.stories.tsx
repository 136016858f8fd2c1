/**
 * Operator / 发票管理: to issue, issued, posted, rejected (with the reason), empty, loading, error, the issue,
 * post and rejected-request dialogs, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import type { OperatorInvoiceDetail, OperatorInvoiceSummary } from '../../src/contract/invoices';
import { InvoiceDialog } from '../../src/features/operator/InvoiceDialog';
import InvoicesScreen from '../../src/features/operator/InvoicesScreen';
import { invoiceDetail, invoices, never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const company = { CompanyId: 1, CompanyName: '厦门演示科技有限公司' };
const requested: OperatorInvoiceSummary[] = [{ ...invoices[0]!, ...company }];
const issued: OperatorInvoiceSummary[] = [
  {
    ...invoices[0]!,
    ...company,
    Id: 3,
    Status: 20,
    StatusName: '已开具',
    TaxInvoiceNo: '26442000000012345670',
    InvoiceDate: '2026-11-21',
    HasPdf: true,
  },
];
const mailed: OperatorInvoiceSummary[] = [{ ...invoices[1]!, ...company }];
const rejected: OperatorInvoiceSummary[] = [
  {
    ...invoices[0]!,
    ...company,
    Id: 4,
    Status: 90,
    StatusName: '已驳回',
    RejectReason: '发票抬头的税号与营业执照不一致，请核对后重新申请',
    RejectedAt: '2026-11-21T09:30:00.000Z',
  },
];
const detailOf = (summary: OperatorInvoiceSummary, pdf: boolean): OperatorInvoiceDetail => ({
  ...invoiceDetail,
  ...summary,
  PdfName: pdf ? `发票-${summary.TaxInvoiceNo}.pdf` : null,
  PdfSize: pdf ? 48_213 : null,
});
const details: Record<string, OperatorInvoiceDetail> = {
  '1': detailOf(requested[0]!, false),
  '3': detailOf(issued[0]!, true),
  '2': detailOf(mailed[0]!, true),
  '4': detailOf(rejected[0]!, false),
};

const meta = {
  title: 'Operator/Invoices',
  component: InvoicesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: {
        invoices: [
          get('/api/Operator/invoices', (request) => {
            const status = new URL(request.url).searchParams.get('status');
            const rows = { '20': issued, '30': mailed, '90': rejected }[status ?? ''] ?? requested;
            return page(rows, 1, 20);
          }),
          get('/api/Operator/invoices/:id', (_request, params) => details[String(params.id)]!),
        ],
      },
    },
  },
} satisfies Meta<typeof InvoicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToIssue: Story = {};
export const Issued: Story = { args: { params: {}, query: new URLSearchParams('status=20') } };
export const Posted: Story = { args: { params: {}, query: new URLSearchParams('status=30') } };
export const Rejected: Story = { args: { params: {}, query: new URLSearchParams('status=90') } };
export const Empty: Story = {
  parameters: { msw: { handlers: { invoices: [get('/api/Operator/invoices', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: [never('/api/Operator/invoices')] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { invoices: [apiError('get', '/api/Operator/invoices', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };

export const IssueDialog: StoryObj<typeof InvoiceDialog> = {
  render: () => <InvoiceDialog id={1} title={requested[0]!.InvoiceNo} onClose={() => undefined} />,
};
export const PostDialog: StoryObj<typeof InvoiceDialog> = {
  render: () => <InvoiceDialog id={3} title={issued[0]!.InvoiceNo} onClose={() => undefined} />,
};
export const RejectedDialog: StoryObj<typeof InvoiceDialog> = {
  render: () => <InvoiceDialog id={4} title={rejected[0]!.InvoiceNo} onClose={() => undefined} />,
};
