import { isRecord, isString } from '../model-catalogue/guards';
import type { CatalogueModel, ModelsCarouselData, SpecTableRow } from './types';

const cell = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const amount = (value: unknown): number | string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The editor's spec table (JSON text); broken JSON or a wrong shape gives an empty table, never an error. */
export function parseSpecs(text: string): { name: string; rows: SpecTableRow[] } {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) return { name: '', rows: [] };
  const rows = Array.isArray(parsed['rows']) ? parsed['rows'] : [];
  return {
    name: cell(parsed['name']),
    rows: rows.flatMap((row) =>
      isRecord(row) && cell(row['name']) !== ''
        ? [
            {
              name: cell(row['name']),
              engine: cell(row['engine']),
              consumption: cell(row['consumption']),
              price: amount(row['price']),
              lease: amount(row['lease']),
            },
          ]
        : [],
    ),
  };
}

/** A price cell: numbers (and plain numeric text) go through the formatter, other text shows as typed. */
export function priceCell(value: number | string | null, format: (amount: number) => string): string {
  if (value === null) return '';
  if (typeof value === 'number') return format(value);
  return /^\d[\d,.\s]*$/.test(value) ? format(Number(value.replace(/[,\s]/g, ''))) : value;
}

/** The loader's catalogue models by key; an empty map when it failed (slides then use the editor's content). */
export function readModels(data: unknown): ModelsCarouselData['models'] {
  if (!isRecord(data) || !isRecord(data['models'])) return {};
  const models: Record<string, CatalogueModel> = {};
  for (const [key, model] of Object.entries(data['models'])) {
    if (isRecord(model) && isString(model['name']) && Array.isArray(model['rows']))
      models[key] = model as unknown as CatalogueModel;
  }
  return models;
}
