/** Operator / 运营登录 and the <b2b-operator> widget: login form, already logged in, widget logged out and in. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { get, page } from '../../.storybook/mocks';
import { OperatorLoginForm } from '../../src/features/operator/OperatorLoginForm';
import { OperatorWidget } from '../../src/features/operator/OperatorWidget';
import { narrow } from '../ui/helpers';
import { asNobody, asOperator, audit, dashboard } from './fixtures';

const meta = {
  title: 'Operator/Login',
  component: OperatorLoginForm,
  args: {},
  loaders: [asNobody],
} satisfies Meta<typeof OperatorLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginForm: Story = {};
export const AlreadyLoggedIn: Story = { loaders: [asOperator] };
export const LoginNarrow: Story = { globals: narrow };
/** After 3 failed attempts: the 图形验证码 field (the mocks answer GenerateCaptcha). */
export const LoginWithCaptcha: Story = { args: { initialCaptcha: true } };

const widgetHandlers = {
  dashboard: [get('/api/Operator/dashboard', dashboard)],
  audit: [get('/api/Operator/audit', page(audit, 1, 20))],
};
export const WidgetLoggedOut: StoryObj<typeof OperatorWidget> = {
  render: () => <OperatorWidget section="dashboard" />,
  loaders: [asNobody],
};
export const WidgetDashboard: StoryObj<typeof OperatorWidget> = {
  render: () => <OperatorWidget section="dashboard" />,
  loaders: [asOperator],
  parameters: { msw: { handlers: widgetHandlers } },
};
export const WidgetAudit: StoryObj<typeof OperatorWidget> = {
  render: () => <OperatorWidget section="audit" />,
  loaders: [asOperator],
  parameters: { msw: { handlers: widgetHandlers } },
};
