/** Operator / 企业审核: the queue, empty, loading, error, long text, the review dialog (pending, rejected), 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import CompaniesScreen, { ReviewDialog } from '../../src/features/operator/CompaniesScreen';
import { never } from '../enterprise/fixtures';
import { longText, narrow } from '../ui/helpers';
import { asOperator, companies, rejected } from './fixtures';

const meta = {
  title: 'Operator/Companies',
  component: CompaniesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { companies: [get('/api/Operator/companies', page(companies, 1, 20))] } } },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const QueueEmpty: Story = {
  parameters: { msw: { handlers: { companies: [get('/api/Operator/companies', page([], 1, 20, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { companies: [never('/api/Operator/companies')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { companies: [apiError('get', '/api/Operator/companies', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        companies: [
          get(
            '/api/Operator/companies',
            page(
              companies.map((c) => ({ ...c, Name: longText, RegisteredAddress: longText })),
              1,
              20,
            ),
          ),
        ],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };

export const ReviewPending: StoryObj<typeof ReviewDialog> = {
  render: () => <ReviewDialog company={companies[0]!} onClose={() => undefined} />,
};
export const ReviewRejected: StoryObj<typeof ReviewDialog> = {
  render: () => <ReviewDialog company={rejected} onClose={() => undefined} />,
};
