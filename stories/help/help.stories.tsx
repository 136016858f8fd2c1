/** Help: loaded (with the configured 联系客服 box), loading, empty, error, contact error, long text, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { get } from '../../.storybook/mocks';
import HelpScreen from '../../src/features/help/HelpScreen';
import { browseHandlers, failing, forever, freshCache, help, LONG } from '../home/fixtures';
import { narrow } from '../ui/helpers';

const meta = {
  title: 'Browse/Help',
  component: HelpScreen,
  loaders: [freshCache],
  parameters: { msw: { handlers: browseHandlers } },
} satisfies Meta<typeof HelpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: { help: forever('/api/Help') } } } };
export const Empty: Story = { parameters: { msw: { handlers: { help: [get('/api/Help', [])] } } } };
export const LoadError: Story = { parameters: { msw: { handlers: { help: failing('/api/Help') } } } };
export const LongChineseText: Story = {
  parameters: {
    msw: {
      handlers: {
        help: [
          get('/api/Help', [
            { Id: 9, Category: '账户安全与企业成员权限管理', Title: LONG, Body: `${LONG}\n\n${LONG}${LONG}` },
            ...help,
          ]),
        ],
      },
    },
  },
};
/** The contact details (GET /api/Help/contact) did not load: the box says so with 重试; the articles stay. */
export const ContactLoadError: Story = {
  parameters: { msw: { handlers: { contact: failing('/api/Help/contact') } } },
};
export const Narrow: Story = { globals: narrow };
