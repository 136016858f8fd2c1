/**
 * Storybook 10 for the design system (stories/ui) and the feature screens (stories/<feature>).
 * It uses its own small Vite config (.storybook/vite.config.ts): the project's vite.config.ts is
 * shaped for the elements library build and the demo dev server.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // addon-docs: autodocs pages of the element stories (stories/elements) and the MDX pages for designers.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // public/mockServiceWorker.js (MSW) is served from the root.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
