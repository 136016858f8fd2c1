/** Operator / 工作台: figures against the previous period, the 7-day trend, queues, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import DashboardScreen from '../../src/features/operator/DashboardScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, dashboard } from './fixtures';

const meta = {
  title: 'Operator/Dashboard',
  component: DashboardScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { dashboard: [get('/api/Operator/dashboard', dashboard)] } } },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const QueuesEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboard: [
          get('/api/Operator/dashboard', {
            Today: { Orders: 0, Amount: '0.00' },
            Month: { Orders: 0, Amount: '0.00' },
            Yesterday: { Orders: 0, Amount: '0.00' },
            LastMonth: { Orders: 0, Amount: '0.00' },
            Trend: dashboard.Trend.map((d) => ({ ...d, Orders: 0, Amount: '0.00' })),
            Queues: { CompaniesToReview: 0, TransfersToConfirm: 0, RefundsDue: 0, OrdersToShip: 0, InvoicesToIssue: 0 },
          }),
        ],
      },
    },
  },
};
/** Today ahead of yesterday, the month behind last month (the arrows and their words). */
export const MonthBehind: Story = {
  parameters: {
    msw: {
      handlers: {
        dashboard: [get('/api/Operator/dashboard', { ...dashboard, LastMonth: { Orders: 300, Amount: '1500000.00' } })],
      },
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { dashboard: [never('/api/Operator/dashboard')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { dashboard: [apiError('get', '/api/Operator/dashboard', 500, '服务访问错误')] } } },
};
export const NotAnOperator: Story = {
  parameters: {
    msw: { handlers: { dashboard: [apiError('get', '/api/Operator/dashboard', 403, '仅平台运营人员可以访问')] } },
  },
};
export const Narrow: Story = { globals: narrow };
