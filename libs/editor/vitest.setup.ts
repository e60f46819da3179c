import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria uses to find collection items; browsers all have it.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}
