/** ProductCard: online (price, 加入购物车 / 立即购买), 协议价 (list price struck through), consultation (咨询报价, 咨询), sold out, no price, search marks, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { userEvent } from 'storybook/test';
import { ProductCard } from '../../src/features/shared/products/ProductCard';
import { loggedIn } from '../cart/fixtures';
import { narrow, shadowCanvas } from '../ui/helpers';
import { longProduct, product } from './fixtures';

const meta = {
  title: 'Browse/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = { args: { product: product(1) } };
export const MinimumAndStep: Story = { args: { product: product(3) } };
export const Consultation: Story = { args: { product: product(2, { Catalogue: 'consultation' }) } };
/** A signed-in company with a contract price: 协议价 ¥18.00 with the list price struck through. */
export const ContractPrice: Story = {
  args: { product: product(1, { Price: '18.00', ContractPrice: '18.00', ListPrice: '25.80' }) },
};
export const NarrowContractPrice: Story = { ...ContractPrice, globals: narrow };
export const SoldOut: Story = { args: { product: product(4, { Stock: 0 }) } };
export const NoPriceInRegion: Story = { args: { product: product(5, { Price: null }) } };
export const SearchHighlight: Story = { args: { product: product(1), keyword: '打印机 JY' } };
export const LongChineseText: Story = { args: { product: longProduct() } };
export const Narrow: Story = { args: { product: longProduct() }, globals: narrow };

/** 加入购物车 answered 502 behind a proxy (no global message): the card says so, the button stays usable. */
export const AddFailedInline: Story = {
  args: { product: product(1) },
  loaders: [loggedIn],
  parameters: {
    msw: {
      handlers: {
        cart: [http.post('/api/ShoppingCarts/items', () => new HttpResponse('Bad Gateway', { status: 502 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const buttons = await shadowCanvas(canvasElement).findAllByRole('button', { name: /加入购物车/ });
    await userEvent.click(buttons[0]!);
  },
};
export const AddRefusedInline: Story = {
  args: { product: product(1) },
  loaders: [loggedIn],
  parameters: {
    msw: {
      handlers: {
        cart: [http.post('/api/ShoppingCarts/items', () => HttpResponse.json({ Error: '库存不足' }, { status: 409 }))],
      },
    },
  },
  play: AddFailedInline.play,
};
