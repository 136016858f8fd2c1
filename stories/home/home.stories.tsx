/** The home page in every state: loaded, loading, empty, every section failing on its own, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { get } from '../../.storybook/mocks';
import HomeScreen from '../../src/features/home/HomeScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { banners, browseHandlers, failing, forever, freshCache, LONG, solutions, suppliers } from './fixtures';

const meta = {
  title: 'Browse/Home',
  component: HomeScreen,
  loaders: [freshCache],
  parameters: { layout: 'fullscreen', msw: { handlers: browseHandlers } },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await expect(await canvas.findByText(solutions[0]!.Title)).toBeTruthy();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        banners: forever('/api/Banners'),
        featured: forever('/api/FeaturedSolutions'),
        categoriesDisplayed: forever('/api/Categories/displayed'),
        suppliersDisplayed: forever('/api/Suppliers/displayed'),
        brands: forever('/api/Brands'),
      },
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        banners: [get('/api/Banners', [])],
        featured: [get('/api/FeaturedSolutions', [])],
        categoriesDisplayed: [get('/api/Categories/displayed', [])],
        suppliersDisplayed: [get('/api/Suppliers/displayed', [])],
        brands: [get('/api/Brands', [])],
      },
    },
  },
};

/** One failing section shows its own error with 重试; the other sections still work. */
export const SolutionsFail: Story = {
  parameters: { msw: { handlers: { featured: failing('/api/FeaturedSolutions') } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await expect(await canvas.findByText('精选解决方案加载失败')).toBeTruthy();
    await expect(await canvas.findByText(suppliers[0]!.Name)).toBeTruthy();
  },
};

export const EverySectionFails: Story = {
  parameters: {
    msw: {
      handlers: {
        banners: failing('/api/Banners'),
        featured: failing('/api/FeaturedSolutions'),
        categoriesDisplayed: failing('/api/Categories/displayed'),
        suppliersDisplayed: failing('/api/Suppliers/displayed'),
        brands: failing('/api/Brands'),
      },
    },
  },
};

export const LongChineseText: Story = {
  parameters: {
    msw: {
      handlers: {
        banners: [get('/api/Banners', [{ ...banners[0]!, Title: LONG, Subtitle: LONG }])],
        featured: [
          get('/api/FeaturedSolutions', [
            { ...solutions[0]!, Title: LONG, Summary: LONG + LONG },
            ...solutions.slice(1),
          ]),
        ],
        suppliersDisplayed: [get('/api/Suppliers/displayed', [{ ...suppliers[0]!, Name: LONG, Description: LONG }])],
        brands: [get('/api/Brands', [{ Id: 1, Name: LONG, LogoUrl: '', Description: LONG, ProductCount: 3 }])],
      },
    },
  },
};

export const Narrow: Story = { globals: narrow };
export const NarrowLoading: Story = { ...Loading, globals: narrow };
