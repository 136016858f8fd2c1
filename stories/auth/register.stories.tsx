/**
 * Registration form: empty, every rule's message, a wrong 统一社会信用代码, the 营业执照 uploaded (preview and
 * 更换图片), e-mail taken, countdown, submitting, server error, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { get, post } from '../../.storybook/mocks';
import { RegisterForm } from '../../src/features/auth/RegisterForm';
import { narrow, shadowCanvas, storyRoot } from '../ui/helpers';
import { captchaHandlers, fieldError, loggedOut, pending } from './helpers';

const base = {
  captcha: captchaHandlers,
  xsrf: [get('/api/Users/get-xsrf-token', {}, { status: 204 })],
  license: [post('/api/Users/license-images', { Id: 'a'.repeat(32), Width: 640, Height: 450 })],
  exists: [
    get('/api/Users/email/existance', (req) => ({
      Exists: new URL(req.url).searchParams.get('email') === 'admin@demo.cn',
    })),
  ],
};

const meta = {
  title: 'Auth/Register',
  component: RegisterForm,
  beforeEach: loggedOut,
  parameters: { layout: 'fullscreen', msw: { handlers: base } },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small PNG standing in for the licence photo. */
const licenseFile = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC'),
        (c) => c.charCodeAt(0),
      ),
    ],
    'licence.png',
    { type: 'image/png' },
  );

async function uploadLicense(canvasElement: HTMLElement) {
  const input = storyRoot(canvasElement).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no licence file input');
  await userEvent.upload(input, licenseFile());
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(canvas.getByLabelText(/统一社会信用代码/), '91350100M000100Y43');
  await uploadLicense(canvasElement);
  await canvas.findByRole('img', { name: '营业执照预览' });
  await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'new@example.cn');
  await userEvent.type(canvas.getByLabelText(/邮箱验证码/), '123456');
  await userEvent.type(canvas.getByLabelText(/图形验证码/), 'AbCd');
  await userEvent.type(canvas.getByLabelText(/企业名称/), '上海示例科技有限公司');
  await userEvent.type(canvas.getByLabelText(/联系人姓名/), '张三');
  await userEvent.type(canvas.getByLabelText(/手机号码/), '13800138000');
  await userEvent.type(canvas.getByLabelText(/^\*?密码$/), 'Passw0rd2026');
  await userEvent.type(canvas.getByLabelText(/确认密码/), 'Passw0rd2026');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: '同意协议并注册' }));
  return canvas;
}

export const Empty: Story = {};

/** Every required rule's default Chinese message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '同意协议并注册' }));
    for (const text of [
      '请输入邮箱',
      '请输入邮箱验证码',
      '请输入图形验证码',
      '请输入企业名称',
      '请输入联系人姓名',
      '请输入手机号码',
      '请输入密码',
      '请输入确认密码',
      '请阅读并同意用户协议',
    ]) {
      await expect(await canvas.findByText(text)).toBeInTheDocument();
    }
  },
};

/** Format, length and strength rules (mirroring the server). */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'abc@');
    await userEvent.type(canvas.getByLabelText(/邮箱验证码/), '12');
    await userEvent.type(canvas.getByLabelText(/企业名称/), '甲');
    await userEvent.type(canvas.getByLabelText(/手机号码/), '12345');
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), 'abcdefgh');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'abcdefgx');
    await userEvent.click(canvas.getByRole('button', { name: '同意协议并注册' }));
    for (const text of [
      '邮箱格式不正确',
      '请输入 6 位数字验证码',
      '企业名称长度须在2到128个字符之间',
      '手机号码格式不正确',
      '密码需同时包含字母和数字',
      '两次输入的密码不一致',
    ]) {
      await expect(await canvas.findByText(text)).toBeInTheDocument();
    }
  },
};

/** A wrong check character: the message while typing, before anything is sent. */
export const WrongCreditCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/统一社会信用代码/), '91350100M000100Y44');
    await userEvent.tab();
    await expect(await canvas.findByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
  },
};

/** The licence uploaded: its preview and 更换图片. */
export const LicenseUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await uploadLicense(canvasElement);
    await expect(await canvas.findByRole('img', { name: '营业执照预览' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '更换图片' })).toBeInTheDocument();
  },
};

/** The upload refused by the server (too small): the message under the field. */
export const LicenseRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        license: [fieldError('post', '/api/Users/license-images', '图片太小（至少 16×16 像素）', 'LicenseImageId')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await uploadLicense(canvasElement);
    await expect(await shadowCanvas(canvasElement).findByText('图片太小（至少 16×16 像素）')).toBeInTheDocument();
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'admin@demo.cn');
    await expect(await canvas.findByText('去登录', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** The resend countdown after sending the code. */
export const CountdownRunning: Story = { args: { initialCountdown: 60 } };

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        register: [pending('post', '/api/Users')],
        check: [pending('post', '/api/Users/verification/email/check')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByRole('button', { name: '同意协议并注册' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 400 about one field: the message sits under that field. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        register: [fieldError('post', '/api/Users', '验证码错误，还可尝试 4 次', 'Code')],
        check: [pending('post', '/api/Users/verification/email/check')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByText('验证码错误，还可尝试 4 次')).toBeInTheDocument();
  },
};

export const Narrow: Story = { globals: narrow };
export const NarrowCountdown: Story = { globals: narrow, args: { initialCountdown: 42 } };
