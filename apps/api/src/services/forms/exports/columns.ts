/**
 * The columns of a lead export: the lead's own facts (id, created_at, locale, source_url), then one per
 * field of the form's definition in its order, headed by the field's label in the form's locale, then
 * any keys older leads hold that the definition no longer has (headed by the key itself), so nothing a
 * visitor sent is left out of the file.
 */

export type ExportLocale = 'he' | 'en';

export interface Column {
  /** `lead.id` etc. for the fixed columns, else the field id in `data`. */
  key: string;
  header: string;
  fixed?: 'id' | 'created_at' | 'locale' | 'source_url';
}

const FIXED: Record<ExportLocale, Record<NonNullable<Column['fixed']>, string>> = {
  he: { id: 'מזהה', created_at: 'נוצר ב־', locale: 'שפה', source_url: 'כתובת מקור' },
  en: { id: 'ID', created_at: 'Created at', locale: 'Locale', source_url: 'Source URL' },
};

const YES_NO: Record<ExportLocale, [string, string]> = { he: ['כן', 'לא'], en: ['Yes', 'No'] };

type LooseField = { id?: unknown; label?: unknown };

const fieldsOf = (definition: unknown): LooseField[] => {
  const fields = (definition as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? (fields as LooseField[]).filter((field) => typeof field === 'object' && field !== null) : [];
};

/** The field's label in the locale (else the other one, else its id): a broken stored definition yields ids, not a crash. */
function header(field: LooseField & { id: string }, locale: ExportLocale): string {
  const labels = (typeof field.label === 'object' && field.label !== null ? field.label : {}) as Record<string, unknown>;
  const text = labels[locale] ?? labels[locale === 'he' ? 'en' : 'he'];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : field.id;
}

/** `extraKeys`: keys found in the exported leads' data (any order); those not in the definition go last, sorted. */
export function exportColumns(definition: unknown, locale: ExportLocale, extraKeys: readonly string[]): Column[] {
  const fixed = FIXED[locale];
  const columns: Column[] = (['id', 'created_at', 'locale', 'source_url'] as const).map((key) => ({ key, header: fixed[key], fixed: key }));
  const seen = new Set<string>();
  for (const field of fieldsOf(definition)) {
    if (typeof field.id !== 'string' || field.id === '' || seen.has(field.id)) continue;
    seen.add(field.id);
    columns.push({ key: field.id, header: header({ ...field, id: field.id }, locale) });
  }
  for (const key of [...extraKeys].sort()) {
    if (seen.has(key)) continue;
    seen.add(key);
    columns.push({ key, header: key });
  }
  return columns;
}

/** One answer as one cell: text as is, ticks as yes / no, lists joined, anything else as JSON. */
export function flatten(value: unknown, locale: ExportLocale): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    return value.map((item) => (typeof item === 'boolean' ? YES_NO[locale][item ? 0 : 1] : String(item))).join(', ');
  }
  return JSON.stringify(value) ?? '';
}

export interface ExportLead {
  id: number;
  createdAt: Date;
  locale: string;
  sourceUrl: string | null;
  data: Record<string, unknown>;
}

/** A lead as the cells of one row, in column order; the id stays a number (XLSX keeps it numeric). */
export function rowOf(lead: ExportLead, columns: readonly Column[], locale: ExportLocale): Array<string | number> {
  return columns.map((column) => {
    switch (column.fixed) {
      case 'id':
        return lead.id;
      case 'created_at':
        return lead.createdAt.toISOString();
      case 'locale':
        return lead.locale;
      case 'source_url':
        return lead.sourceUrl ?? '';
      default:
        return Object.hasOwn(lead.data, column.key) ? flatten(lead.data[column.key], locale) : '';
    }
  });
}

/**
 * CSV formula injection (OWASP): a cell starting with = + - @ tab or CR is a formula to Excel and
 * LibreOffice. A leading single quote makes it text. Only strings: the id column is a number.
 */
export function neutraliseFormula(cell: string | number): string | number {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
