/** `<b2b-quick-order>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-quick-order';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-quick-order',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args } };

/** A fixed cart region (the region switch is hidden). */
export const FixedRegion: ElementStory = { args: { ...meta.args, region: 2 } };
