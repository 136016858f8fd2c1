import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, FormField, fieldRules, Input, messages, patterns, rules, Select } from '../../../src/ui';

afterEach(cleanup);

interface Values {
  contact: string;
  password: string;
  quantity: string;
  region: string;
  email: string;
}

function OrderForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>();
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <FormField label="联系人" required error={errors.contact?.message}>
        <Input {...register('contact', fieldRules({ label: '联系人', required: true }))} />
      </FormField>
      <FormField label="密码" error={errors.password?.message}>
        <Input {...register('password', fieldRules({ label: '密码', minLength: 6, maxLength: 20 }))} />
      </FormField>
      <FormField label="数量" error={errors.quantity?.message}>
        <Input {...register('quantity', fieldRules({ label: '数量', min: 1, max: 999 }))} />
      </FormField>
      <FormField label="地区" required error={errors.region?.message}>
        <Select
          placeholder
          defaultValue=""
          options={[{ value: '1', label: '华东' }]}
          {...register('region', rules.requiredSelect('地区'))}
        />
      </FormField>
      <FormField label="邮箱" error={errors.email?.message}>
        <Input {...register('email', fieldRules({ label: '邮箱', pattern: patterns.email }))} />
      </FormField>
      <Button type="submit">提交</Button>
    </form>
  );
}

describe('form rules: default Chinese messages', () => {
  it('given an empty form, when submitted, then required fields say 请输入… / 请选择…', async () => {
    render(<OrderForm />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入联系人')).toBeTruthy();
    expect(screen.getByText('请选择地区')).toBeTruthy();
    // optional fields stay quiet when empty
    expect(screen.queryByText(/密码长度/)).toBeNull();
  });

  it('whitespace only counts as empty', async () => {
    render(<OrderForm />);
    await userEvent.type(screen.getByLabelText(/联系人/), '   ');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入联系人')).toBeTruthy();
  });

  it('length and range use the two-bound wording', async () => {
    render(<OrderForm />);
    await userEvent.type(screen.getByLabelText('密码'), '123');
    await userEvent.type(screen.getByLabelText('数量'), '1000');
    await userEvent.type(screen.getByLabelText('邮箱'), 'abc@');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码长度须在6到20个字符之间')).toBeTruthy();
    expect(screen.getByText('数量须在1到999之间')).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
  });

  it('valid values clear the messages', async () => {
    render(<OrderForm />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请输入联系人');
    await userEvent.type(screen.getByLabelText(/联系人/), '张三');
    await userEvent.selectOptions(screen.getByLabelText(/地区/), '1');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect.poll(() => screen.queryByText('请输入联系人')).toBeNull();
    expect(screen.queryByText('请选择地区')).toBeNull();
  });

  it('message builders', () => {
    expect(messages.required('邮箱')).toBe('请输入邮箱');
    expect(messages.requiredSelect('地区')).toBe('请选择地区');
    expect(messages.length('用户名', 2, 20)).toBe('用户名长度须在2到20个字符之间');
    expect(messages.range('数量', 1, 99)).toBe('数量须在1到99之间');
    expect(messages.pattern('手机号')).toBe('手机号格式不正确');
  });

  it('length counts characters, not UTF-16 units', () => {
    const check = fieldRules({ label: '名称', minLength: 2, maxLength: 3 }).validate as Record<
      string,
      (v: unknown) => unknown
    >;
    expect(check.length!('𠮷𠮷')).toBe(true);
    expect(check.length!('一二三四')).toBe('名称长度须在2到3个字符之间');
  });
});

describe('FormField', () => {
  it('links label, hint and error to the control', () => {
    render(
      <FormField label="邮箱" required hint="用于接收通知" error="邮箱格式不正确">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText(/邮箱/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['用于接收通知', '邮箱格式不正确']);
  });

  it('without an error the control is not invalid', () => {
    render(
      <FormField label="姓名">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('姓名').hasAttribute('aria-invalid')).toBe(false);
  });
});
