import type { CardAttribute } from '@lux/stock-locator';

/** Stroke icons of the stock UI; all decorative (the text next to them carries the meaning). */
const paths = {
  engines: 'M4 10h3l2-3h5l2 3h2v2h2v4h-2v2h-3l-2 2H9l-2-2H4z M9 7V5h5v2',
  power: 'M13 2L5 14h6l-1 8 8-12h-6z',
  color: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
  productionYear: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  mileage: 'M4 16a8 8 0 1 1 16 0 M12 16l4-5',
  drivetrain: 'M6 6v12 M18 6v12 M6 12h12 M4 6h4 M16 6h4 M4 18h4 M16 18h4',
  transmission: 'M6 5v14 M12 5v14 M18 5v7 M6 12h12',
  heart: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  filter: 'M4 6h16 M7 12h10 M10 18h4',
  close: 'M6 6l12 12 M18 6L6 18',
  pin: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  generic: 'M5 12h14',
} as const;

export type StockIconName = keyof typeof paths;

export function StockIcon({ name, filled = false }: { name: StockIconName; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The icon drawn beside a card icon attribute (A§5 card icons); others get a neutral mark. */
export function attributeIcon(attribute: CardAttribute): StockIconName {
  return attribute in paths ? (attribute as StockIconName) : 'generic';
}
