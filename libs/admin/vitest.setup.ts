import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria uses to find collection items; browsers all have it.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}

// findBy… and waitFor wait up to 15 s: screens render slowly in jsdom on a busy 2-core CI machine (a wait that
// ends early is not a check).
configure({ asyncUtilTimeout: 15_000 });
