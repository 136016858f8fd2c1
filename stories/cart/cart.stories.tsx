/** The cart (/cart, <b2b-cart>): lines, 协议价 and 阶梯价 lines (再买 … 享), empty, loading, error, many lines, long names, unavailable lines, 375 px, logged out. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get } from '../../.storybook/mocks';
import { CartView, CartWidgetFrame } from '../../src/features/cart/CartScreen';
import { narrow } from '../ui/helpers';
import { cartLines, cartOf, loggedIn, loggedOut, longLines, manyLines, never, unavailableLines } from './fixtures';

const meta = {
  title: 'Purchase/Cart',
  component: CartView,
  loaders: [loggedIn],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: { cartItems: [cartOf(cartLines)], cartCount: [get('/api/ShoppingCarts/items/count', { Count: 2 })] },
    },
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 0.10 × 3 + 19.99 × 3 = ¥60.27 exactly. */
export const WithLines: Story = {};
/** A 协议价 line (list price struck through) and a 阶梯价 line that shows the next break (再买 20 件享 ¥0.09). */
export const ContractAndTierPrices: Story = {
  parameters: {
    msw: {
      handlers: {
        cartItems: [
          cartOf([
            { ...cartLines[0]!, Quantity: 80, MinQuantity: 1, NextBreak: { MinQuantity: 100, Price: '0.09' } },
            { ...cartLines[1]!, UnitPrice: '18.00', ListPrice: '19.99', NextBreak: null },
          ]),
        ],
      },
    },
  },
};
export const NarrowContractAndTierPrices: Story = { ...ContractAndTierPrices, globals: narrow };
export const Loading: Story = {
  parameters: { msw: { handlers: { cartItems: [never('get', '/api/ShoppingCarts/items')] } } },
};
export const Empty: Story = { parameters: { msw: { handlers: { cartItems: [cartOf([])] } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { cartItems: [apiError('get', '/api/ShoppingCarts/items', 500, '服务访问错误')] } } },
};
export const ManyLines: Story = { parameters: { msw: { handlers: { cartItems: [cartOf(manyLines)] } } } };
export const LongNames: Story = { parameters: { msw: { handlers: { cartItems: [cartOf(longLines)] } } } };
export const UnavailableLines: Story = { parameters: { msw: { handlers: { cartItems: [cartOf(unavailableLines)] } } } };
export const NothingSelected: Story = {
  parameters: { msw: { handlers: { cartItems: [cartOf(cartLines.map((l) => ({ ...l, Selected: false })))] } } },
};
export const FixedRegion: Story = { args: { region: 2 } };
export const Narrow: Story = { globals: narrow };
export const NarrowUnavailable: Story = {
  globals: narrow,
  parameters: { msw: { handlers: { cartItems: [cartOf(unavailableLines)] } } },
};
export const LoggedOutWidget: StoryObj<typeof CartWidgetFrame> = {
  loaders: [loggedOut],
  render: () => <CartWidgetFrame />,
};
