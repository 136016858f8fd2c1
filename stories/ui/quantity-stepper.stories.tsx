import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper, type QuantityStepperProps } from '../../src/ui';
import { narrow, storyRoot } from './helpers';

function Controlled(props: Omit<QuantityStepperProps, 'value' | 'onChange'> & { initial?: number }) {
  const { initial = 1, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <QuantityStepper {...rest} value={value} onChange={setValue} />
      <span>当前：{value}</span>
    </div>
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: () => {} },
  render: (args) => (
    <Controlled
      min={args.min}
      max={args.max}
      step={args.step}
      size={args.size}
      disabled={args.disabled}
      initial={args.value}
    />
  ),
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg' } };
/** Pack size 5, minimum order 10: typing 12 becomes 15. */
export const PackSize: Story = { args: { min: 10, step: 5, value: 10 } };
export const WithMax: Story = { args: { max: 5, value: 5 } };
export const Disabled: Story = { args: { disabled: true, value: 3 } };
export const Narrow: Story = { globals: narrow, args: { min: 10, step: 5, max: 200, value: 20 } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    storyRoot(canvasElement).querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  },
};
