/** `<b2b-login>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-login';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-login',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{} } };

/** The partner's own heading, without the store's subtitle. */
export const OwnHeading: ElementStory = { args: { ...meta.args, heading: '登录 Acme 采购', subtitle: '' } };

/** No heading at all (the partner's page has its own). */
export const HiddenHeading: ElementStory = { args: { ...meta.args, 'hide-heading': true } };
