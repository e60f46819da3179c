/** A§3 trade-in option lists from the stock service (A§7 /trade_in/form_options). */
export interface TradeInOption {
  value: string;
  label: string;
}

export interface TradeInModelOption extends TradeInOption {
  brand: string;
}

export interface TradeInOptions {
  brands: TradeInOption[];
  models: TradeInModelOption[];
  bodyTypes: TradeInOption[];
  fuelTypes: TradeInOption[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list<T extends TradeInOption>(raw: unknown, extra?: (item: Record<string, unknown>) => Omit<T, keyof TradeInOption> | null): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!isRecord(item) || typeof item['value'] !== 'string' || item['value'] === '') return [];
    const label = typeof item['label'] === 'string' && item['label'] !== '' ? item['label'] : item['value'];
    const more = extra ? extra(item) : {};
    return more === null ? [] : [{ value: item['value'], label, ...more } as T];
  });
}

/** The answer's lists, every malformed entry dropped; null when it holds no brands at all. */
export function readTradeInOptions(raw: unknown): TradeInOptions | null {
  if (!isRecord(raw)) return null;
  const options: TradeInOptions = {
    brands: list(raw['brands']),
    models: list<TradeInModelOption>(raw['models'], (item) => (typeof item['brand'] === 'string' ? { brand: item['brand'] } : null)),
    bodyTypes: list(raw['bodyTypes']),
    fuelTypes: list(raw['fuelTypes']),
  };
  return options.brands.length > 0 ? options : null;
}

/** The A§3 trade-in values the vehicle section collects. */
export interface TradeInVehicle {
  brand: string;
  model: string;
  bodyType: string;
  fuelType: string;
  mileage: string;
  /** YYYY-MM-DD. */
  registrationDate: string;
  registration: string;
}

export const emptyVehicle: TradeInVehicle = {
  brand: '',
  model: '',
  bodyType: '',
  fuelType: '',
  mileage: '',
  registrationDate: '',
  registration: '',
};

/** Definition fields named as A§3 (snake_case) take the value as is. */
export const SAME_NAME_FIELDS: Readonly<Record<keyof TradeInVehicle, string>> = {
  brand: 'brand',
  model: 'model',
  bodyType: 'body_type',
  fuelType: 'fuel_type',
  mileage: 'mileage',
  registrationDate: 'registration_date',
  registration: 'registration',
};

/**
 * The definition's values from the vehicle: A§3 names as they are, plus the seeded trade-in form's
 * summary fields (`current_car` = brand and model, `car_year` = the registration year). Only fields the
 * definition has are written.
 */
export function vehicleValues(vehicle: TradeInVehicle, options: TradeInOptions | null, fieldIds: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, id] of Object.entries(SAME_NAME_FIELDS) as Array<[keyof TradeInVehicle, string]>) {
    if (fieldIds.has(id)) out[id] = vehicle[key];
  }
  const brandLabel = options?.brands.find((brand) => brand.value === vehicle.brand)?.label ?? vehicle.brand;
  const modelLabel = options?.models.find((model) => model.brand === vehicle.brand && model.value === vehicle.model)?.label ?? vehicle.model;
  if (fieldIds.has('current_car')) out['current_car'] = [brandLabel, modelLabel].filter(Boolean).join(' ');
  if (fieldIds.has('car_year')) out['car_year'] = vehicle.registrationDate.slice(0, 4);
  return out;
}

/** The definition fields the vehicle section fills (and so renders in its own way). */
export function coveredFields(fieldIds: ReadonlySet<string>): string[] {
  return [...Object.values(SAME_NAME_FIELDS), 'current_car', 'car_year'].filter((id) => fieldIds.has(id));
}
