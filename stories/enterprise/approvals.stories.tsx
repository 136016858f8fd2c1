/** Enterprise / 待我审批: pending (two levels, one decided), decided, empty, loading, error, reject dialog, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get, page } from '../../.storybook/mocks';
import ApprovalsScreen from '../../src/features/enterprise/governance/ApprovalsScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, never } from './fixtures';
import { approvals, decided } from './governance-fixtures';

const meta = {
  title: 'Enterprise/Approvals',
  component: ApprovalsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { approvals: [get('/api/Approvals', page(approvals, 1, 10))] } } },
} satisfies Meta<typeof ApprovalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Decided: Story = {
  parameters: { msw: { handlers: { approvals: [get('/api/Approvals', page(decided, 1, 10))] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('tab', { name: '我已审批' }));
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: { approvals: [get('/api/Approvals', page([], 1, 10, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { approvals: [never('/api/Approvals')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { approvals: [apiError('get', '/api/Approvals', 500, '服务访问错误')] } } },
};
export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '驳回 202612010000000322' }));
    await canvas.findByRole('dialog', { name: /驳回订单/ });
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await canvas.findByText('请输入驳回原因');
  },
};
export const ApproveDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '通过 202612010000000311' }));
    await canvas.findByRole('dialog', { name: /通过订单/ });
  },
};
export const Narrow: Story = { globals: narrow };
