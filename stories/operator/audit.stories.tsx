/** Operator / 操作日志: entries, empty, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import AuditScreen from '../../src/features/operator/AuditScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, audit } from './fixtures';

const meta = {
  title: 'Operator/Audit',
  component: AuditScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { audit: [get('/api/Operator/audit', page(audit, 1, 20))] } } },
} satisfies Meta<typeof AuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Empty: Story = {
  parameters: { msw: { handlers: { audit: [get('/api/Operator/audit', page([], 1, 20, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { audit: [never('/api/Operator/audit')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { audit: [apiError('get', '/api/Operator/audit', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };
