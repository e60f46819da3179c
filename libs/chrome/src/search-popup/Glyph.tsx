/** 24×24 stroke glyphs of the search popup; decorative, the text beside them carries the meaning. */
const glyphs = {
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.2 15.2 20 20',
  model: 'M5 17H3v-4l2-5h14l2 5v4h-2M7 17h10M5 13h14M7.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  page: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  recent: 'M12 21a9 9 0 1 0-9-9M3 12l-1.5-1.5M3 12l1.5-1.5M12 7v5l3 2',
} as const;

export type GlyphName = keyof typeof glyphs;

export function Glyph({ name }: { name: GlyphName }) {
  return (
    <svg
      data-icon={name}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
