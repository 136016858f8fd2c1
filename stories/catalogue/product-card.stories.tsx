/** ProductCard: online (price, 加入购物车 / 立即购买), consultation (咨询报价, 咨询), sold out, no price, search marks, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import { narrow } from '../ui/helpers';
import { longProduct, product } from './fixtures';

const meta = {
  title: 'Browse/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = { args: { product: product(1) } };
export const MinimumAndStep: Story = { args: { product: product(3) } };
export const Consultation: Story = { args: { product: product(2, { Catalogue: 'consultation' }) } };
export const SoldOut: Story = { args: { product: product(4, { Stock: 0 }) } };
export const NoPriceInRegion: Story = { args: { product: product(5, { Price: null }) } };
export const SearchHighlight: Story = { args: { product: product(1), keyword: '打印机 JY' } };
export const LongChineseText: Story = { args: { product: longProduct() } };
export const Narrow: Story = { args: { product: longProduct() }, globals: narrow };
