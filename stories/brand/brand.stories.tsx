/** The brand zone: loaded, loading, no brands, errors, empty products, long text, 375 px. */

import { useStore } from '@nanostores/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { get, page } from '../../.storybook/mocks';
import { $brands } from '../../src/core/query';
import { BrandZone } from '../../src/features/brand/BrandZone';
import { selectBrand } from '../../src/features/brand/select';
import { brandDetail, browseHandlers, failing, forever, freshCache, LONG } from '../home/fixtures';
import { narrow } from '../ui/helpers';

function BrandDemo({ brandId }: { brandId?: number }) {
  const { data, error } = useStore($brands);
  const [picked, setPicked] = useState<number | undefined>(brandId);
  return (
    <BrandZone
      brand={selectBrand(data, picked)}
      brands={data}
      brandsError={error}
      onRetryBrands={() => $brands.invalidate()}
      onPick={setPicked}
    />
  );
}

const meta = {
  title: 'Browse/Brand',
  component: BrandDemo,
  loaders: [freshCache],
  parameters: { msw: { handlers: browseHandlers } },
} satisfies Meta<typeof BrandDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No id: the first brand is selected automatically. */
export const FirstBrandSelected: Story = {};
export const SecondBrand: Story = { args: { brandId: 2 } };
export const Loading: Story = { parameters: { msw: { handlers: { brands: forever('/api/Brands') } } } };
export const ProductsLoading: Story = { parameters: { msw: { handlers: { products: forever('/api/Products') } } } };
export const NoBrands: Story = { parameters: { msw: { handlers: { brands: [get('/api/Brands', [])] } } } };
export const NoProducts: Story = {
  parameters: { msw: { handlers: { products: [get('/api/Products', page([], 1, 12, 0))] } } },
};
export const BrandsError: Story = { parameters: { msw: { handlers: { brands: failing('/api/Brands') } } } };
export const ProductsAndStoryError: Story = {
  parameters: { msw: { handlers: { products: failing('/api/Products'), brandDetail: failing('/api/Brands/:id') } } },
};
export const LongChineseText: Story = {
  parameters: {
    msw: {
      handlers: {
        brands: [get('/api/Brands', [{ Id: 1, Name: LONG, LogoUrl: '', Description: LONG, ProductCount: 3 }])],
        brandDetail: [
          get('/api/Brands/:id', brandDetail(1, { Name: LONG, Description: LONG, Story: `${LONG}\n\n${LONG}${LONG}` })),
        ],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };
