/** Enterprise / <b2b-enterprise> widget: sections switched in state; buyer on an admin section. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { get, page } from '../../.storybook/mocks';
import { EnterpriseWidget } from '../../src/features/enterprise/EnterpriseWidget';
import { narrow } from '../ui/helpers';
import { asAdmin, asBuyer, company, customers, ordersPage, users } from './fixtures';

const meta = {
  title: 'Enterprise/Widget',
  component: EnterpriseWidget,
  args: { section: 'orders' },
  loaders: [asAdmin],
  parameters: {
    msw: {
      handlers: {
        company: [get('/api/Company/info', company)],
        orders: [get('/api/Orders', ordersPage)],
        users: [get('/api/Company/users', page(users, 1, 10))],
        customers: [get('/api/Company/customers', page(customers, 1, 10))],
      },
    },
  },
} satisfies Meta<typeof EnterpriseWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const BuyerOnUsers: Story = { args: { section: 'users' }, loaders: [asBuyer] };
export const Narrow: Story = { args: { section: 'customers' }, globals: narrow };
