/** Operator / 账期与对账单: credit lines, none yet, statements, disputes, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import CreditScreen from '../../src/features/operator/CreditScreen';
import { credit, statements } from '../enterprise/credit-fixtures';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, companies } from './fixtures';

const lines = [
  { CompanyId: 1, CompanyName: '上海示例科技有限公司', ...credit, UpdatedAt: '2026-11-01T02:00:00.000Z' },
  {
    CompanyId: 3,
    CompanyName: '杭州其他贸易有限公司',
    ...credit,
    Enabled: false,
    Available: '0.00',
    Overdue: '2000.00',
    UpdatedAt: null,
  },
];

const meta = {
  title: 'Operator/Credit',
  component: CreditScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: {
        lines: [get('/api/Operator/credit', lines)],
        // 开通账期 picks the company by name.
        companies: [get('/api/Operator/companies', page(companies, 1, 10))],
        statements: [
          get('/api/Operator/statements', (request) =>
            new URL(request.url).searchParams.get('confirmation') === 'disputed'
              ? page(
                  statements.filter((s) => s.Confirmation === 'disputed'),
                  1,
                  20,
                )
              : page(statements, 1, 20),
          ),
        ],
      },
    },
  },
} satisfies Meta<typeof CreditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreditLines: Story = {};
export const NoCreditLines: Story = { parameters: { msw: { handlers: { lines: [get('/api/Operator/credit', [])] } } } };
export const Statements: Story = { args: { params: {}, query: new URLSearchParams('tab=statements') } };
export const Disputes: Story = { args: { params: {}, query: new URLSearchParams('tab=disputed') } };
export const Loading: Story = { parameters: { msw: { handlers: { lines: [never('/api/Operator/credit')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { lines: [apiError('get', '/api/Operator/credit', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };
