/** `<b2b-purchase-lists>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-purchase-lists';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-purchase-lists',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args } };
