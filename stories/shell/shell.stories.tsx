/**
 * The storefront shell: header (logged out, logged in, admin, company reminder, 375 px), footer,
 * enterprise layout (admin and the refusal a buyer sees), not-found, and the screen loading states
 * (skeleton, retry after a failed or timed-out chunk). API calls are mocked by MSW (.storybook/mocks.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { setNavigator } from '../../src/core/navigation';
import { $session, EMPTY_SESSION, type SessionState } from '../../src/core/session';
import type { CompanyInfo, UserInfo } from '../../src/core/types';
import { WidgetContext, widgetContextFor } from '../../src/features/shared/widget';
import { AdminRefusal, EnterpriseLayout } from '../../src/shell/EnterpriseLayout';
import { Footer } from '../../src/shell/Footer';
import { Header } from '../../src/shell/Header';
import NotFoundScreen from '../../src/shell/NotFoundScreen';
import { RetryScreen, ScreenOutlet } from '../../src/shell/ScreenOutlet';
import { narrow } from '../ui/helpers';

const buyer: UserInfo = {
  Id: 2,
  Email: 'buyer@demo.cn',
  Name: '李采购',
  Mobile: '13800000001',
  CompanyId: 1,
  Regions: [1, 2, 3],
  UserRoleNames: ['采购员'],
  IsRegistEntity: false,
};
const admin: UserInfo = { ...buyer, Id: 1, Email: 'admin@demo.cn', Name: '张管理', UserRoleNames: ['管理员'] };
const company = (StatusEnum: number | null): CompanyInfo => ({
  Id: 1,
  Name: '上海示例科技有限公司',
  CreditCode: '91310000MA1FL0000X',
  StatusEnum,
  RegisteredAddress: '上海市浦东新区',
  ContactName: '张管理',
  ContactPhone: '021-55550000',
  Industry: '制造业',
  Size: '100-499 人',
});

/** Puts a session in place for the story and clears it afterwards; links only log instead of leaving. */
function withSession(session: SessionState) {
  return () => {
    $session.set(session);
    setNavigator((path) => console.info('[story] navigate', path));
    return () => {
      $session.set(EMPTY_SESSION);
      setNavigator(null);
    };
  };
}

/** The shell's components as they render inside `<b2b-storefront>`. */
function InStorefront({ children }: { children: ReactNode }) {
  return <WidgetContext.Provider value={widgetContextFor(document.body, true)}>{children}</WidgetContext.Provider>;
}

const meta = {
  title: 'Shell/Storefront shell',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <InStorefront>
      <Header />
    </InStorefront>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderLoggedOut: Story = { beforeEach: withSession(EMPTY_SESSION) };

export const HeaderLoggedIn: Story = {
  beforeEach: withSession({ token: 'story-token', user: buyer, company: company(30) }),
};

export const HeaderAdmin: Story = {
  beforeEach: withSession({ token: 'story-token', user: admin, company: company(30) }),
};

export const HeaderWithCompanyReminder: Story = {
  beforeEach: withSession({ token: 'story-token', user: admin, company: company(20) }),
};

export const HeaderNarrow375: Story = {
  beforeEach: withSession({ token: 'story-token', user: buyer, company: company(null) }),
  globals: narrow,
};

export const FooterOnly: Story = {
  render: () => (
    <InStorefront>
      <Footer year={2026} />
    </InStorefront>
  ),
};

function EnterpriseContent() {
  return (
    <section>
      <h1 style={{ margin: 0, fontSize: 20 }}>企业订单</h1>
      <p>这里是企业订单页面的内容。</p>
    </section>
  );
}

export const EnterpriseLayoutAdmin: Story = {
  beforeEach: withSession({ token: 'story-token', user: admin, company: company(30) }),
  render: () => (
    <InStorefront>
      <EnterpriseLayout path="/enterprise/orders">
        <EnterpriseContent />
      </EnterpriseLayout>
    </InStorefront>
  ),
};

export const EnterpriseLayoutRefusedForBuyer: Story = {
  beforeEach: withSession({ token: 'story-token', user: buyer, company: company(30) }),
  render: () => (
    <InStorefront>
      <EnterpriseLayout path="/enterprise/users">
        <AdminRefusal />
      </EnterpriseLayout>
    </InStorefront>
  ),
};

export const EnterpriseLayoutNarrow375: Story = {
  ...EnterpriseLayoutAdmin,
  globals: narrow,
};

export const NotFound: Story = {
  render: () => (
    <InStorefront>
      <NotFoundScreen params={{}} query={new URLSearchParams()} />
    </InStorefront>
  ),
};

export const ScreenLoadFailed: Story = {
  render: () => <RetryScreen reason="failed" onRetry={() => console.info('[story] retry')} />,
};

export const ScreenLoadTimedOut: Story = {
  render: () => <RetryScreen reason="timeout" onRetry={() => console.info('[story] retry')} />,
};

const neverLoads = () => new Promise<never>(() => undefined);
const failsToLoad = () => Promise.reject(new Error('chunk 404'));

export const ScreenLoading: Story = {
  render: () => <ScreenOutlet loader={neverLoads} screenProps={{}} pageKey="/loading" />,
};

export const ScreenOutletRetry: Story = {
  render: () => <ScreenOutlet loader={failsToLoad} screenProps={{}} pageKey="/failed" />,
};
