/** 24×24 stroke glyphs for the bar's icon names (the design system's names and their usual aliases). */
const glyphs = {
  link: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  car: 'M5 17H3v-4l2-5h14l2 5v4h-2M7 17h10M5 13h14M7.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  location: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  chat: 'M4 5h16v11H9l-5 4z',
  calculator: 'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 15h.01M12 15h.01M15 15h.01',
  configure: 'M4 7h10M18 7h2M4 17h2M10 17h10M14 4v6M6 14v6',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
} as const satisfies Record<string, string>;

type Glyph = keyof typeof glyphs;

const aliases: Readonly<Record<string, Glyph>> = {
  'test-drive': 'car',
  test_drive: 'car',
  'book-a-test-drive': 'car',
  email: 'mail',
  brochure: 'document',
  retailer: 'location',
  'retailer-locator': 'location',
  'find-a-retailer': 'location',
  finance: 'calculator',
  'contact-us': 'chat',
  build: 'configure',
  configurator: 'configure',
  'build-your-own': 'configure',
  offers: 'tag',
  offer: 'tag',
};

export function glyphFor(name: string): Glyph {
  const key = name.trim().toLowerCase();
  if (Object.hasOwn(glyphs, key)) return key as Glyph;
  return aliases[key] ?? 'link';
}

/** Decorative: the link's text carries the meaning. */
export function BarIcon({ name }: { name: string }) {
  const glyph = glyphFor(name);
  return (
    <svg data-icon={glyph} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={glyphs[glyph]} />
    </svg>
  );
}
