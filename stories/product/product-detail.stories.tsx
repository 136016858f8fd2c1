/**
 * Product detail: online (regional prices, quantity, 加入购物车 / 立即购买), 阶梯价 table, 协议价, consultation (咨询), sold out,
 * loading, not found (404), error, long Chinese text, 375 px; and the gallery on its own.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { userEvent } from 'storybook/test';
import { get, page } from '../../.storybook/mocks';
import { Gallery } from '../../src/features/product/Gallery';
import { ProductDetailView } from '../../src/features/product/ProductDetailView';
import { loggedIn } from '../cart/fixtures';
import { detail, serverError } from '../catalogue/fixtures';
import { longText, narrow, shadowCanvas } from '../ui/helpers';

const byId = get('/api/Products/:id', (_request, params) => {
  const id = Number(params.id);
  if (id === 2) return detail(2, { Catalogue: 'consultation', Price: null, Stock: 0 });
  if (id === 3) return detail(3, { Stock: 0 });
  const tiers = [
    { MinQuantity: 1, Price: '25.80' },
    { MinQuantity: 100, Price: '24.50' },
    { MinQuantity: 500, Price: '23.00' },
  ];
  if (id === 7) return detail(7, { Price: '25.80', PriceTiers: tiers });
  if (id === 8) return detail(8, { Price: '22.00', PriceTiers: tiers, ContractPrice: '22.00', ListPrice: '25.80' });
  if (id === 5)
    return detail(5, {
      Name: longText,
      Description: `${longText}\n\n${longText}`,
      Specs: [{ Name: '适用范围（含特殊工况说明）', Value: longText }],
    });
  return detail(id);
});

const meta = {
  title: 'Browse/ProductDetail',
  component: ProductDetailView,
  parameters: { layout: 'fullscreen', msw: { handlers: { product: [byId] } } },
} satisfies Meta<typeof ProductDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = { args: { productId: 1 } };
export const Consultation: Story = { args: { productId: 2 } };
/** 阶梯价: 1–99 ¥25.80, 100–499 ¥24.50, ≥ 500 ¥23.00. */
export const TierPrices: Story = { args: { productId: 7 } };
/** A signed-in company's 协议价 with the list price struck through, and the tier table. */
export const ContractPrice: Story = { args: { productId: 8 } };
export const NarrowContractPrice: Story = { args: { productId: 8 }, globals: narrow };
export const SoldOut: Story = { args: { productId: 3 } };
export const Loading: Story = {
  args: { productId: 4 },
  parameters: { msw: { handlers: { product: [get('/api/Products/:id', {}, { delay: 'infinite' })] } } },
};
export const NotFound: Story = {
  args: { productId: 404 },
  parameters: {
    msw: {
      handlers: {
        product: [
          http.get('/api/Products/:id', async () => {
            await delay(200);
            return HttpResponse.json({ Error: '商品不存在' }, { status: 404 });
          }),
        ],
      },
    },
  },
};
export const LoadError: Story = {
  args: { productId: 500 },
  parameters: { msw: { handlers: { product: serverError('/api/Products/:id') } } },
};
export const LongChineseText: Story = { args: { productId: 5 } };
export const Narrow: Story = { args: { productId: 6 }, globals: narrow };
export const NarrowConsultation: Story = { args: { productId: 2 }, globals: narrow };
/** A logged-in buyer who asked earlier and has no quote yet: 已咨询（待报价） with the inquiry's number and date. */
export const ConsultationAsked: Story = {
  args: { productId: 2 },
  loaders: [loggedIn],
  parameters: {
    msw: {
      handlers: {
        quotes: [get('/api/Quotes', page([], 1, 1, 0))],
        consultations: [
          get('/api/Consultations', {
            Items: [
              {
                Id: 1024,
                ConsultationNo: 'ZX202611221024',
                ProductId: 2,
                Quantity: 3,
                CreatedAt: '2026-11-22T03:04:05Z',
                AskedOn: '2026-11-22',
                QuoteId: null,
              },
            ],
          }),
        ],
      },
    },
  },
  // The state comes after the product (its query waits for it): wait for it, so axe and the shot see it.
  play: async ({ canvasElement }) => {
    await shadowCanvas(canvasElement).findByText(/咨询单号 ZX202611221024/, undefined, { timeout: 5000 });
  },
};

export const GalleryOnly: StoryObj<typeof Gallery> = {
  render: () => <Gallery images={detail(1).Images} name="佳印 黑白激光打印机" />,
};

/** 加入购物车 answered 503 behind a proxy: the control says it did not work and stays usable. */
export const AddFailedInline: Story = {
  args: { productId: 1 },
  loaders: [loggedIn],
  parameters: {
    msw: {
      handlers: {
        cart: [http.post('/api/ShoppingCarts/items', () => new HttpResponse('Service Unavailable', { status: 503 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const buttons = await shadowCanvas(canvasElement).findAllByRole('button', { name: /加入购物车/ });
    await userEvent.click(buttons[0]!);
  },
};
export const NarrowAddFailedInline: Story = { ...AddFailedInline, globals: narrow };
