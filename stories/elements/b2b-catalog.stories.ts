/** `<b2b-catalog>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-catalog';
import { filterHandlers, products, productsHandler } from '../catalogue/fixtures';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-catalog',
  tags: ['autodocs'],
  parameters: {
    ...elementMeta(element).parameters,
    msw: {
      handlers: {
        ...filterHandlers,
        products: [productsHandler((c) => products(4, { Catalogue: c as 'online' }), 4)],
      },
    },
  },
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{ 'page-size': 4 } } };

/** `pagination="pages"`: the pager comes with the list (in a fixed-height box the cards scroll above it). */
export const PagesPagination: ElementStory = { args: { ...meta.args, ...{ 'page-size': 4, pagination: 'pages' } } };
