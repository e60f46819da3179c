import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 15 s: whole block lists render slowly in jsdom on a busy 2-core CI machine,
// and the default second made correct tests fail there. A wait that ends early is not a check.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no CSS.escape, which react-aria uses to find collection items; browsers all have it.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}
