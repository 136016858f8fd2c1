/** `<b2b-cart>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-cart';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-cart',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{} } };

/** The partner's own heading. */
export const OwnHeading: ElementStory = { args: { ...meta.args, heading: '我的采购车' } };

/** No heading (`heading=""` does the same). */
export const HiddenHeading: ElementStory = { args: { ...meta.args, 'hide-heading': true } };
