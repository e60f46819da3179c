import type { ConfigProblem } from './config';

/** One model the calculator prices (an entry of the block's `models_info`). */
export interface FinanceModel {
  key: string;
  name: string;
  /** The on-the-road price in agorot (models_info gives whole shekels). */
  priceAgorot: number;
  /** Media id of the model's picture, or null. */
  imageId: number | string | null;
  /** What comes with the car at no cost ("free items"), shown unless the block hides them. */
  freeItems: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function freeItems(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item) => (isRecord(item) ? text(item['label'] ?? item['name'] ?? item['title']) : text(item)))
    .filter((item) => item !== '');
}

/**
 * `models_info` (JSON text or array; an object with a `models` array is accepted too) → the models
 * with a key and a positive price. Never throws; entries it cannot use are skipped with a problem.
 * Fields: key (or nameplate_key), name, price (whole currency units), image_id (or image), free_items.
 */
export function parseModelsInfo(raw: unknown): { models: FinanceModel[]; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { models: [], problems };
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ path: 'models_info', message: 'is not valid JSON' });
      return { models: [], problems };
    }
  }
  if (isRecord(value) && Array.isArray(value['models'])) value = value['models'];
  if (!Array.isArray(value)) {
    if (value !== null && value !== undefined)
      problems.push({ path: 'models_info', message: 'must be a JSON array' });
    return { models: [], problems };
  }
  const models: FinanceModel[] = [];
  const seen = new Set<string>();
  value.forEach((entry, index) => {
    const path = `models_info[${index}]`;
    if (!isRecord(entry)) {
      problems.push({ path, message: 'must be an object' });
      return;
    }
    const key = text(entry['key'] ?? entry['nameplate_key']);
    const price = typeof entry['price'] === 'string' ? Number(entry['price']) : entry['price'];
    if (!key || seen.has(key)) {
      problems.push({ path: `${path}.key`, message: key ? 'is a duplicate' : 'is required' });
      return;
    }
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      problems.push({ path: `${path}.price`, message: 'must be a positive number' });
      return;
    }
    seen.add(key);
    const image = entry['image_id'] ?? entry['image'];
    const imageId = isRecord(image) ? ((image['id'] as number | string | undefined) ?? null) : image;
    models.push({
      key,
      name: text(entry['name']) || key,
      priceAgorot: Math.round(price * 100),
      imageId:
        typeof imageId === 'number' || (typeof imageId === 'string' && imageId !== '') ? imageId : null,
      freeItems: freeItems(entry['free_items']),
    });
  });
  return { models, problems };
}

/**
 * The models a `nameplate_key_filter` keeps (comma list, case-insensitive; empty keeps all), in the
 * filter's order when there is one.
 */
export function filterModels(models: readonly FinanceModel[], filter: string): FinanceModel[] {
  const keys = filter
    .split(',')
    .map((key) => key.trim().toLowerCase())
    .filter((key) => key !== '');
  if (keys.length === 0) return [...models];
  return keys.flatMap((key) => models.filter((model) => model.key.toLowerCase() === key));
}
