/**
 * Line icons a step can show, by the name the editor picks. The design system has no icon set yet, so
 * the block carries the few a purchase or service journey needs; names are matched case-insensitively
 * and an unknown name falls back to the step number. Drawn on a 24 × 24 grid with a 1.5 stroke.
 */
const paths = {
  car: 'M3 15v-3l2-5h14l2 5v3M3 15h18v3h-3v-2M3 15v3h3v-2M7 12h10M6.5 15.5h.01M17.5 15.5h.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  key: 'M14 10a4 4 0 1 0-3.5 3.97L9 15.5V18H6.5v2.5H4V18l6.03-6.03A4 4 0 0 0 14 10zM15.5 8.5h.01',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  wrench: 'M14.5 4.5a4 4 0 0 0 5 5L12 17l-2.5 2.5a2 2 0 0 1-3-3L9 14l7.5-7.5a4 4 0 0 1-2-2z',
  steering: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 10.5L10 12M20.5 10.5L14 12M12 14v6.8',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  delivery: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
} as const;

/** Icons that point along the reading direction (a lorry driving forward) mirror under RTL. */
const directional: ReadonlySet<string> = new Set(['delivery']);

export type StepIconName = keyof typeof paths;
export const stepIconNames = Object.keys(paths) as StepIconName[];

export function stepIconFor(name: string): StepIconName | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(paths, key) ? (key as StepIconName) : undefined;
}

/** Decorative: the step's heading carries the meaning. */
export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-directional={directional.has(name) || undefined}>
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
