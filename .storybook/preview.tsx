/**
 * Every story renders inside a shadow root (like the real elements), with MSW mocking the API.
 * See README.md in this folder for writing stories with API mocks.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { defaultHandlers } from './mocks';
import { ShadowHost } from './shadow-root';

// Unmocked requests (images, Vite modules) pass through; quiet keeps the console readable.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

// Play functions query inside the story's shadow root (stories/ui/helpers.ts). Testing Library's default error prints
// the container with prettyDOM, which throws on a ShadowRoot ("Expected an element or document but got ShadowRoot")
// and hides which query failed: say the query and show the shadow root's markup instead. `findBy…` waits up to 5 s,
// not 1 s: lazy chunks and MSW answers are slower on a loaded CI machine (test:stories), and a waiting query still
// fails when the expected text never comes.
configure({
  asyncUtilTimeout: 5000,
  getElementError: (message, container) => {
    const markup = container && 'innerHTML' in container ? (container as Element).innerHTML.slice(0, 2000) : '';
    const error = new Error(markup ? `${message ?? ''}\n\n${markup}` : (message ?? ''));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

const withShadowRoot: Decorator = (Story, context) =>
  context.parameters.shadowRoot === false ? (
    <Story />
  ) : (
    <ShadowHost>
      <Story />
    </ShadowHost>
  );

const preview: Preview = {
  decorators: [withShadowRoot],
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Fail the a11y check (test runner / Vitest addon) on any violation.
    a11y: { test: 'error' },
    msw: { handlers: defaultHandlers },
    viewport: {
      options: {
        narrow: { name: '手机 375px', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: '平板 768px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: '桌面 1280px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
};

export default preview;
