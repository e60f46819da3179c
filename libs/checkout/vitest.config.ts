import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentLibConfig } from '../../vitest.shared';

// jsdom unit tests and every story as a browser test in Chromium, set up as in every component library.
export default componentLibConfig(path.dirname(fileURLToPath(import.meta.url)), {
  // The lazily loaded parts (payment vendors, date fields, validation) are found only when a story opens
  // them; bundled up front, Vite never reloads the page in the middle of a run.
  optimizeDeps: {
    include: ['@stripe/react-stripe-js', '@stripe/stripe-js/pure', '@internationalized/date', 'yup', 'storybook/test'],
  },
});
