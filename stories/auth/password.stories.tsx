/** Find password (/resetpassword) and reset (/resetpwd): empty, invalid, submitting, sent with countdown, checking the link, done, used/expired link, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiError } from '../../.storybook/mocks';
import { FindPassword } from '../../src/features/auth/FindPasswordScreen';
import { ResetPassword } from '../../src/features/auth/ResetPasswordScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { fieldError, loggedOut, noContent, pending } from './helpers';

const meta = {
  title: 'Auth/Password',
  component: FindPassword,
  beforeEach: loggedOut,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        reset: [
          noContent('post', '/api/Users/password/reset'),
          noContent('put', '/api/Users/password/reset'),
          noContent('post', '/api/Users/password/reset/check'),
        ],
      },
    },
  },
} satisfies Meta<typeof FindPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FindEmpty: Story = {};

export const FindInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByText('请输入邮箱')).toBeInTheDocument();
  },
};

export const FindInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByText('邮箱格式不正确')).toBeInTheDocument();
  },
};

export const FindSubmitting: Story = {
  parameters: { msw: { handlers: { reset: [pending('post', '/api/Users/password/reset')] } } },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'buyer@demo.cn');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByRole('button', { name: '发送重置链接' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 429: too many requests, explained in the form. */
export const FindServerError: Story = {
  parameters: {
    msw: { handlers: { reset: [apiError('post', '/api/Users/password/reset', 429, '操作过于频繁，请稍后再试')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^\*?邮箱$/), 'buyer@demo.cn');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置链接' }));
    await expect(await canvas.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
  },
};

/** Sent, with the 60 s resend countdown running. */
export const SentCountdown: Story = { args: { initialSentTo: 'buyer@demo.cn', initialCountdown: 60 } };
export const SentCanResend: Story = {
  args: { initialSentTo: 'a-very-long-mailbox-name.purchasing-department@example-enterprise.com.cn' },
};

export const ResetForm: Story = { render: () => <ResetPassword token="story-token" /> };

export const ResetInvalid: Story = {
  render: () => <ResetPassword token="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/新密码/), '1234567');
    await userEvent.type(canvas.getByLabelText(/确认密码/), '7654321');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(await canvas.findByText('密码长度至少 8 位')).toBeInTheDocument();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeInTheDocument();
  },
};

async function submitReset(canvasElement: HTMLElement) {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/新密码/), 'NewPass2026');
  await userEvent.type(canvas.getByLabelText(/确认密码/), 'NewPass2026');
  await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
  return canvas;
}

export const ResetSubmitting: Story = {
  parameters: {
    msw: {
      handlers: {
        reset: [pending('put', '/api/Users/password/reset'), noContent('post', '/api/Users/password/reset/check')],
      },
    },
  },
  render: () => <ResetPassword token="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = await submitReset(canvasElement);
    await expect(await canvas.findByRole('button', { name: '确认修改' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ResetDone: Story = {
  render: () => <ResetPassword token="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = await submitReset(canvasElement);
    await expect(await canvas.findByText('密码已重置')).toBeInTheDocument();
  },
};

/** The server says the link expired or was used: a clear message and a way to start again. */
export const ResetExpiredLink: Story = {
  parameters: {
    msw: {
      handlers: {
        reset: [
          fieldError('put', '/api/Users/password/reset', '此链接已使用或已过期，请重新申请', 'Token'),
          noContent('post', '/api/Users/password/reset/check'),
        ],
      },
    },
  },
  render: () => <ResetPassword token="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = await submitReset(canvasElement);
    await expect(await canvas.findByRole('link', { name: '重新找回密码' })).toBeInTheDocument();
  },
};

/** Opening a used or expired link: said at once, with a way to request a new one instead of the form. */
export const ResetUsedLink: Story = {
  parameters: {
    msw: {
      handlers: {
        reset: [fieldError('post', '/api/Users/password/reset/check', '此链接已使用或已过期，请重新申请', 'Token')],
      },
    },
  },
  render: () => <ResetPassword token="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await expect(await canvas.findByRole('link', { name: '重新找回密码' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/新密码/)).toBeNull();
  },
};

/** While the link is being checked. */
export const ResetChecking: Story = {
  parameters: { msw: { handlers: { reset: [pending('post', '/api/Users/password/reset/check')] } } },
  render: () => <ResetPassword token="story-token" />,
};

export const ResetMissingToken: Story = { render: () => <ResetPassword token="" /> };

export const NarrowFind: Story = { globals: narrow };
export const NarrowSent: Story = { globals: narrow, args: { initialSentTo: 'buyer@demo.cn', initialCountdown: 30 } };
export const NarrowReset: Story = { globals: narrow, render: () => <ResetPassword token="story-token" /> };
