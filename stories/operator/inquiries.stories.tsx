/** Operator / 询价管理: the queue, empty, loading, error, long text, the inquiry dialog (waiting, visitor, quoted), the quote form, 375 px, a revision request, the new-version form, version 2. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import InquiriesScreen from '../../src/features/operator/inquiries/InquiriesScreen';
import { InquiryDialog } from '../../src/features/operator/inquiries/InquiryDialog';
import { never } from '../enterprise/fixtures';
import { longText, narrow } from '../ui/helpers';
import { asOperator } from './fixtures';
import { inquiries, inquiry, quotedInquiry, revisionRequested, secondVersion, switchProduct } from './quote-fixtures';

const product = [get('/api/Operator/products/:id', switchProduct)];

const meta = {
  title: 'Operator/Inquiries',
  component: InquiriesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: { handlers: { inquiries: [get('/api/Operator/inquiries', page(inquiries, 1, 20))], product } },
  },
} satisfies Meta<typeof InquiriesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {};
export const QueueEmpty: Story = {
  parameters: { msw: { handlers: { inquiries: [get('/api/Operator/inquiries', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { inquiries: [never('/api/Operator/inquiries')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { inquiries: [apiError('get', '/api/Operator/inquiries', 500, '服务访问错误')] } },
  },
};
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        inquiries: [
          get(
            '/api/Operator/inquiries',
            page(
              inquiries.map((i) => ({ ...i, ProductName: longText, Requirement: longText })),
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

export const InquiryWaiting: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={inquiry} onClose={() => undefined} />,
};
export const InquiryFromVisitor: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={inquiries[1]!} onClose={() => undefined} />,
};
export const InquiryQuoted: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={quotedInquiry} onClose={() => undefined} />,
};
export const QuoteForm: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={inquiry} onClose={() => undefined} startQuoting />,
};
export const QuoteFormNarrow: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={inquiry} onClose={() => undefined} startQuoting />,
  globals: narrow,
};
/** The buyer asked for a revision: the request shown, 发送新版本 offered. */
export const InquiryRevisionRequested: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={{ ...quotedInquiry, Quote: revisionRequested }} onClose={() => undefined} />,
};
/** The new-version form, started from the sent quote's lines and terms. */
export const NewVersionForm: StoryObj<typeof InquiryDialog> = {
  render: () => (
    <InquiryDialog inquiry={{ ...quotedInquiry, Quote: revisionRequested }} onClose={() => undefined} startQuoting />
  ),
};
/** Version 2 sent: both versions in the history, version 1 read-only. */
export const InquirySecondVersion: StoryObj<typeof InquiryDialog> = {
  render: () => <InquiryDialog inquiry={{ ...quotedInquiry, Quote: secondVersion }} onClose={() => undefined} />,
};
