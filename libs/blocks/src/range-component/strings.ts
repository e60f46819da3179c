import type { Localized } from '../shared/strings';

interface Unit {
  /** What is shown. */
  short: string;
  /** What a screen reader says. */
  long: string;
}

export interface RangeComponentStrings {
  /** Before the figure: "up to". */
  upTo: string;
  units: { km: Unit; mi: Unit };
}

export const rangeComponentStrings: Localized<RangeComponentStrings> = {
  he: { upTo: 'עד', units: { km: { short: 'ק״מ', long: 'קילומטרים' }, mi: { short: 'מייל', long: 'מיילים' } } },
  en: { upTo: 'Up to', units: { km: { short: 'km', long: 'kilometres' }, mi: { short: 'mi', long: 'miles' } } },
  ar: { upTo: 'حتى', units: { km: { short: 'كم', long: 'كيلومتر' }, mi: { short: 'ميل', long: 'ميل' } } },
  ru: { upTo: 'До', units: { km: { short: 'км', long: 'километров' }, mi: { short: 'миль', long: 'миль' } } },
};
