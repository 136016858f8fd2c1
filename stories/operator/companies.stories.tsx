/**
 * Operator / 企业审核: the queue, empty, loading, error, long text, the review dialog (pending with its 营业执照 and
 * 提交时间, enlarged picture, no picture on file, rejected), 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { apiError, get, page } from '../../.storybook/mocks';
import CompaniesScreen, { ReviewDialog } from '../../src/features/operator/CompaniesScreen';
import { never } from '../enterprise/fixtures';
import { longText, narrow, shadowCanvas } from '../ui/helpers';
import { asOperator, companies, rejected } from './fixtures';

const meta = {
  title: 'Operator/Companies',
  component: CompaniesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: { msw: { handlers: { companies: [get('/api/Operator/companies', page(companies, 1, 20))] } } },
} satisfies Meta<typeof CompaniesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const QueueEmpty: Story = {
  parameters: { msw: { handlers: { companies: [get('/api/Operator/companies', page([], 1, 20, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { companies: [never('/api/Operator/companies')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { companies: [apiError('get', '/api/Operator/companies', 500, '服务访问错误')] } } },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        companies: [
          get(
            '/api/Operator/companies',
            page(
              companies.map((c) => ({ ...c, Name: longText, RegisteredAddress: longText })),
              1,
              20,
            ),
          ),
        ],
      },
    },
  },
};
export const Narrow: Story = { globals: narrow };

export const ReviewPending: StoryObj<typeof ReviewDialog> = {
  render: () => <ReviewDialog company={companies[0]!} onClose={() => undefined} />,
};
export const ReviewRejected: StoryObj<typeof ReviewDialog> = {
  render: () => <ReviewDialog company={rejected} onClose={() => undefined} />,
};

/** The licence opened at full size (click on the thumbnail). */
export const ReviewLicenseEnlarged: StoryObj<typeof ReviewDialog> = {
  render: () => <ReviewDialog company={companies[0]!} onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = shadowCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /放大查看营业执照/ }));
    await expect(await canvas.findByRole('img', { name: /营业执照（大图）/ })).toBeInTheDocument();
  },
};
/** A company registered before the rule: no licence on file, never submitted. */
export const ReviewWithoutLicense: StoryObj<typeof ReviewDialog> = {
  render: () => (
    <ReviewDialog company={{ ...companies[1]!, LicenseImageUrl: null, SubmittedAt: null }} onClose={() => undefined} />
  ),
};
export const ReviewNarrow: StoryObj<typeof ReviewDialog> = {
  globals: narrow,
  render: () => <ReviewDialog company={companies[0]!} onClose={() => undefined} />,
};
