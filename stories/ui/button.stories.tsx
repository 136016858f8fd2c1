import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, CartIcon, CloseIcon, IconButton, SearchIcon } from '../../src/ui';
import { longText, narrow, storyRoot } from './helpers';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '加入购物车', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['lg', 'sm'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Default: Story = { args: { children: '取消' } };
export const Text: Story = { args: { variant: 'text', children: '查看详情' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Small: Story = { args: { variant: 'primary', size: 'sm', children: '提交' } };
export const WithIcon: Story = { args: { variant: 'primary', icon: <CartIcon size={16} /> } };
export const Loading: Story = { args: { variant: 'primary', loading: true, children: '提交中' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
export const Block: Story = { args: { variant: 'primary', block: true, children: '立即下单' } };
export const AsLink: Story = { args: { href: '#/cart', variant: 'primary', children: '去结算' } };
export const DisabledLink: Story = { args: { href: '#/cart', disabled: true, children: '去结算' } };

export const Focused: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector('button')?.focus();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button variant="primary">主要按钮</Button>
      <Button>默认按钮</Button>
      <Button variant="text">文字按钮</Button>
      <Button variant="danger">危险按钮</Button>
      <Button variant="primary" size="sm">
        小按钮
      </Button>
      <Button size="sm">小按钮</Button>
      <Button variant="primary" loading>
        加载中
      </Button>
      <Button disabled>禁用</Button>
    </div>
  ),
};

export const LongText: Story = { args: { children: longText.slice(0, 30) } };

export const Narrow: Story = {
  globals: narrow,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button variant="primary" block>
        立即下单
      </Button>
      <Button block>加入购物车</Button>
    </div>
  ),
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="搜索">
        <SearchIcon />
      </IconButton>
      <IconButton label="购物车" variant="default">
        <CartIcon />
      </IconButton>
      <IconButton label="关闭" size="sm">
        <CloseIcon />
      </IconButton>
      <IconButton label="关闭（禁用）" disabled>
        <CloseIcon />
      </IconButton>
    </div>
  ),
};
