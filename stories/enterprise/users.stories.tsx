/** Enterprise / 企业用户: with an invitation, the only admin, loading, empty, error, long text, buyer refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import UsersScreen from '../../src/features/enterprise/users/UsersScreen';
import { longText, narrow } from '../ui/helpers';
import { asAdmin, asBuyer, never, users } from './fixtures';

const meta = {
  title: 'Enterprise/Users',
  component: UsersScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { users: [get('/api/Company/users', page(users, 1, 10))] } } },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnlyAdmin: Story = {};
export const TwoAdmins: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          get(
            '/api/Company/users',
            page(
              users.map((u) => (u.Id === 2 ? { ...u, UserRoleNames: ['管理员'] } : u)),
              1,
              10,
            ),
          ),
        ],
      },
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { users: [never('/api/Company/users')] } } } };
export const Empty: Story = {
  parameters: { msw: { handlers: { users: [get('/api/Company/users', page([], 1, 10, 0))] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { users: [apiError('get', '/api/Company/users', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          get(
            '/api/Company/users',
            page(
              users.map((u) => ({ ...u, Name: longText })),
              1,
              10,
            ),
          ),
        ],
      },
    },
  },
};
export const BuyerRefused: Story = { loaders: [asBuyer] };
export const Narrow: Story = { globals: narrow };
