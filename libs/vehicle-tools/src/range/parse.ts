import {
  DRIVING_PROFILES,
  RANGE_DATA_FILE_VERSION,
  type FactorPoint,
  type RangeDataFile,
  type RangeFactors,
  type RangeModel,
} from './format';

export type RangeDataParseResult =
  | { ok: true; file: RangeDataFile }
  | { ok: false; problems: readonly string[] };

const MAX_MODELS = 50;
const MAX_POINTS = 50;
const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;
const TABLES = ['speed', 'temperature', 'climate'] as const;
type Table = (typeof TABLES)[number];
/** Where each table's x lives: km/h or °C. */
const X_LIMITS: Record<Table, readonly [number, number]> = { speed: [0, 250], temperature: [-50, 60], climate: [-50, 60] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFactor = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 3;

class Problems {
  readonly list: string[] = [];
  add(path: string, message: string) {
    this.list.push(`${path}: ${message}`);
  }
}

function parsePoints(raw: unknown, table: Table, path: string, problems: Problems): FactorPoint[] | undefined {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_POINTS) {
    problems.add(path, `must be a list of 1 to ${MAX_POINTS} [x, factor] points`);
    return undefined;
  }
  const [low, high] = X_LIMITS[table];
  const points: FactorPoint[] = [];
  raw.forEach((point: unknown, index) => {
    const at = `${path}[${index}]`;
    if (!Array.isArray(point) || point.length !== 2) return problems.add(at, 'must be [x, factor]');
    const [x, factor] = point as unknown[];
    if (typeof x !== 'number' || !Number.isFinite(x) || x < low || x > high) return problems.add(at, `x must be a number from ${low} to ${high}`);
    if (!isFactor(factor)) return problems.add(at, 'factor must be a number above 0 and at most 3');
    const previous = points.at(-1);
    if (previous && x <= previous[0]) return problems.add(at, 'x must rise from point to point');
    // The block promises that a higher speed never gives a longer range.
    if (table === 'speed' && previous && factor > previous[1]) return problems.add(at, 'a higher speed must not have a higher factor');
    points.push([x, factor]);
  });
  return points.length === raw.length ? points : undefined;
}

function parseProfile(raw: unknown, path: string, problems: Problems): RangeFactors['profile'] | undefined {
  if (!isRecord(raw)) return problems.add(path, `must map ${DRIVING_PROFILES.join(', ')} to factors`), undefined;
  const profile: Partial<Record<(typeof DRIVING_PROFILES)[number], number>> = {};
  for (const name of DRIVING_PROFILES) {
    const factor = raw[name];
    if (isFactor(factor)) profile[name] = factor;
    else problems.add(`${path}.${name}`, 'must be a number above 0 and at most 3');
  }
  const unknown = Object.keys(raw).filter((name) => !(DRIVING_PROFILES as readonly string[]).includes(name));
  if (unknown.length > 0) problems.add(path, `unknown profile ${unknown.join(', ')}`);
  return Object.keys(profile).length === DRIVING_PROFILES.length && unknown.length === 0 ? (profile as RangeFactors['profile']) : undefined;
}

function parseWheels(raw: unknown, path: string, problems: Problems): RangeFactors['wheels'] | undefined {
  if (!isRecord(raw) || Object.keys(raw).length === 0) return problems.add(path, 'must map rim sizes ("20"…"23") to factors'), undefined;
  let ok = true;
  for (const [size, factor] of Object.entries(raw)) {
    const inches = Number(size);
    if (!/^\d{2}$/.test(size) || inches < 14 || inches > 26) {
      problems.add(`${path}.${size}`, 'rim size must be whole inches from 14 to 26');
      ok = false;
    } else if (!isFactor(factor)) {
      problems.add(`${path}.${size}`, 'must be a number above 0 and at most 3');
      ok = false;
    }
  }
  return ok ? (raw as Record<string, number>) : undefined;
}

type PartialFactors = Partial<{ -readonly [K in keyof RangeFactors]: RangeFactors[K] }>;

function parseFactors(raw: unknown, path: string, problems: Problems): PartialFactors {
  if (raw === undefined) return {};
  if (!isRecord(raw)) return problems.add(path, 'must be an object'), {};
  const factors: PartialFactors = {};
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    const at = `${path}.${name}`;
    if (name === 'profile') factors.profile = parseProfile(value, at, problems);
    else if (name === 'wheels') factors.wheels = parseWheels(value, at, problems);
    else if ((TABLES as readonly string[]).includes(name)) factors[name as Table] = parsePoints(value, name as Table, at, problems);
    else problems.add(at, 'unknown factor table');
  }
  return factors;
}

function parseName(raw: unknown, path: string, problems: Problems): Record<string, string> | undefined {
  if (typeof raw === 'string' && raw.trim() !== '') return { en: raw.trim() };
  if (isRecord(raw)) {
    const entries = Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
    if (entries.length > 0 && entries.length === Object.keys(raw).length) return Object.fromEntries(entries.map(([locale, name]) => [locale, name.trim()]));
  }
  problems.add(path, 'must be a name, or names by locale ({"he": "…", "en": "…"})');
  return undefined;
}

const FACTOR_NAMES = ['profile', 'speed', 'temperature', 'climate', 'wheels'] as const;

function parseModel(raw: unknown, path: string, defaults: PartialFactors, problems: Problems): RangeModel | undefined {
  if (!isRecord(raw)) return problems.add(path, 'must be an object'), undefined;
  const before = problems.list.length;
  const key = raw['key'];
  if (typeof key !== 'string' || !KEY.test(key)) problems.add(`${path}.key`, 'must be lower-case letters, digits and dashes');
  const name = parseName(raw['name'], `${path}.name`, problems);
  const wltp = raw['wltp_range_km'];
  if (typeof wltp !== 'number' || !Number.isFinite(wltp) || wltp <= 0 || wltp > 2000) problems.add(`${path}.wltp_range_km`, 'must be a number of kilometres above 0 and at most 2000');
  const own = parseFactors(raw['factors'], `${path}.factors`, problems);
  const factors: PartialFactors = { ...defaults, ...own };
  for (const table of FACTOR_NAMES) {
    if (factors[table] === undefined && !(table in own) && !problems.list.some((p) => p.startsWith(`factors.${table}`))) {
      problems.add(`${path}.factors.${table}`, 'is missing (and the file has no default)');
    }
  }
  if (problems.list.length > before || !name) return undefined;
  const complete = factors as RangeFactors;
  const wheelSizes = Object.keys(complete.wheels).map(Number).sort((a, b) => a - b);
  return { key: key as string, name, wltpRangeKm: wltp as number, factors: complete, wheelSizes };
}

/**
 * Reads a range data file (see format.ts). Never throws: a malformed file answers every problem found,
 * each with its path (`models[1].factors.speed[2]: a higher speed must not have a higher factor`).
 */
export function parseRangeDataFile(input: unknown): RangeDataParseResult {
  const problems = new Problems();
  if (!isRecord(input)) return { ok: false, problems: ['the file must be a JSON object'] };
  if (input['version'] !== RANGE_DATA_FILE_VERSION) problems.add('version', `must be ${RANGE_DATA_FILE_VERSION}`);
  const defaults = parseFactors(input['factors'], 'factors', problems);
  const rawModels = input['models'];
  const models: RangeModel[] = [];
  if (!Array.isArray(rawModels) || rawModels.length === 0 || rawModels.length > MAX_MODELS) {
    problems.add('models', `must list 1 to ${MAX_MODELS} models`);
  } else {
    const seen = new Set<string>();
    rawModels.forEach((raw: unknown, index) => {
      const model = parseModel(raw, `models[${index}]`, defaults, problems);
      if (!model) return;
      if (seen.has(model.key)) return problems.add(`models[${index}].key`, `"${model.key}" is listed twice`);
      seen.add(model.key);
      models.push(model);
    });
  }
  const unknown = Object.keys(input).filter((name) => !['version', 'factors', 'models', 'description'].includes(name));
  for (const name of unknown) problems.add(name, 'unknown property');
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  return { ok: true, file: { version: RANGE_DATA_FILE_VERSION, models } };
}
