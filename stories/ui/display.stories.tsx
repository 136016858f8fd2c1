import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Breadcrumb, Button, Card, CartIcon, IconButton, Price, Tag } from '../../src/ui';
import { longText, narrow } from './helpers';

const meta = {
  title: 'UI/Display',
  component: Price,
  args: { value: '1234.5' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceDefault: Story = {};
export const PriceSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Price value="1234.5" size="sm" />
      <Price value="1234.5" size="md" unit="/台" />
      <Price value="1234567.895" size="lg" original="1399000" />
      <Price value="¥88.00" tone="text" />
      <Price value={null} />
      <Price value={null} size="lg" />
    </div>
  ),
};
export const PriceOnRequest: Story = { args: { value: null } };

export const Tags: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag>已取消</Tag>
      <Tag color="primary">在线购买</Tag>
      <Tag color="processing">处理中</Tag>
      <Tag color="success">已完成</Tag>
      <Tag color="warning">待付款</Tag>
      <Tag color="error">已驳回</Tag>
      <Tag color="primary" outline>
        询价
      </Tag>
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      <Badge count={3} label={null}>
        <IconButton label="购物车，3 件商品" variant="default">
          <CartIcon />
        </IconButton>
      </Badge>
      <Badge count={120} label={null}>
        <IconButton label="购物车，120 件商品" variant="default">
          <CartIcon />
        </IconButton>
      </Badge>
      <Badge dot>
        <span>消息</span>
      </Badge>
      <Badge count={7} />
      <Badge count={0} showZero />
    </div>
  ),
};

export const Breadcrumbs: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Breadcrumb
        items={[{ label: '首页', href: '/home' }, { label: '网络专区', href: '/vnetzone' }, { label: '在线购买' }]}
        onNavigate={() => {}}
      />
      <Breadcrumb
        items={[{ label: '首页', href: '/home' }, { label: '企业中心', href: '/enterprise' }, { label: longText }]}
      />
    </div>
  ),
};

export const Cards: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
      <Card
        title="企业信息"
        extra={
          <Button variant="text" size="sm">
            编辑
          </Button>
        }
      >
        上海示例科技有限公司
      </Card>
      <Card
        title="订单概览"
        footer={
          <Button variant="text" size="sm">
            查看全部订单
          </Button>
        }
      >
        待付款 2 · 待收货 1
      </Card>
      <Card hoverable>
        <div style={{ display: 'grid', gap: 8 }}>
          <div>{longText}</div>
          <Price value="2999" />
        </div>
      </Card>
    </div>
  ),
};

export const Narrow: Story = {
  globals: narrow,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Breadcrumb items={[{ label: '首页', href: '/home' }, { label: '搜索', href: '/search' }, { label: longText }]} />
      <Card title={longText.slice(0, 20)} extra={<Tag color="warning">待付款</Tag>}>
        <Price value="1234567.8" size="lg" original="1300000" />
      </Card>
    </div>
  ),
};
