/** Enterprise / 企业用户: with an invitation, the only admin, loading, empty, error, long text, buyer refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get, page } from '../../.storybook/mocks';
import UsersScreen from '../../src/features/enterprise/users/UsersScreen';
import { longText, narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, asBuyer, never, users } from './fixtures';
import { departments } from './governance-fixtures';

/** Each active user of the fixtures with a department, roles and limits (the users page's 角色 and 部门与限额 columns). */
const governanceOf = (list: typeof users) =>
  list
    .filter((u) => u.State !== 'invited')
    .map((u, i) => ({
      Id: u.Id,
      Name: u.Name,
      Email: u.Email,
      RoleNames: i === 1 ? [...u.UserRoleNames, '审批人'] : u.UserRoleNames,
      DepartmentId: i === 0 ? null : 1,
      Limits: { PerOrder: i === 1 ? '5000.00' : null, PerPeriod: null, Period: null },
    }));

const meta = {
  title: 'Enterprise/Users',
  component: UsersScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        users: [get('/api/Company/users', page(users, 1, 10))],
        governance: [get('/api/Company/users/governance', governanceOf(users))],
        departments: [get('/api/Company/departments', departments)],
      },
    },
  },
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
export const GovernanceDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    const set = await canvas.findAllByRole('button', { name: /^编辑角色 / });
    await userEvent.click(set[0]!);
    await canvas.findByRole('dialog', { name: /角色、部门与限额/ });
  },
};
export const Narrow: Story = { globals: narrow };
