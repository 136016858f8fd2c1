/** Enterprise / 审批规则: three rules (two levels, one refusing), none, loading, error, an invalid new rule, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import RulesScreen from '../../src/features/enterprise/governance/RulesScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, asBuyer, never } from './fixtures';
import { governanceUsers, rules } from './governance-fixtures';

const meta = {
  title: 'Enterprise/ApprovalRules',
  component: RulesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        rules: [get('/api/Company/approval-rules', rules)],
        users: [get('/api/Company/users/governance', governanceUsers)],
        categories: [
          get('/api/Categories', [
            { Id: 5, ParentId: null, Name: '办公用品', IconUrl: null, SolutionAvailable: false, Displayed: true },
          ]),
        ],
      },
    },
  },
} satisfies Meta<typeof RulesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeRules: Story = {};
export const NoRules: Story = {
  parameters: { msw: { handlers: { rules: [get('/api/Company/approval-rules', [])] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { rules: [never('/api/Company/approval-rules')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { rules: [apiError('get', '/api/Company/approval-rules', 500, '服务访问错误')] } } },
};
export const InvalidNewRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '添加规则' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存规则' }));
    await canvas.findByText(/第 4 条规则：请填写订单金额/);
  },
};
export const BuyerRefused: Story = { loaders: [asBuyer] };
export const Narrow: Story = { globals: narrow };
