import {
  fuelTypeText,
  isSpecKey,
  specLabel,
  specText,
  type CatalogueVehicle,
  type GroupedNameplate,
  type Locale,
} from '@lux/content';
import type { Fields, ModelSummary } from '../model-summary/types';
import { isRecord, isString } from './guards';

/** The fields that say which car a model summary shows and how the filters see it. */
export type SummaryFields = Pick<
  Fields,
  | 'car_key'
  | 'engine_key'
  | 'spec_key_1'
  | 'spec_label_1'
  | 'spec_key_2'
  | 'spec_label_2'
  | 'spec_key_3'
  | 'spec_label_3'
>;

/** Reads a block's raw fields (as the loader gets them) as summary fields. */
export function summaryFields(fields: Record<string, unknown>): SummaryFields {
  const text = (name: keyof SummaryFields) =>
    typeof fields[name] === 'string' ? (fields[name] as string).trim() : '';
  return {
    car_key: text('car_key').toLowerCase(),
    engine_key: text('engine_key').toLowerCase(),
    spec_key_1: text('spec_key_1'),
    spec_label_1: text('spec_label_1'),
    spec_key_2: text('spec_key_2'),
    spec_label_2: text('spec_label_2'),
    spec_key_3: text('spec_key_3'),
    spec_label_3: text('spec_label_3'),
  };
}

/** When the editor names no specs: power, 0–100 and the powertrain. */
const DEFAULT_SPECS = ['power_hp', 'acceleration_0_100_s', 'fuel_type'] as const;

/**
 * The version a summary shows: car_key names a model (nameplate) or a car; engine_key picks the model's
 * version with that engine, else its first (cheapest first in the catalogue's order).
 */
export function pickVersion(
  fields: SummaryFields,
  cars: readonly CatalogueVehicle[],
): CatalogueVehicle | null {
  const byCar = cars.find((car) => car.key === fields.car_key);
  if (byCar) return byCar;
  const versions = cars.filter((car) => car.nameplate.key === fields.car_key);
  return versions.find((car) => car.engine_key === fields.engine_key) ?? versions[0] ?? null;
}

/** What the summary card shows and the filters match on, in the page's language. */
export function buildSummary(
  fields: SummaryFields,
  cars: readonly CatalogueVehicle[],
  nameplates: readonly GroupedNameplate[],
  locale: Locale,
): ModelSummary | null {
  const car = pickVersion(fields, cars);
  if (!car) return null;
  const nameplate = nameplates.find((candidate) => candidate.key === car.nameplate.key);
  const chosen = ([1, 2, 3] as const).flatMap((n) => {
    const key = fields[`spec_key_${n}`];
    return isSpecKey(key) ? [{ key, label: fields[`spec_label_${n}`] }] : [];
  });
  const specs = (chosen.length > 0 ? chosen : DEFAULT_SPECS.map((key) => ({ key, label: '' }))).flatMap(
    ({ key, label }) => {
      const text = specText(key, car.specs[key], locale);
      return text ? [{ key, label: label || specLabel(key, locale), text }] : [];
    },
  );
  return {
    carKey: car.key,
    modelKey: car.nameplate.key,
    modelName: car.nameplate.name,
    versionName: car.name,
    familyName: car.family.name,
    bodyStyle: nameplate?.body_style ?? '',
    fuelType: car.specs.fuel_type,
    engine: fuelTypeText(car.specs.fuel_type, locale),
    pagePath: nameplate?.page_path ?? null,
    imageId: car.image_id ?? nameplate?.image_id ?? null,
    price: car.price,
    leasePrice: car.lease_price,
    specs,
  };
}

/** The facets a summary is filtered by: the editor's model and body style names win over the catalogue's. */
export interface SummaryFacets {
  model: string;
  bodyStyle: string;
  engine: string;
}

export function facetsOf(
  summary: ModelSummary,
  fields: { model?: unknown; bodystyle?: unknown },
): SummaryFacets {
  const own = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    model: own(fields.model) || summary.modelName,
    bodyStyle: own(fields.bodystyle) || summary.bodyStyle,
    engine: summary.engine,
  };
}

/** A summary from loader data, or null when it is not one. */
export function readSummary(value: unknown): ModelSummary | null {
  if (!isRecord(value)) return null;
  const ok =
    isString(value['carKey']) &&
    isString(value['modelName']) &&
    isString(value['versionName']) &&
    isString(value['engine']) &&
    typeof value['price'] === 'number' &&
    Array.isArray(value['specs']);
  return ok ? (value as unknown as ModelSummary) : null;
}
