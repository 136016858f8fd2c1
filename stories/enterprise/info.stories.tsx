/** Enterprise / 企业信息: verified, pending (reminder), loading, error, long text, buyer (read only), editing, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import EnterpriseInfoScreen from '../../src/features/enterprise/info/EnterpriseInfoScreen';
import { longText, narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, asAdminIncomplete, asBuyer, company, never } from './fixtures';

const meta = {
  title: 'Enterprise/Info',
  component: EnterpriseInfoScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: { msw: { handlers: { company: [get('/api/Company/info', company)] } } },
} satisfies Meta<typeof EnterpriseInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};
export const Incomplete: Story = {
  loaders: [asAdminIncomplete],
  parameters: {
    msw: {
      handlers: {
        company: [get('/api/Company/info', { ...company, StatusEnum: 20, CreditCode: '', ContactPhone: '' })],
      },
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { company: [never('/api/Company/info')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { company: [apiError('get', '/api/Company/info', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        company: [
          get('/api/Company/info', { ...company, Name: longText, RegisteredAddress: longText, Industry: longText }),
        ],
      },
    },
  },
};
export const BuyerReadOnly: Story = { loaders: [asBuyer] };
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('button', { name: '编辑信息' }));
  },
};
export const Narrow: Story = { globals: narrow };
