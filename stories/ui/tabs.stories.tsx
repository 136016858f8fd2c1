import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from '../../src/ui';
import { longText, narrow, storyRoot } from './helpers';

const items = [
  { key: 'online', label: '在线购买', content: <p>在线购买的商品列表</p> },
  { key: 'consultation', label: '询价商品', content: <p>仅支持询价的商品列表</p> },
  { key: 'brands', label: '品牌专区', content: <p>品牌专区</p> },
  { key: 'closed', label: '已下架', disabled: true, content: <p>不可见</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: '商品分类', onChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Card: Story = { args: { variant: 'card' } };
export const SecondSelected: Story = { args: { defaultActiveKey: 'consultation' } };
export const TabBarOnly: Story = { args: { items: items.map(({ content: _c, ...rest }) => rest) } };
export const LongLabels: Story = {
  args: { items: [{ key: 'a', label: longText.slice(0, 20), content: <p>{longText}</p> }, ...items] },
};
export const Narrow: Story = {
  globals: narrow,
  args: {
    items: [
      ...items,
      { key: 'x', label: '解决方案', content: <p>解决方案</p> },
      { key: 'y', label: '企业服务', content: <p>企业服务</p> },
    ],
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  },
};
