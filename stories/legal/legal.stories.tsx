/** The legal texts (no global layout): both documents, loading, long text at 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import LegalScreen, { LegalDocument } from '../../src/features/legal/LegalScreen';
import { networkProtocol } from '../../src/features/legal/networkProtocol';
import { browseHandlers, contact, failing, freshCache, LONG } from '../home/fixtures';
import { narrow } from '../ui/helpers';

const meta = {
  title: 'Browse/Legal',
  component: LegalScreen,
  loaders: [freshCache],
  parameters: { layout: 'fullscreen', msw: { handlers: browseHandlers } },
} satisfies Meta<typeof LegalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkProtocol: Story = { args: { doc: 'networkProtocol' } };
export const PrivacyStatement: Story = { args: { doc: 'privacyStatement' } };
/** While the text's chunk loads. */
export const Loading: Story = { args: { doc: 'networkProtocol', load: () => new Promise(() => {}) } };
/** The chunk failed to load (offline): its own error with 重试. */
export const LoadError: Story = { args: { doc: 'privacyStatement', load: () => Promise.reject(new Error('offline')) } };
export const LongChineseText: Story = {
  render: () => (
    <LegalDocument
      docName="networkProtocol"
      contact={contact}
      doc={{
        ...networkProtocol,
        title: LONG,
        sections: [{ heading: LONG, paragraphs: [LONG + LONG + LONG] }, ...networkProtocol.sections.slice(0, 2)],
      }}
    />
  ),
};
/** The contact details filled into the text (GET /api/Help/contact) did not load: the error with 重试. */
export const ContactLoadError: Story = {
  args: { doc: 'networkProtocol' },
  parameters: { msw: { handlers: { contact: failing('/api/Help/contact') } } },
};
export const Narrow: Story = { args: { doc: 'privacyStatement' }, globals: narrow };
