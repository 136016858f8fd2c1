/**
 * Operator / 收款与退款: transfers, refunds, empty, loading, error, the confirm dialog (with its 少收原因 for a
 * transfer short within TRANSFER_TOLERANCE) and the refund dialog, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import PaymentsScreen, { ConfirmTransferDialog, RefundDialog } from '../../src/features/operator/PaymentsScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, refunds, transfers } from './fixtures';

const meta = {
  title: 'Operator/Payments',
  component: PaymentsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: {
        transfers: [get('/api/Operator/transfers', page(transfers, 1, 20))],
        refunds: [
          get('/api/Operator/refunds', (request) =>
            new URL(request.url).searchParams.get('state') === 'done'
              ? page([{ ...refunds[0]!, RefundedAt: '2026-11-22T07:00:00.000Z', RefundRef: 'RF-20261122-1' }], 1, 20)
              : page(refunds, 1, 20),
          ),
        ],
      },
    },
  },
} satisfies Meta<typeof PaymentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transfers: Story = {};
export const Refunds: Story = { args: { params: {}, query: new URLSearchParams('tab=refunds') } };
export const Refunded: Story = { args: { params: {}, query: new URLSearchParams('tab=refunded') } };
export const NoTransfers: Story = {
  parameters: { msw: { handlers: { transfers: [get('/api/Operator/transfers', page([], 1, 20, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { transfers: [never('/api/Operator/transfers')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { transfers: [apiError('get', '/api/Operator/transfers', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };

export const ConfirmForOrder: StoryObj<typeof ConfirmTransferDialog> = {
  render: () => <ConfirmTransferDialog transfer={transfers[0]!} onClose={() => undefined} />,
};
export const ConfirmFromStatement: StoryObj<typeof ConfirmTransferDialog> = {
  render: () => <ConfirmTransferDialog transfer={null} onClose={() => undefined} />,
};
export const MarkRefunded: StoryObj<typeof RefundDialog> = {
  render: () => <RefundDialog refund={refunds[0]!} onClose={() => undefined} />,
};
