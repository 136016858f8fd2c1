/** Operator / 运营账号: the staff and their roles, the new-account form, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import type { OperatorAccount } from '../../src/contract/operator-accounts';
import { OperatorAccountDialog } from '../../src/features/operator/OperatorAccountDialog';
import OperatorsScreen from '../../src/features/operator/OperatorsScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const accounts: OperatorAccount[] = [
  {
    Id: 1,
    Name: '平台运营',
    Email: 'ops@demo.cn',
    Roles: ['SuperAdmin'],
    Enabled: true,
    CreatedAt: '2026-11-01T02:00:00Z',
  },
  {
    Id: 2,
    Name: '仓储小吴',
    Email: 'warehouse@demo.cn',
    Roles: ['Warehouse'],
    Enabled: true,
    CreatedAt: '2026-11-02T02:00:00Z',
  },
  {
    Id: 3,
    Name: '财务小钱',
    Email: 'finance-ops@demo.cn',
    Roles: ['Finance', 'Service'],
    Enabled: false,
    CreatedAt: '2026-11-03T02:00:00Z',
  },
];

const meta = {
  title: 'Operator/Operators',
  component: OperatorsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { operators: [get('/api/Operator/operators', accounts)] } } },
} satisfies Meta<typeof OperatorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {};
export const NewAccount: Story = {
  render: () => <OperatorAccountDialog account={null} onClose={() => undefined} />,
};
export const EditRoles: Story = {
  render: () => <OperatorAccountDialog account={accounts[2]!} onClose={() => undefined} />,
};
export const Loading: Story = {
  parameters: { msw: { handlers: { operators: [never('/api/Operator/operators')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { operators: [apiError('get', '/api/Operator/operators', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { globals: narrow };
