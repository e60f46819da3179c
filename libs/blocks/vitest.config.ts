import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentLibConfig } from '../../vitest.shared';

// jsdom unit tests and every story as a browser test in Chromium, set up as in every component library.
export default componentLibConfig(path.dirname(fileURLToPath(import.meta.url)));
