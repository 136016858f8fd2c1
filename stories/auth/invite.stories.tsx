/** Invitation (/invite): loading, the form (empty, invalid, submitting, already registered), expired/used/withdrawn links, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import InviteScreen from '../../src/features/auth/InviteScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { loggedOut, pending } from './helpers';

const invitation = {
  Email: 'wang.caigou@example.cn',
  Name: '王采购',
  CompanyName: '上海示例科技有限公司',
  InviterName: '张管理',
  RoleName: '采购员',
  ExpiresAt: '2026-12-01T10:00:00.000Z',
};

const meta = {
  title: 'Auth/Invite',
  component: InviteScreen,
  beforeEach: loggedOut,
  args: { params: {}, query: new URLSearchParams('token=story-token') },
  parameters: { layout: 'fullscreen', msw: { handlers: { invitation: [get('/api/Users/invitations', invitation)] } } },
} satisfies Meta<typeof InviteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: { invitation: [pending('get', '/api/Users/invitations')] } } },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    const name = await canvas.findByLabelText(/^\*?姓名$/);
    await userEvent.clear(name);
    await userEvent.type(canvas.getByLabelText(/手机号码/), '139');
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: '激活账号并登录' }));
    for (const text of ['请输入姓名', '手机号码格式不正确', '密码长度至少 8 位', '请输入确认密码']) {
      await expect(await canvas.findByText(text)).toBeInTheDocument();
    }
  },
};

async function submitValid(canvasElement: HTMLElement) {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^\*?密码$/), 'Invite2026ok');
  await userEvent.type(canvas.getByLabelText(/确认密码/), 'Invite2026ok');
  await userEvent.click(canvas.getByRole('button', { name: '激活账号并登录' }));
  return canvas;
}

export const Submitting: Story = {
  parameters: { msw: { handlers: { activation: [pending('post', '/api/Users/invitations/activations')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await submitValid(canvasElement);
    await expect(await canvas.findByRole('button', { name: '激活账号并登录' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 409: the e-mail already has an account → a link to log in. */
export const AlreadyRegistered: Story = {
  parameters: {
    msw: {
      handlers: {
        activation: [apiError('post', '/api/Users/invitations/activations', 409, '该邮箱已注册账号，请直接登录')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitValid(canvasElement);
    await expect(await canvas.findByText('该邮箱已注册账号，请直接登录')).toBeInTheDocument();
  },
};

export const Expired: Story = {
  parameters: {
    msw: {
      handlers: {
        invitation: [apiError('get', '/api/Users/invitations', 400, '邀请链接已过期，请联系企业管理员重新邀请')],
      },
    },
  },
};
export const Used: Story = {
  parameters: {
    msw: { handlers: { invitation: [apiError('get', '/api/Users/invitations', 400, '该邀请已被接受，请直接登录')] } },
  },
};
export const Withdrawn: Story = {
  parameters: {
    msw: {
      handlers: { invitation: [apiError('get', '/api/Users/invitations', 400, '该邀请已被撤回，请联系企业管理员')] },
    },
  },
};
export const MissingToken: Story = { args: { params: {}, query: new URLSearchParams() } };

export const Narrow: Story = { globals: narrow };
export const NarrowExpired: Story = { ...Expired, globals: narrow };
