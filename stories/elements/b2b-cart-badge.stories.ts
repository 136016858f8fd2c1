/** `<b2b-cart-badge>` as partners embed it: attributes as controls, b2b-* events in Actions, embed code as source. */
import type { Meta } from '@storybook/react-vite';
import { meta as element } from '../../elements/b2b-cart-badge';
import { $embedProblem } from '../../src/core/embed-problem';
import { type ElementStory, elementMeta } from './element-story';

const meta = {
  ...elementMeta(element),
  title: 'Elements/b2b-cart-badge',
  tags: ['autodocs'],
} satisfies Meta;
export default meta;

export const Default: ElementStory = { args: { ...meta.args, ...{} } };

/**
 * The page's origin is not in the store's CORS_ORIGINS: the partner's visitors see one quiet line in the badge's own
 * size; the reason is in the console and in b2b-error.
 */
export const Refused: ElementStory = {
  args: { ...meta.args },
  beforeEach: () => {
    $embedProblem.set({
      reason: 'origin-not-allowed',
      message:
        '商城服务 https://shop.example.cn 未允许本页 https://partner.example 调用接口。请商城管理员将 https://partner.example 加入服务器的 CORS_ORIGINS。',
    });
    return () => $embedProblem.set(null);
  },
};
