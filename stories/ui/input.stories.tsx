import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Input, SearchIcon, Textarea } from '../../src/ui';
import { longText, narrow, storyRoot } from './helpers';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': '商品名称', placeholder: '请输入商品名称', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const WithPrefixSuffix: Story = {
  args: { prefix: <SearchIcon />, suffix: '件', placeholder: '搜索商品' },
};
export const Clearable: Story = {
  render: (args) => {
    const [value, setValue] = useState('华为交换机');
    return <Input {...args} clearable value={value} onChange={(e) => setValue(e.currentTarget.value)} />;
  },
};
export const Invalid: Story = { args: { invalid: true, defaultValue: 'abc@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '不可编辑' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '只读内容' } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector('input')?.focus();
  },
};
export const LongText: Story = { args: { defaultValue: longText, clearable: true } };
export const Narrow: Story = {
  globals: narrow,
  args: { prefix: <SearchIcon />, clearable: true, defaultValue: longText },
};

export const TextareaDefault: Story = {
  render: () => <Textarea aria-label="备注" placeholder="请输入备注" maxLength={200} />,
};
export const TextareaInvalid: Story = {
  render: () => <Textarea aria-label="备注" invalid defaultValue={longText} maxLength={200} />,
};
export const TextareaDisabled: Story = {
  render: () => <Textarea aria-label="备注" disabled defaultValue="不可编辑的备注" />,
};
