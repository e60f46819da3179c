export {};

// jsdom has no CSS.escape, which react-aria uses (collections, overlays); browsers all have it.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}
