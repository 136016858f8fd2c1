/** `<b2b-product>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { get } from '../../.storybook/mocks';
import { meta as element } from '../../elements/b2b-product';
import { detail } from '../catalogue/fixtures';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-product',
  tags: ['autodocs'],
  parameters: {
    ...elementMeta(element).parameters,
    msw: { handlers: { product: [get('/api/Products/:id', detail(1))] } },
  },
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{ 'product-id': 1 } } };
