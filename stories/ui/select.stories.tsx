import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox, RadioGroup, Select } from '../../src/ui';
import { longText, narrow, storyRoot } from './helpers';

const regions = [
  { value: 1, label: '华东' },
  { value: 2, label: '华北' },
  { value: 3, label: '华南' },
  { value: 4, label: '西南', disabled: true },
];

const meta = {
  title: 'UI/Select and choices',
  component: Select,
  args: { 'aria-label': '地区', options: regions, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: true, defaultValue: '' } };
export const Small: Story = { args: { size: 'sm', block: false } };
export const Invalid: Story = { args: { placeholder: '请选择地区', invalid: true, defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongOptions: Story = { args: { options: [{ value: 1, label: longText }, ...regions] } };
export const Narrow: Story = { globals: narrow, args: { options: [{ value: 1, label: longText }, ...regions] } };

export const Checkboxes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox>我已阅读并同意《网络协议》</Checkbox>
      <Checkbox defaultChecked>记住我</Checkbox>
      <Checkbox indeterminate aria-label="全选">
        全选
      </Checkbox>
      <Checkbox disabled>不可选</Checkbox>
      <Checkbox disabled defaultChecked>
        已选且不可改
      </Checkbox>
      <Checkbox>{longText}</Checkbox>
    </div>
  ),
};

export const Radios: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup
        label="发票类型"
        defaultValue="normal"
        options={[
          { value: 'normal', label: '普通发票' },
          { value: 'vat', label: '增值税专用发票' },
          { value: 'none', label: '不开发票', disabled: true },
        ]}
      />
      <RadioGroup
        label="支付方式"
        direction="vertical"
        defaultValue="transfer"
        options={[
          { value: 'transfer', label: '对公转账' },
          { value: 'online', label: '在线支付' },
        ]}
      />
      <RadioGroup
        label="全部禁用"
        disabled
        defaultValue="a"
        options={[
          { value: 'a', label: '选项一' },
          { value: 'b', label: '选项二' },
        ]}
      />
    </div>
  ),
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector('select')?.focus();
  },
};
