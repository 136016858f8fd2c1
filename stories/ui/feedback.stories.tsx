import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Button, Empty, Progress, Skeleton, Spinner } from '../../src/ui';
import { longText, narrow } from './helpers';

const meta = {
  title: 'UI/Feedback',
  component: Empty,
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyDefault: Story = {};
export const EmptyWithAction: Story = {
  args: { description: '购物车还是空的', action: <Button variant="primary">去逛逛</Button> },
};
export const EmptyCompact: Story = { args: { compact: true, description: '暂无订单' } };
export const EmptyLongText: Story = { args: { description: longText } };

export const SkeletonLines: Story = { render: () => <Skeleton lines={4} /> };
export const SkeletonCard: Story = {
  render: () => (
    <div style={{ width: 240 }}>
      <Skeleton blockHeight={160} lines={2} />
    </div>
  ),
};
export const SkeletonAvatar: Story = { render: () => <Skeleton avatar={48} lines={2} /> };

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size={16} />
      <Spinner />
      <Spinner size={40} showLabel label="正在加载订单" />
    </div>
  ),
};
export const SpinnerCentered: Story = { render: () => <Spinner center showLabel /> };

export const Progresses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 400 }}>
      <Progress percent={0} label="上传进度" />
      <Progress percent={45} label="上传进度" />
      <Progress percent={100} label="上传进度" />
      <Progress percent={60} status="error" label="上传进度" />
    </div>
  ),
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert type="info">下单后请在 24 小时内完成付款。</Alert>
      <Alert type="success" title="提交成功">
        您的企业认证资料已提交，请耐心等待审核。
      </Alert>
      <Alert
        type="warning"
        action={
          <Button size="sm" variant="text">
            去完善
          </Button>
        }
        onClose={() => {}}
      >
        您的企业信息尚未完善，完善后即可享受企业采购价。
      </Alert>
      <Alert type="error" title="支付失败">
        {longText}
      </Alert>
    </div>
  ),
};
/** The company reminder as shown under the storefront header. */
export const CompanyReminderBanner: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Alert
      type="warning"
      banner
      action={
        <Button size="sm" variant="text">
          去完善
        </Button>
      }
    >
      您的企业资料尚未通过审核，部分功能受限。
    </Alert>
  ),
};
export const Narrow: Story = {
  globals: narrow,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert
        type="warning"
        action={
          <Button size="sm" variant="text">
            去完善
          </Button>
        }
        onClose={() => {}}
      >
        {longText}
      </Alert>
      <Empty description="暂无数据" action={<Button>刷新</Button>} />
      <Skeleton lines={3} />
    </div>
  ),
};
