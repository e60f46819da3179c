import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build machines reach only the npm registry: no telemetry, no release-notes fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
