/** Operator / 经营报表: sales with the previous period (chart + table), new companies, conversion, empty, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import ReportsScreen from '../../src/features/operator/ReportsScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const period = { From: '2026-11-16', To: '2026-11-22', PreviousFrom: '2026-11-09', PreviousTo: '2026-11-15' };
const amounts = ['30120.00', '45210.50', '22980.00', '61200.00', '39870.00', '41200.00', '38650.00'];
const sales = {
  ...period,
  By: 'day',
  Total: { Orders: 71, Amount: '279231.00' },
  Previous: { Orders: 64, Amount: '251020.00' },
  Rows: amounts.map((Amount, i) => ({
    Key: `2026-11-${16 + i}`,
    Label: `11-${16 + i}`,
    Orders: 8 + i,
    Amount,
    Quantity: null,
    PreviousOrders: 7 + (i % 3),
    PreviousAmount: (Number(Amount) * 0.9).toFixed(2),
  })),
};
const companies = {
  ...period,
  NewCompanies: 2,
  NewCompaniesOrdered: 1,
  FirstOrders: 3,
  Previous: { NewCompanies: 1, NewCompaniesOrdered: 1, FirstOrders: 2 },
  Rows: [
    {
      CompanyId: 11,
      Name: '北京启航科技有限公司',
      RegisteredAt: '2026-11-17T02:00:00Z',
      FirstOrderId: 301,
      FirstOrderNo: 'SO202611180001',
      FirstOrderAt: '2026-11-18T03:00:00Z',
      FirstOrderAmount: '12800.00',
    },
    {
      CompanyId: 12,
      Name: '上海远景贸易有限公司',
      RegisteredAt: '2026-11-20T02:00:00Z',
      FirstOrderId: null,
      FirstOrderNo: null,
      FirstOrderAt: null,
      FirstOrderAmount: null,
    },
  ],
};
const conversion = {
  ...period,
  Inquiries: 12,
  Quoted: 9,
  Ordered: 4,
  QuoteRate: '75.0',
  OrderRate: '44.4',
  Previous: { Inquiries: 10, Quoted: 6, Ordered: 3, QuoteRate: '60.0', OrderRate: '50.0' },
};
const handlers = [
  get('/api/Operator/reports/sales', sales),
  get('/api/Operator/reports/companies', companies),
  get('/api/Operator/reports/conversion', conversion),
];

const meta = {
  title: 'Operator/Reports',
  component: ReportsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { reports: handlers } } },
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewCompanies: Story = { args: { query: new URLSearchParams('report=companies') } };
export const Conversion: Story = { args: { query: new URLSearchParams('report=conversion') } };
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [
          get('/api/Operator/reports/sales', {
            ...sales,
            Total: { Orders: 0, Amount: '0.00' },
            Previous: { Orders: 0, Amount: '0.00' },
            Rows: [],
          }),
        ],
      },
    },
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { reports: [never('/api/Operator/reports/sales')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { reports: [apiError('get', '/api/Operator/reports/sales', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { globals: narrow };
