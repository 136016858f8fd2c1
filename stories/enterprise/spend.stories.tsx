/** Enterprise / 采购支出: by department (table + chart), by month, nothing spent, loading, refused (403), error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import SpendReportScreen from '../../src/features/enterprise/governance/SpendReportScreen';
import { narrow } from '../ui/helpers';
import { asAdmin, never } from './fixtures';
import { spendByDepartment, spendByMonth } from './governance-fixtures';

const meta = {
  title: 'Enterprise/Spend',
  component: SpendReportScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { report: [get('/api/Company/spend-report', spendByDepartment)] } } },
} satisfies Meta<typeof SpendReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByDepartment: Story = {};
export const ByMonth: Story = {
  parameters: { msw: { handlers: { report: [get('/api/Company/spend-report', spendByMonth)] } } },
};
export const NothingSpent: Story = {
  parameters: {
    msw: {
      handlers: {
        report: [
          get('/api/Company/spend-report', {
            ...spendByDepartment,
            Rows: [],
            Total: { Orders: 0, Reserved: '0.00', Spent: '0.00' },
          }),
        ],
      },
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { report: [never('/api/Company/spend-report')] } } } };
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: { report: [apiError('get', '/api/Company/spend-report', 403, '仅管理员或财务可以查看支出报表')] },
    },
  },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { report: [apiError('get', '/api/Company/spend-report', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };
