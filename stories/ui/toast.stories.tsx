import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, type ToastMessage, ToastOutlet } from '../../src/ui';
import { longText, narrow } from './helpers';

const all: ToastMessage[] = [
  { id: 1, type: 'success', text: '已加入购物车' },
  { id: 2, type: 'info', text: '订单已提交，等待审核' },
  { id: 3, type: 'warning', text: '库存不足，已为您调整数量' },
  { id: 4, type: 'error', text: '登录已过期，请重新登录' },
];

const meta = {
  title: 'UI/ToastOutlet',
  component: ToastOutlet,
  args: { messages: all, position: 'static' },
} satisfies Meta<typeof ToastOutlet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {};
export const Dismissible: Story = {
  render: (args) => {
    const [messages, setMessages] = useState(all);
    return (
      <ToastOutlet {...args} messages={messages} onDismiss={(id) => setMessages((m) => m.filter((x) => x.id !== id))} />
    );
  },
};
export const Empty: Story = { args: { messages: [] } };
export const LongText: Story = { args: { messages: [{ id: 1, type: 'error', text: longText }] } };
export const Narrow: Story = { globals: narrow, args: { messages: [{ id: 1, type: 'success', text: longText }] } };

export const Live: Story = {
  args: { position: 'fixed' },
  render: (args) => {
    const [messages, setMessages] = useState<ToastMessage[]>([]);
    const push = (type: ToastMessage['type'], text: string) => {
      const id = Date.now();
      setMessages((m) => [...m, { id, type, text }]);
      setTimeout(() => setMessages((m) => m.filter((x) => x.id !== id)), 3000);
    };
    return (
      <>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button onClick={() => push('success', '保存成功')}>成功提示</Button>
          <Button onClick={() => push('error', '服务访问错误')}>错误提示</Button>
        </div>
        <ToastOutlet
          {...args}
          messages={messages}
          onDismiss={(id) => setMessages((m) => m.filter((x) => x.id !== id))}
        />
      </>
    );
  },
};
