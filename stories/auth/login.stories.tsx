/** Login form (/login, `<b2b-login>`): empty, invalid, submitting, server error, captcha, 403, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiError } from '../../.storybook/mocks';
import { LoginForm } from '../../src/features/auth/LoginForm';
import { narrow, shadowCanvas } from '../ui/helpers';
import { captchaHandlers, loggedOut, pending } from './helpers';

const meta = {
  title: 'Auth/Login',
  component: LoginForm,
  beforeEach: loggedOut,
  parameters: { layout: 'fullscreen', msw: { handlers: { captcha: captchaHandlers } } },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), email);
  await userEvent.type(canvas.getByLabelText(/^\*?密码$/), password);
  await userEvent.click(canvas.getByRole('button', { name: '登录' }));
  return canvas;
}

export const Empty: Story = {};

/** Submitting the empty form: 请输入邮箱, 请输入密码. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入邮箱')).toBeInTheDocument();
    await expect(canvas.getByText('请输入密码')).toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'abc@', 'x');
    await expect(await canvas.findByText('邮箱格式不正确')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { login: [pending('post', '/api/Users/login')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'buyer@demo.cn', 'Demo@123456');
    await expect(await canvas.findByRole('button', { name: '登录中…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 400 from the server: its Error under the password (the toast shows it too). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { login: [apiError('post', '/api/Users/login', 400, '邮箱或密码错误')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'buyer@demo.cn', 'wrong-pass1');
    await expect(await canvas.findByText('邮箱或密码错误')).toBeInTheDocument();
  },
};

/** 403: a disabled account is explained in the form (no toast for 403). */
export const AccountDisabled: Story = {
  parameters: {
    msw: { handlers: { login: [apiError('post', '/api/Users/login', 403, '账号已停用，请联系企业管理员')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'buyer@demo.cn', 'Demo@123456');
    await expect(await canvas.findByText('账号已停用，请联系企业管理员')).toBeInTheDocument();
  },
};

/** After 3 failures the server asks for the captcha. */
export const CaptchaShown: Story = { args: { initialCaptcha: true } };

export const CaptchaRequiredByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        login: [apiError('post', '/api/Users/login', 400, '邮箱或密码错误')],
      },
    },
  },
  args: { initialCaptcha: true },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入图形验证码')).toBeInTheDocument();
  },
};

export const Narrow: Story = { globals: narrow };
export const NarrowWithCaptcha: Story = { globals: narrow, args: { initialCaptcha: true } };
