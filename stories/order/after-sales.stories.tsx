/** Order detail / 售后: the section in every request state, empty, loading, error, the request dialog, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import { OrderAfterSales, RequestDialog } from '../../src/features/order/OrderAfterSales';
import { loggedIn, never } from '../cart/fixtures';
import { narrow } from '../ui/helpers';
import { afterSale, afterSaleOrder, everyAfterSale } from './after-sale-fixtures';

const list = (items = everyAfterSale) => ({ afterSales: [get('/api/AfterSales', page(items, 1, 50))] });

const meta = {
  title: 'Purchase/AfterSales',
  component: OrderAfterSales,
  loaders: [loggedIn],
  args: { order: afterSaleOrder(50), onChanged: () => undefined },
  parameters: { msw: { handlers: list() } },
} satisfies Meta<typeof OrderAfterSales>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {};
export const Requested: Story = { parameters: { msw: { handlers: list([afterSale(10)]) } } };
export const AwaitingReturn: Story = { parameters: { msw: { handlers: list([afterSale(20)]) } } };
export const Returning: Story = { parameters: { msw: { handlers: list([afterSale(30)]) } } };
export const Refunded: Story = { parameters: { msw: { handlers: list([afterSale(40)]) } } };
export const Rejected: Story = { parameters: { msw: { handlers: list([afterSale(80)]) } } };
export const Withdrawn: Story = { parameters: { msw: { handlers: list([afterSale(90)]) } } };
export const Empty: Story = { parameters: { msw: { handlers: list([]) } } };
export const RefundOpen: Story = { args: { order: afterSaleOrder(30) }, parameters: { msw: { handlers: list([]) } } };
export const Loading: Story = { parameters: { msw: { handlers: { afterSales: [never('get', '/api/AfterSales')] } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { afterSales: [apiError('get', '/api/AfterSales', 500, '服务访问错误')] } } },
};
export const RequestReturn: StoryObj<typeof RequestDialog> = {
  render: () => (
    <RequestDialog
      order={afterSaleOrder(50)}
      initialType="return"
      requests={[]}
      onClose={() => undefined}
      onDone={() => undefined}
    />
  ),
};
export const RequestRefundPartlyHeld: StoryObj<typeof RequestDialog> = {
  render: () => (
    <RequestDialog
      order={afterSaleOrder(30)}
      initialType="refund"
      requests={[afterSale(10, 'refund')]}
      onClose={() => undefined}
      onDone={() => undefined}
    />
  ),
};
export const Narrow: Story = { globals: narrow };
export const RequestNarrow: StoryObj<typeof RequestDialog> = { ...RequestReturn, globals: narrow };
