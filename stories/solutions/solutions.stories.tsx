/** Solutions: loaded, filtered, detail open, loading, empty, errors, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { get } from '../../.storybook/mocks';
import { Solutions } from '../../src/features/solutions/Solutions';
import { browseHandlers, failing, forever, freshCache, LONG, solutionDetail, solutions } from '../home/fixtures';
import { narrow } from '../ui/helpers';

function SolutionsDemo({ category = null, open = null }: { category?: number | null; open?: number | null }) {
  const [categoryId, setCategoryId] = useState<number | null>(category);
  const [openId, setOpenId] = useState<number | null>(open);
  return (
    <Solutions categoryId={categoryId} onCategoryChange={setCategoryId} openId={openId} onOpenChange={setOpenId} />
  );
}

const meta = {
  title: 'Browse/Solutions',
  component: SolutionsDemo,
  loaders: [freshCache],
  parameters: { msw: { handlers: browseHandlers } },
} satisfies Meta<typeof SolutionsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FilteredByCategory: Story = { args: { category: 2 } };
export const EmptyCategory: Story = { args: { category: 5 } };
export const DetailOpen: Story = { args: { open: 1 } };
export const DetailWithoutProducts: Story = {
  args: { open: 1 },
  parameters: { msw: { handlers: { solution: [get('/api/Solutions/:id', solutionDetail(1, { Products: [] }))] } } },
};
export const DetailLoading: Story = {
  args: { open: 1 },
  parameters: { msw: { handlers: { solution: forever('/api/Solutions/:id') } } },
};
export const DetailError: Story = {
  args: { open: 1 },
  parameters: { msw: { handlers: { solution: failing('/api/Solutions/:id') } } },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: { featured: forever('/api/FeaturedSolutions'), categories: forever('/api/Categories') } },
  },
};
export const Empty: Story = { parameters: { msw: { handlers: { featured: [get('/api/FeaturedSolutions', [])] } } } };
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { featured: failing('/api/FeaturedSolutions'), categories: failing('/api/Categories') } },
  },
};
export const LongChineseText: Story = {
  args: { open: 1 },
  parameters: {
    msw: {
      handlers: {
        featured: [
          get('/api/FeaturedSolutions', [
            { ...solutions[0]!, Title: LONG, Summary: LONG + LONG, Industry: '制造业与能源化工' },
            ...solutions.slice(1),
          ]),
        ],
        solution: [
          get(
            '/api/Solutions/:id',
            solutionDetail(1, { Title: LONG, Summary: LONG, Body: `${LONG}\n\n${LONG}${LONG}` }),
          ),
        ],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };
export const NarrowDetail: Story = { args: { open: 1 }, globals: narrow };
