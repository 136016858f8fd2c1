import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { Button, FormField, fieldRules, Input, patterns, RadioGroup, Select, Textarea } from '../../src/ui';
import { longText, narrow, shadowCanvas } from './helpers';

interface Values {
  name: string;
  email: string;
  password: string;
  quantity: string;
  region: string;
  invoice: string;
  remark: string;
}

function DemoForm({ layout = 'vertical' as 'vertical' | 'horizontal' }) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { invoice: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async () => new Promise((r) => setTimeout(r, 800)))}
      style={{ maxWidth: 520 }}
    >
      <FormField label="联系人" required error={errors.name?.message} layout={layout}>
        <Input
          placeholder="请输入联系人"
          {...register('name', fieldRules({ label: '联系人', required: true, minLength: 2, maxLength: 20 }))}
        />
      </FormField>
      <FormField label="邮箱" required hint="用于接收订单通知" error={errors.email?.message} layout={layout}>
        <Input
          type="email"
          autoComplete="email"
          {...register('email', fieldRules({ label: '邮箱', required: true, pattern: patterns.email }))}
        />
      </FormField>
      <FormField label="密码" required error={errors.password?.message} layout={layout}>
        <Input
          type="password"
          autoComplete="new-password"
          {...register('password', fieldRules({ label: '密码', required: true, minLength: 6, maxLength: 20 }))}
        />
      </FormField>
      <FormField label="采购数量" required error={errors.quantity?.message} layout={layout}>
        <Input
          inputMode="numeric"
          suffix="件"
          {...register('quantity', fieldRules({ label: '采购数量', required: true, min: 1, max: 9999 }))}
        />
      </FormField>
      <FormField label="收货地区" required error={errors.region?.message} layout={layout}>
        <Select
          placeholder
          defaultValue=""
          options={[
            { value: '1', label: '华东' },
            { value: '2', label: '华北' },
          ]}
          {...register('region', fieldRules({ label: '收货地区', required: true, select: true }))}
        />
      </FormField>
      <FormField label="发票类型" required group error={errors.invoice?.message} layout={layout}>
        {(props) => {
          register('invoice', fieldRules({ label: '发票类型', required: true, select: true }));
          return (
            <RadioGroup
              {...props}
              value={watch('invoice')}
              onChange={(v) => setValue('invoice', v, { shouldValidate: true })}
              options={[
                { value: 'normal', label: '普通发票' },
                { value: 'vat', label: '增值税专用发票' },
              ]}
            />
          );
        }}
      </FormField>
      <FormField label="备注" error={errors.remark?.message} layout={layout}>
        <Textarea maxLength={200} {...register('remark', fieldRules({ label: '备注', maxLength: 200 }))} />
      </FormField>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        提交
      </Button>
    </form>
  );
}

const meta = {
  title: 'UI/Form',
  component: FormField,
  args: { label: '联系人', children: <Input /> },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Field: Story = {
  args: { label: '联系人', required: true, hint: '请填写真实姓名', children: <Input placeholder="请输入联系人" /> },
};
export const FieldWithError: Story = {
  args: { label: '邮箱', required: true, error: '邮箱格式不正确', children: <Input defaultValue="abc@" /> },
};
export const FieldLongLabel: Story = { args: { label: longText.slice(0, 24), hint: longText, children: <Input /> } };

/** Submitting the empty form shows the default Chinese messages. */
export const FullForm: Story = {
  render: () => <DemoForm />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入联系人')).toBeInTheDocument();
    await expect(canvas.getByText('请选择收货地区')).toBeInTheDocument();
  },
};
export const HorizontalForm: Story = { render: () => <DemoForm layout="horizontal" /> };
export const NarrowForm: Story = { globals: narrow, render: () => <DemoForm layout="horizontal" /> };
