/** A key figure split for typesetting: the number large, its unit small after it ("5.4" + "שניות"). */
export interface FigureParts {
  value: string;
  unit: string;
}

// A leading number (optionally signed or approximate, with grouping and decimals), then anything.
const LEADING_NUMBER = /^([<>~≈+\-−]?\s?\d[\d.,]*)\s*(.*)$/su;

export function splitFigure(text: string): FigureParts {
  const trimmed = text.trim();
  const match = LEADING_NUMBER.exec(trimmed);
  if (!match) return { value: trimmed, unit: '' };
  return { value: match[1]!.trim(), unit: match[2]!.trim() };
}
