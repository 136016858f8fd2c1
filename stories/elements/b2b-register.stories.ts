/** `<b2b-register>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-register';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-register',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{} } };
