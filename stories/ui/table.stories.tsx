import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { Button, Price, Table, type TableColumn, type TableSort, Tag } from '../../src/ui';
import { longText, narrow } from './helpers';

interface Order {
  Id: string;
  CreatedAt: string;
  Buyer: string;
  Amount: string;
  Status: 'pending' | 'paid' | 'cancelled';
}

const statusTag = {
  pending: <Tag color="warning">待付款</Tag>,
  paid: <Tag color="success">已付款</Tag>,
  cancelled: <Tag>已取消</Tag>,
};

const orders: Order[] = [
  { Id: 'SO20261122001', CreatedAt: '2026-11-22 09:12', Buyer: '张三', Amount: '12800.00', Status: 'pending' },
  { Id: 'SO20261121007', CreatedAt: '2026-11-21 16:40', Buyer: '李四', Amount: '356.50', Status: 'paid' },
  { Id: 'SO20261120003', CreatedAt: '2026-11-20 11:05', Buyer: '王五', Amount: '1999.99', Status: 'cancelled' },
  { Id: 'SO20261119011', CreatedAt: '2026-11-19 08:30', Buyer: '赵六', Amount: '88.00', Status: 'paid' },
];

const columns: TableColumn<Order>[] = [
  { key: 'Id', title: '订单号', nowrap: true },
  { key: 'CreatedAt', title: '下单时间', sortable: true, nowrap: true },
  { key: 'Buyer', title: '下单人' },
  {
    key: 'Amount',
    title: '金额',
    align: 'right',
    sortable: true,
    render: (o) => <Price value={o.Amount} size="sm" tone="text" />,
  },
  { key: 'Status', title: '状态', render: (o) => statusTag[o.Status] },
  {
    key: 'actions',
    title: '操作',
    render: () => (
      <Button variant="text" size="sm">
        查看
      </Button>
    ),
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<Order>,
  args: { columns, data: orders, rowKey: 'Id', caption: '企业订单' },
} satisfies Meta<typeof Table<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { data: [], loading: true } };
export const Refreshing: Story = { args: { loading: true } };
export const Empty: Story = {
  args: {
    data: [],
    emptyText: '暂无订单',
    emptyAction: (
      <Button variant="primary" size="sm">
        去逛逛
      </Button>
    ),
  },
};
export const ErrorState: Story = { args: { data: [], error: '服务访问错误', onRetry: fn() } };
export const VisibleCaption: Story = { args: { showCaption: true } };
export const LongText: Story = { args: { data: [{ ...orders[0]!, Buyer: longText }] } };
export const Narrow: Story = { globals: narrow };

export const Sortable: Story = {
  render: (args) => {
    const [sort, setSort] = useState<TableSort | null>({ key: 'Amount', order: 'desc' });
    const data = useMemo(() => {
      if (!sort) return orders;
      const sign = sort.order === 'asc' ? 1 : -1;
      return [...orders].sort((a, b) =>
        sort.key === 'Amount'
          ? sign * (Number(a.Amount) - Number(b.Amount))
          : sign * a.CreatedAt.localeCompare(b.CreatedAt),
      );
    }, [sort]);
    return <Table {...args} data={data} sort={sort} onSortChange={setSort} />;
  },
};
