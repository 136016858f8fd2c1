/**
 * Enterprise / 个人资料 and 修改密码: the profile (loaded, loading, error), the e-mail change with the code sent and
 * counting down, a taken address said by its field, the password form with its errors, a wrong old password, the
 * success, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { userEvent } from 'storybook/test';
import { accountHandlers, apiError, fixtures, get } from '../../.storybook/mocks';
import { EmailChangeForm } from '../../src/features/enterprise/account/EmailChangeForm';
import PasswordScreen from '../../src/features/enterprise/account/PasswordScreen';
import ProfileScreen from '../../src/features/enterprise/account/ProfileScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asBuyer, never } from './fixtures';

const args = { params: {}, query: new URLSearchParams() };

const meta = {
  title: 'Enterprise/Account',
  component: ProfileScreen,
  args,
  loaders: [asBuyer],
  parameters: { msw: { handlers: { ...accountHandlers, userInfo: [get('/api/Users/Info', fixtures.userInfo)] } } },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const ProfileLoading: Story = { parameters: { msw: { handlers: { userInfo: [never('/api/Users/Info')] } } } };
export const ProfileError: Story = {
  parameters: { msw: { handlers: { userInfo: [apiError('get', '/api/Users/Info', 500, '服务访问错误')] } } },
};
/** A mobile that is not a mainland number, said by its field before anything is sent. */
export const ProfileInvalidMobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    const mobile = await canvas.findByLabelText(/手机号码/);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await canvas.findByText('手机号码格式不正确');
  },
};
/** The code went to the new address: the button counts down, the field says where the code went. */
export const EmailCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/新邮箱/), 'new-address@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await canvas.findByRole('button', { name: /秒后重新发送/ });
  },
};
/** The server refuses an address another account uses: said once, by the field. */
export const EmailTaken: Story = {
  parameters: {
    msw: {
      handlers: {
        emailCode: [
          http.post('/api/Users/email/code', () =>
            HttpResponse.json({ Error: '该邮箱已被其他账号使用', Field: 'Email' }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/新邮箱/), 'admin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await canvas.findByText('该邮箱已被其他账号使用');
  },
};
/** The e-mail form alone, its resend countdown running (the state after 发送验证码). */
export const EmailCountdown: StoryObj<typeof EmailChangeForm> = {
  render: () => <EmailChangeForm user={fixtures.userInfo} initialCountdown={42} />,
};
export const ProfileNarrow: Story = { globals: narrow };

export const Password: StoryObj<typeof PasswordScreen> = { render: () => <PasswordScreen {...args} /> };
/** Submitted empty, then a weak new password and a repeat that differs: each field says what is wrong. */
export const PasswordErrors: StoryObj<typeof PasswordScreen> = {
  render: () => <PasswordScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^\*?新密码$/), 'abc');
    await userEvent.type(canvas.getByLabelText(/确认新密码/), 'abcd');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await canvas.findByText('两次输入的新密码不一致');
  },
};
/** The server says the old password is wrong: by the field only. */
export const PasswordWrongOld: StoryObj<typeof PasswordScreen> = {
  render: () => <PasswordScreen {...args} />,
  parameters: {
    msw: {
      handlers: {
        passwordChange: [
          http.put('/api/Users/password', () =>
            HttpResponse.json({ Error: '原密码不正确', Field: 'OldPassword' }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => fillPassword(canvasElement, '原密码不正确'),
};
export const PasswordChanged: StoryObj<typeof PasswordScreen> = {
  render: () => <PasswordScreen {...args} />,
  play: async ({ canvasElement }) => fillPassword(canvasElement, '密码已修改，其他设备上的登录已退出'),
};
export const PasswordNarrow: StoryObj<typeof PasswordScreen> = {
  render: () => <PasswordScreen {...args} />,
  globals: narrow,
};

async function fillPassword(canvasElement: HTMLElement, expected: string) {
  const canvas = shadowCanvas(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/原密码/), 'Demo@123456');
  await userEvent.type(canvas.getByLabelText(/^\*?新密码$/), 'NewPass123');
  await userEvent.type(canvas.getByLabelText(/确认新密码/), 'NewPass123');
  await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
  await canvas.findByText(expected);
}
