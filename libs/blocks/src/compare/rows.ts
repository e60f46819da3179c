import { specText, type Locale } from '@lux/content';
import type { CatalogueFormatters } from '../model-catalogue/price';
import type { CompareData } from './types';

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per model, in column order; '' where the spec does not apply. */
  values: string[];
  /** The models differ here (a row where only some have a value differs too). */
  differs: boolean;
}

/**
 * The table's rows: list price and lease (through @lux/pricing), then every spec in sheet order with
 * the service's labels and units. Rows no model has a value for are left out; with onlyDifferences,
 * so are rows where every model has the same value.
 */
export function compareRows(
  data: Pick<CompareData, 'models' | 'labels' | 'onlyDifferences'>,
  locale: Locale,
  prices: CatalogueFormatters,
  words: { listPrice: string; lease: string },
): CompareRow[] {
  const rows: CompareRow[] = [
    {
      key: 'price',
      label: words.listPrice,
      values: data.models.map((model) => prices.price(model.price)),
      differs: false,
    },
    {
      key: 'lease',
      label: words.lease,
      values: data.models.map((model) => prices.lease(model.leasePrice)),
      differs: false,
    },
    ...data.labels.map(({ key, label, unit }) => ({
      key,
      label,
      values: data.models.map((model) => specText(key, model.specs[key], locale, unit)),
      differs: false,
    })),
  ];
  return rows
    .filter((row) => row.values.some((value) => value !== ''))
    .map((row) => ({ ...row, differs: new Set(row.values).size > 1 }))
    .filter((row) => !data.onlyDifferences || row.differs);
}
