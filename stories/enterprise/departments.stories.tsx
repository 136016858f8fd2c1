/** Enterprise / 部门与预算: with budgets, loading, empty, error, the edit dialog, buyer refusal, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import DepartmentsScreen from '../../src/features/enterprise/governance/DepartmentsScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, asBuyer, never } from './fixtures';
import { budgets, departments, governanceUsers } from './governance-fixtures';

const meta = {
  title: 'Enterprise/Departments',
  component: DepartmentsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        departments: [get('/api/Company/departments', departments)],
        budgets: [get('/api/Company/budgets', budgets)],
        users: [get('/api/Company/users/governance', governanceUsers)],
      },
    },
  },
} satisfies Meta<typeof DepartmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBudgets: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: { departments: [never('/api/Company/departments')] } } },
};
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { departments: [get('/api/Company/departments', [])], budgets: [get('/api/Company/budgets', [])] },
    },
  },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { departments: [apiError('get', '/api/Company/departments', 500, '服务访问错误')] } },
  },
};
export const BudgetsUnavailable: Story = {
  parameters: { msw: { handlers: { budgets: [apiError('get', '/api/Company/budgets', 500, '服务访问错误')] } } },
};
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑 采购部' }));
    await canvas.findByRole('dialog', { name: /编辑部门/ });
  },
};
export const NewDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: '新建部门' }))[0]!);
    await canvas.findByRole('dialog', { name: '新建部门' });
  },
};
export const BuyerRefused: Story = { loaders: [asBuyer] };
export const Narrow: Story = { globals: narrow };
