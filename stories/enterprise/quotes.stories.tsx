/**
 * Enterprise / 我的报价: the list, empty, loading, error, 375 px, the quote dialog (pending, declined, expired,
 * accepted, pending again after its order was cancelled, a revision asked for, version 2 with version 1 kept).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import QuotesScreen, { QuoteDialog } from '../../src/features/enterprise/quotes/QuotesScreen';
import { quotes } from '../operator/quote-fixtures';
import { narrow } from '../ui/helpers';
import { asBuyer, never } from './fixtures';

const one = [
  get('/api/Quotes/:id', (_request, params) => quotes.find((q) => String(q.Id) === params.id) ?? quotes[0]!),
];

const meta = {
  title: 'Enterprise/Quotes',
  component: QuotesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asBuyer],
  parameters: { msw: { handlers: { quotes: [get('/api/Quotes', page(quotes, 1, 10))], one } } },
} satisfies Meta<typeof QuotesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = {
  parameters: { msw: { handlers: { quotes: [get('/api/Quotes', page([], 1, 10, 0))] } } },
};
export const Loading: Story = { parameters: { msw: { handlers: { quotes: [never('/api/Quotes')] } } } };
export const ServerError: Story = {
  parameters: { msw: { handlers: { quotes: [apiError('get', '/api/Quotes', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };
/** Opened from the quote mail's link (`?id=`). */
export const OpenedFromLink: Story = { args: { params: {}, query: new URLSearchParams('id=7') } };

export const DialogPending: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={7} onClose={() => undefined} />,
};
export const DialogAccepted: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={6} onClose={() => undefined} />,
};
export const DialogDeclined: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={5} onClose={() => undefined} />,
};
export const DialogExpired: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={4} onClose={() => undefined} />,
};
export const DialogLoading: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={7} onClose={() => undefined} />,
  parameters: { msw: { handlers: { one: [never('/api/Quotes/:id')] } } },
};
/** Its order was cancelled: 待确认 again, the cancelled order kept in its history. */
export const DialogAfterCancelledOrder: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={7} onClose={() => undefined} />,
  parameters: {
    msw: {
      handlers: {
        one: [get('/api/Quotes/:id', { ...quotes[0]!, CancelledOrders: [{ Id: 52, OrderNo: 'DD2026120100052' }] })],
      },
    },
  },
};
/** The buyer asked for a revision: waiting for the operator's new version (the current one still acceptable). */
export const DialogRevisionRequested: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={8} onClose={() => undefined} />,
};
/** Version 2 answered the request: both versions listed, version 1 read-only; 含税 9 %, 包邮. */
export const DialogSecondVersion: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={9} onClose={() => undefined} />,
};
export const DialogSecondVersionNarrow: StoryObj<typeof QuoteDialog> = {
  render: () => <QuoteDialog quoteId={9} onClose={() => undefined} />,
  globals: narrow,
};
