/** Checkout's approval notice (POST /api/Approvals/preview): two levels, over budget with a rule, refused, none. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { post } from '../../.storybook/mocks';
import { ApprovalNotice } from '../../src/features/checkout/ApprovalNotice';
import { loggedIn } from '../cart/fixtures';
import { narrow } from '../ui/helpers';

const meta = {
  title: 'Purchase/ApprovalNotice',
  component: ApprovalNotice,
  loaders: [loggedIn],
  args: { region: 1, total: '60000.00' },
  parameters: {
    msw: {
      handlers: {
        approval: [
          post('/api/Approvals/preview', {
            Outcome: 'approval',
            Notice: '本单需审批：部门负责人 王强 → 财务（本单金额 ≥ ¥50,000.00）',
            Steps: [
              { Level: 1, Kind: 'manager', Approver: '王强' },
              { Level: 2, Kind: 'finance', Approver: '' },
            ],
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof ApprovalNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {};
export const OverBudget: Story = {
  args: { total: '21000.00' },
  parameters: {
    msw: {
      handlers: {
        approval: [
          post('/api/Approvals/preview', {
            Outcome: 'approval',
            Notice: '本单需审批：部门负责人 王强（超出本月预算 ¥1,200.00）',
            Steps: [{ Level: 1, Kind: 'manager', Approver: '王强' }],
          }),
        ],
      },
    },
  },
};
export const Refused: Story = {
  args: { total: '22000.00' },
  parameters: {
    msw: {
      handlers: {
        approval: [post('/api/Approvals/preview', { Outcome: 'refused', Notice: '超出本月预算 ¥1,200.00', Steps: [] })],
      },
    },
  },
};
export const NoApprovalNeeded: Story = {
  args: { total: '120.00' },
  parameters: {
    msw: { handlers: { approval: [post('/api/Approvals/preview', { Outcome: 'none', Notice: '', Steps: [] })] } },
  },
};
export const Narrow: Story = { globals: narrow };
