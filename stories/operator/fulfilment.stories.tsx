/** Operator / 发货管理: to ship (one partly shipped), shipped, empty, loading, error, the ship dialog, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import FulfilmentScreen, { ShipDialog } from '../../src/features/operator/FulfilmentScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, toShip } from './fixtures';

const shipped = toShip.map((o) => ({
  ...o,
  Status: 40,
  StatusName: '已发货',
  Lines: o.Lines.map((l) => ({ ...l, ShippedQuantity: l.Quantity })),
  Shipments: [
    { Id: 9, Carrier: '顺丰速运', TrackingNo: 'SF1234567890', Items: [], CreatedAt: '2026-11-22T06:00:00.000Z' },
  ],
  AutoCompleteAt: '2026-12-02T06:00:00.000Z',
}));

const meta = {
  title: 'Operator/Fulfilment',
  component: FulfilmentScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: {
        fulfilment: [
          get('/api/Operator/fulfilment', (request) =>
            new URL(request.url).searchParams.get('state') === 'shipped' ? page(shipped, 1, 20) : page(toShip, 1, 20),
          ),
        ],
      },
    },
  },
} satisfies Meta<typeof FulfilmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToShip: Story = {};
export const Shipped: Story = { args: { params: {}, query: new URLSearchParams('tab=shipped') } };
export const Empty: Story = {
  parameters: { msw: { handlers: { fulfilment: [get('/api/Operator/fulfilment', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { fulfilment: [never('/api/Operator/fulfilment')] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { fulfilment: [apiError('get', '/api/Operator/fulfilment', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };

export const ShipParcel: StoryObj<typeof ShipDialog> = {
  render: () => <ShipDialog order={toShip[1]!} onClose={() => undefined} />,
};
