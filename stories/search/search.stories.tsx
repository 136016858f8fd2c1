/**
 * Search: results with marked matches and the count, no keyword yet, nothing found (suggestions), loading,
 * error, long Chinese text, 375 px. Each story searches its own keyword (the query cache is shared).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { get, page } from '../../.storybook/mocks';
import type { Catalogue } from '../../src/contract/enums';
import { SearchView } from '../../src/features/search/SearchView';
import type { ListState } from '../../src/features/shared/products/stores';
import { filterHandlers, loadingForever, longProduct, products, serverError } from '../catalogue/fixtures';
import { narrow } from '../ui/helpers';

function Search({ keyword }: { keyword: string }) {
  const [catalogue, setCatalogue] = useState<Catalogue>('online');
  const [state, setState] = useState<ListState>({ sort: 'default', page: 1, ...(keyword ? { keyword } : {}) });
  return (
    <SearchView
      catalogue={catalogue}
      state={state}
      onStateChange={setState}
      onCatalogueChange={(c) => {
        setCatalogue(c);
        setState((s) => ({ sort: 'default', page: 1, ...(s.keyword ? { keyword: s.keyword } : {}) }));
      }}
    />
  );
}

const suggestions = ['办公文具', '五金工具', '办公设备', '劳保用品'];
const search = get('/api/Search', (request) => {
  const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
  if (keyword.startsWith('无')) return { ...page([]), Suggestions: suggestions };
  if (keyword.startsWith('长')) return { ...page([longProduct(), ...products(3)]), Suggestions: [] };
  return { ...page(products(6), 1, 20, 6), Suggestions: [] };
});

const meta = {
  title: 'Browse/Search',
  component: Search,
  parameters: { layout: 'fullscreen', msw: { handlers: { ...filterHandlers, search: [search] } } },
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = { args: { keyword: '打印机' } };
export const NoKeyword: Story = { args: { keyword: '' } };
export const NothingFoundWithSuggestions: Story = { args: { keyword: '无此商品' } };
export const Loading: Story = {
  args: { keyword: '加载中的词' },
  parameters: { msw: { handlers: { search: loadingForever('/api/Search') } } },
};
export const LoadError: Story = {
  args: { keyword: '出错的词' },
  parameters: { msw: { handlers: { search: serverError('/api/Search') } } },
};
export const LongChineseText: Story = { args: { keyword: '长 服务器' } };
export const Narrow: Story = { args: { keyword: '交换机' }, globals: narrow };
export const NarrowNothingFound: Story = { args: { keyword: '无结果窄屏' }, globals: narrow };
