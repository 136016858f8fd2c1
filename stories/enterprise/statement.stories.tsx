/** Enterprise / 对账单详情: open, partly repaid, overdue, disputed, settled and confirmed, buyer (no confirm), the dispute dialog, loading, not found, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import StatementScreen from '../../src/features/enterprise/credit/StatementScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { detail } from './credit-fixtures';
import { asAdmin, asBuyer, never } from './fixtures';

const withDetail = (patch: Partial<typeof detail>) => ({
  msw: { handlers: { detail: [get('/api/Company/statements/:id', { ...detail, ...patch })] } },
});

const meta = {
  title: 'Enterprise/Statement',
  component: StatementScreen,
  args: { params: {}, query: new URLSearchParams('id=1') },
  loaders: [asAdmin],
  parameters: withDetail({}),
} satisfies Meta<typeof StatementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const PartlyRepaid: Story = {
  parameters: withDetail({ Status: 20, StatusName: '部分还款', PaidAmount: '1000.00', Outstanding: '2000.00' }),
};
export const Overdue: Story = { parameters: withDetail({ Status: 40, StatusName: '逾期', Overdue: true }) };
export const Disputed: Story = {
  parameters: withDetail({
    Confirmation: 'disputed',
    ConfirmationName: '有异议',
    ConfirmationNote: '11 月 30 日订单金额有误',
  }),
};
export const SettledAndConfirmed: Story = {
  parameters: withDetail({
    Status: 30,
    StatusName: '已结清',
    PaidAmount: '3000.00',
    Outstanding: '0.00',
    Confirmation: 'confirmed',
    ConfirmationName: '已确认',
  }),
};
export const Buyer: Story = { loaders: [asBuyer] };
export const DisputeDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提出异议' }));
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { detail: [never('/api/Company/statements/:id')] } } },
};
export const NotFound: Story = {
  parameters: { msw: { handlers: { detail: [apiError('get', '/api/Company/statements/:id', 404, '对账单不存在')] } } },
};
export const Narrow: Story = { globals: narrow };
