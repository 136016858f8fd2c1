/** Enterprise / 账期与对账: credit and statements, no credit line, overdue, loading, empty, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import CreditScreen from '../../src/features/enterprise/credit/CreditScreen';
import { narrow } from '../ui/helpers';
import { credit, noCredit, statements } from './credit-fixtures';
import { asAdmin, never } from './fixtures';

const meta = {
  title: 'Enterprise/Credit',
  component: CreditScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        credit: [get('/api/Company/credit', credit)],
        statements: [get('/api/Company/statements', page(statements, 1, 10))],
      },
    },
  },
} satisfies Meta<typeof CreditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Statements: Story = {};
export const NoCreditLine: Story = {
  parameters: {
    msw: {
      handlers: {
        credit: [get('/api/Company/credit', noCredit)],
        statements: [get('/api/Company/statements', page([], 1, 10, 0))],
      },
    },
  },
};
export const Overdue: Story = {
  parameters: { msw: { handlers: { credit: [get('/api/Company/credit', { ...credit, Overdue: '2000.00' })] } } },
};
export const Suspended: Story = {
  parameters: {
    msw: { handlers: { credit: [get('/api/Company/credit', { ...credit, Enabled: false, Available: '0.00' })] } },
  },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: { credit: [never('/api/Company/credit')], statements: [never('/api/Company/statements')] } },
  },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { statements: [apiError('get', '/api/Company/statements', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { globals: narrow };
