import { useDirection } from '@lux/ui';

/** 24×24 stroke glyphs for the icon buttons, by the names editors pick. */
const glyphs = {
  car: 'M5 17H3v-4l2-5h14l2 5v4h-2M7 17h10M5 13h14M7.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  steering: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 11h6.5M14 11h6.5M12 14v7',
  configure: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  document: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  calculator: 'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 15h.01M12 15h.01M15 15h.01',
  location: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  wrench: 'M14.5 5.5a4 4 0 0 0 5 5L13 17l-3 3-4-4 3-3 6.5-6.5a4 4 0 0 1-1-1z',
  charging: 'M13 2L5 14h6l-1 8 8-12h-6z',
  offer: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  key: 'M14 10a4 4 0 1 0-3.5 4L3 21.5M7 18l2 2M10 15l2 2',
  arrow: 'M4 12h15M13 6l6 6-6 6',
  link: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof glyphs;

/** Other spellings editors use for the same glyph. */
const aliases: Readonly<Record<string, IconName>> = {
  'test-drive': 'steering',
  test_drive: 'steering',
  'book-a-test-drive': 'steering',
  build: 'configure',
  configurator: 'configure',
  brochure: 'document',
  finance: 'calculator',
  'retailer-locator': 'location',
  retailer: 'location',
  dealer: 'location',
  service: 'wrench',
  electric: 'charging',
  ev: 'charging',
  offers: 'offer',
  'contact-us': 'chat',
  email: 'mail',
  warranty: 'shield',
  stock: 'key',
  chevron: 'arrow',
};

/** Glyphs that point toward the inline end, mirrored under RTL. */
const directional: ReadonlySet<IconName> = new Set(['arrow']);

/** The glyph for an editor's icon name; unknown or empty names get the car (the site's neutral glyph). */
export function resolveIcon(name: string): IconName {
  const key = name.trim().toLowerCase().replace(/^icon[-_]/, '');
  if (Object.hasOwn(glyphs, key)) return key as IconName;
  return aliases[key] ?? 'car';
}

/** A decorative icon: the button's label names it. */
export function Icon({ name }: { name: string }) {
  const dir = useDirection();
  const glyph = resolveIcon(name);
  const mirrored = directional.has(glyph) && dir === 'rtl';
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-mirrored={mirrored ? 'true' : undefined}
    >
      <path d={glyphs[glyph]} />
    </svg>
  );
}
