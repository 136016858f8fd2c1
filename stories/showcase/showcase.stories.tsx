/** The showcase (黄页) list and detail: loaded, filtered, loading, empty, error, not found, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { apiError, get, page } from '../../.storybook/mocks';
import { emptyFilters, type ShowcaseFilters } from '../../src/features/showcase/filters';
import ShowcaseDetailScreen from '../../src/features/showcase/ShowcaseDetailScreen';
import { ShowcaseList } from '../../src/features/showcase/ShowcaseList';
import { browseHandlers, failing, forever, freshCache, LONG, showcaseDetail, showcaseItem } from '../home/fixtures';
import { narrow } from '../ui/helpers';

function ListDemo({ start = emptyFilters, pageSize = 12 }: { start?: ShowcaseFilters; pageSize?: number }) {
  const [filters, setFilters] = useState(start);
  return <ShowcaseList filters={filters} onChange={setFilters} pageSize={pageSize} />;
}

const meta = {
  title: 'Browse/Showcase',
  component: ListDemo,
  loaders: [freshCache],
  parameters: { msw: { handlers: browseHandlers } },
} satisfies Meta<typeof ListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListFiltered: Story = { args: { start: { categoryId: 2, supplierId: 1, keyword: '焊帽', page: 2 } } };
export const ListLoading: Story = {
  parameters: { msw: { handlers: { showcase: forever('/api/YellowPages/products') } } },
};
export const ListEmpty: Story = {
  args: { start: { ...emptyFilters, keyword: '不存在' } },
  parameters: { msw: { handlers: { showcase: [get('/api/YellowPages/products', page([], 1, 12, 0))] } } },
};
export const ListError: Story = {
  parameters: { msw: { handlers: { showcase: failing('/api/YellowPages/products') } } },
};
export const ListLongChineseText: Story = {
  parameters: {
    msw: {
      handlers: {
        showcase: [
          get(
            '/api/YellowPages/products',
            page(
              [showcaseItem(1, { Name: LONG, Summary: LONG, SupplierName: LONG }), showcaseItem(2), showcaseItem(3)],
              1,
              12,
              3,
            ),
          ),
        ],
        suppliers: [
          get('/api/Suppliers', [
            { Id: 1, Name: LONG, LogoUrl: '', Province: '上海市', City: '上海市', Description: '', Displayed: true },
          ]),
        ],
      },
    },
  },
};
export const ListNarrow: Story = { args: { pageSize: 4 }, globals: narrow };

export const Detail: Story = { render: () => <ShowcaseDetailScreen params={{ globalId: 'gid-1' }} /> };
export const DetailLoading: Story = {
  render: () => <ShowcaseDetailScreen params={{ globalId: 'gid-1' }} />,
  parameters: { msw: { handlers: { showcaseDetail: forever('/api/YellowPages/products/:gid') } } },
};
export const DetailNotFound: Story = {
  render: () => <ShowcaseDetailScreen params={{ globalId: 'missing' }} />,
  parameters: {
    msw: { handlers: { showcaseDetail: [apiError('get', '/api/YellowPages/products/:gid', 404, '黄页商品不存在')] } },
  },
};
export const DetailError: Story = {
  render: () => <ShowcaseDetailScreen params={{ globalId: 'gid-1' }} />,
  parameters: { msw: { handlers: { showcaseDetail: failing('/api/YellowPages/products/:gid') } } },
};
export const DetailLongChineseText: Story = {
  render: () => <ShowcaseDetailScreen params={{ globalId: 'gid-1' }} />,
  parameters: {
    msw: {
      handlers: {
        showcaseDetail: [
          get(
            '/api/YellowPages/products/:gid',
            showcaseDetail({
              Name: LONG,
              Summary: LONG,
              SupplierName: LONG,
              Description: `${LONG}\n\n${LONG}`,
              Specs: [{ Name: LONG, Value: LONG }],
            }),
          ),
        ],
      },
    },
  },
};
export const DetailNarrow: Story = {
  render: () => <ShowcaseDetailScreen params={{ globalId: 'gid-1' }} />,
  globals: narrow,
};
