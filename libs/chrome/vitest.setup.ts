import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from './src/testing/dialog';

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(cleanup);

// jsdom has <dialog> but not showModal(); the stories run the real one in Chromium.
installDialogPolyfill();
