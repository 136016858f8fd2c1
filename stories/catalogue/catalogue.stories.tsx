/**
 * The network zone's catalogues (online with prices, consultation with 咨询) in every state: loaded, loading,
 * empty, empty after filtering, error, long Chinese text, 375 px. Each story uses its own page size, so the
 * shared query cache never answers one story with another's data.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CatalogueView } from '../../src/features/catalogue/CatalogueView';
import CatalogWidget from '../../src/features/catalogue/CatalogWidget';
import type { ListState } from '../../src/features/shared/products/stores';
import { narrow } from '../ui/helpers';
import { filterHandlers, loadingForever, longProduct, products, productsHandler, serverError } from './fixtures';

function Catalogue({
  catalogue = 'online',
  pageSize,
  start,
}: {
  catalogue?: 'online' | 'consultation';
  pageSize: number;
  start?: ListState;
}) {
  const [state, setState] = useState<ListState>(start ?? { sort: 'default', page: 1 });
  return <CatalogueView catalogue={catalogue} state={state} onStateChange={setState} pageSize={pageSize} />;
}

const meta = {
  title: 'Browse/Catalogue',
  component: Catalogue,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        ...filterHandlers,
        products: [productsHandler((c) => products(8, { Catalogue: c as 'online' }), 64)],
      },
    },
  },
} satisfies Meta<typeof Catalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = { args: { catalogue: 'online', pageSize: 8 } };
export const Consultation: Story = { args: { catalogue: 'consultation', pageSize: 9 } };
export const Loading: Story = {
  args: { pageSize: 10 },
  parameters: { msw: { handlers: { products: loadingForever('/api/Products') } } },
};
export const Empty: Story = {
  args: { pageSize: 11 },
  parameters: { msw: { handlers: { products: [productsHandler(() => [])] } } },
};
export const EmptyAfterFiltering: Story = {
  args: { pageSize: 12, start: { sort: 'default', page: 1, brandId: 2, categoryId: 3 } },
  parameters: { msw: { handlers: { products: [productsHandler(() => [])] } } },
};
export const LoadError: Story = {
  args: { pageSize: 13 },
  parameters: { msw: { handlers: { products: serverError('/api/Products') } } },
};
export const LongChineseText: Story = {
  args: { pageSize: 14 },
  parameters: {
    msw: {
      handlers: {
        products: [
          productsHandler(() => [longProduct(), longProduct({ Id: 98, Catalogue: 'online' }), ...products(2)]),
        ],
      },
    },
  },
};
export const Narrow: Story = { args: { pageSize: 15 }, globals: narrow };
export const NarrowConsultation: Story = { args: { catalogue: 'consultation', pageSize: 16 }, globals: narrow };

/** As `<b2b-catalog>` renders it on a partner page: no page heading, filters in the widget's state. */
export const StandaloneWidget: Story = {
  args: { pageSize: 17 },
  render: () => <CatalogWidget catalogue="online" pageSize={17} brandId={3} />,
};
