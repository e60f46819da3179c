import { useDirection } from '@lux/ui';

/** 24×24 stroke glyphs. Item and social icons come from admin JSON by these names. */
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
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  instagram: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  x: 'M4 4l16 16M20 4l-7 6.5M4 20l7-6.5',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM11 9h4v2a4 4 0 0 1 5 3v6h-4v-6a1.5 1.5 0 0 0-3 0v6h-2z',
  tiktok: 'M14 3v11a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  whatsapp: 'M4 20l1.5-4A8 8 0 1 1 8 19zM9 9c0 3 3 6 6 6',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  chevron: 'M9 6l6 6-6 6',
  'chevron-up': 'M6 15l6-6 6 6',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof glyphs;

/** Admin spellings that mean the same glyph. */
const aliases: Readonly<Record<string, IconName>> = {
  twitter: 'x',
  'test-drive': 'car',
  test_drive: 'car',
  'book-a-test-drive': 'car',
  email: 'mail',
  brochure: 'document',
  'retailer-locator': 'location',
  retailer: 'location',
  finance: 'calculator',
  'contact-us': 'chat',
};

/** Glyphs that point toward the inline end, so they mirror under RTL (in logic, from the direction). */
const directional: ReadonlySet<IconName> = new Set(['chevron']);

/** The glyph for an admin icon name; unknown names get `fallback`. */
export function resolveIconName(name: string, fallback: IconName = 'link'): IconName {
  const key = name.trim().toLowerCase();
  if (Object.prototype.hasOwnProperty.call(glyphs, key)) return key as IconName;
  return aliases[key] ?? fallback;
}

export type IconProps = {
  /** Admin icon name or a known glyph name. */
  name: string;
  /** Glyph for unknown names. */
  fallback?: IconName;
};

/** A decorative icon: hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, fallback }: IconProps) {
  const dir = useDirection();
  const glyph = resolveIconName(name, fallback);
  return (
    <svg
      data-icon={glyph}
      data-mirrored={directional.has(glyph) && dir === 'rtl' ? 'true' : undefined}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyphs[glyph]} />
    </svg>
  );
}
