/**
 * Enterprise / 企业订单: admin list (with the 审批状态 and 部门 filters), buyer, loading, empty, filtered empty,
 * filtered by department and approval, 售后 (every tag: 售后中, 部分退款, 已退款, 售后已关闭; and the 售后 filter),
 * error, long text, 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import EnterpriseOrdersScreen from '../../src/features/enterprise/orders/EnterpriseOrdersScreen';
import { narrow } from '../ui/helpers';
import { asAdmin, asBuyer, longOrders, never, orders, ordersPage, users } from './fixtures';
import { budgets } from './governance-fixtures';

const meta = {
  title: 'Enterprise/Orders',
  component: EnterpriseOrdersScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        orders: [get('/api/Orders', ordersPage)],
        users: [get('/api/Company/users', page(users, 1, 100))],
        budgets: [get('/api/Company/budgets', budgets)],
      },
    },
  },
} satisfies Meta<typeof EnterpriseOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Buyer: Story = { loaders: [asBuyer] };
export const Loading: Story = { parameters: { msw: { handlers: { orders: [never('/api/Orders')] } } } };
export const Empty: Story = { parameters: { msw: { handlers: { orders: [get('/api/Orders', page([], 1, 10, 0))] } } } };
export const FilteredEmpty: Story = {
  args: { params: {}, query: new URLSearchParams('status=50&from=2026-01-01&to=2026-01-31&keyword=不存在') },
  parameters: { msw: { handlers: { orders: [get('/api/Orders', page([], 1, 10, 0))] } } },
};
export const ByDepartmentAndApproval: Story = {
  args: { params: {}, query: new URLSearchParams(`departmentId=${budgets[0]?.DepartmentId ?? 1}&approval=pending`) },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { orders: [apiError('get', '/api/Orders', 500, '服务访问错误')] } } },
};
export const LongText: Story = { parameters: { msw: { handlers: { orders: [get('/api/Orders', longOrders)] } } } };
export const Narrow: Story = { globals: narrow };

/** Orders with after-sales requests: each 售后 tag once, the latest request's step in its title. */
const afterSaleOrders = page(
  [
    { ...orders[2]!, AfterSaleState: 'open' as const, AfterSaleStatusName: '待审核' },
    { ...orders[3]!, AfterSaleState: 'partly-refunded' as const, AfterSaleStatusName: '已退款' },
    {
      ...orders[4]!,
      Status: 80,
      StatusName: '已退款',
      AfterSaleState: 'refunded' as const,
      AfterSaleStatusName: '已退款',
    },
    {
      ...orders[1]!,
      Status: 30,
      StatusName: '已支付',
      AfterSaleState: 'closed' as const,
      AfterSaleStatusName: '已驳回',
    },
    { ...orders[0]!, Status: 30, StatusName: '已支付', AfterSaleState: null, AfterSaleStatusName: null },
  ],
  1,
  10,
  5,
);
export const AfterSales: Story = {
  parameters: { msw: { handlers: { orders: [get('/api/Orders', afterSaleOrders)] } } },
};
export const AfterSalesFiltered: Story = {
  args: { params: {}, query: new URLSearchParams('afterSale=refunded') },
  parameters: {
    msw: { handlers: { orders: [get('/api/Orders', page(afterSaleOrders.Items.slice(1, 3), 1, 10, 2))] } },
  },
};
export const AfterSalesNarrow: Story = { ...AfterSales, globals: narrow };
