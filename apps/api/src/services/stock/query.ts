/**
 * Listing parameters → parameterised SQL (A§7 filters, A§9 sorting). Conditions come from
 * `parseListingApiQuery`, so only the attribute/operator pairs it allows ever reach this file, and every
 * value is bound as a parameter.
 */
import {
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  VEHICLE_STATUSES,
  type ApiFilterCondition,
  type CheckboxFilterKey,
  type FilterKey,
  type RangeFilterKey,
  type SortOption,
} from '@lux/stock-locator';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { stockVehicles as v } from '../../db/schema.js';
import { RANGE_FILTER_COLUMNS, TEXT_FILTER_COLUMNS } from './columns.js';

/** The filter columns by attribute name (columns.ts); an attribute not among them matches nothing. */
const TEXT_COLUMNS: Record<string, SQL | undefined> = TEXT_FILTER_COLUMNS;
const RANGE_COLUMNS: Record<string, SQL | undefined> = RANGE_FILTER_COLUMNS;

/** Colour families the `colors` filter matches inside colour names ("שחור" in "שחור סנטוריני"). */
export const COLOUR_FAMILIES = ['שחור', 'לבן', 'אפור', 'כסף', 'כחול', 'ירוק', 'אדום', 'ברונזה', 'אבן'] as const;

/** PostgreSQL text cannot hold NUL; such a value can never match, so it is dropped from the SQL. */
const clean = (value: string) => value.replaceAll('\u0000', '');

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${clean(value)}`), sql`, `);

/** The filter key a condition belongs to; `null` for the block's brand/model `_eq` context filters. */
export function filterKeyOf(condition: ApiFilterCondition): FilterKey | null {
  for (const key of FILTER_KEYS) {
    const d = FILTER_DEFINITIONS[key];
    if (d.attribute !== condition.attribute) continue;
    if (d.kind === 'range' && (condition.operator === 'gteq' || condition.operator === 'lteq')) return key;
    if (d.kind === 'checkbox' && d.suffix === `_${condition.operator}`) return key;
  }
  return null;
}

export function conditionSql(c: ApiFilterCondition): SQL {
  if (c.operator === 'gteq' || c.operator === 'lteq') {
    const column = RANGE_COLUMNS[c.attribute];
    // bigint: a bound may be any safe integer, far beyond the integer columns' range.
    const bound = sql`${String(c.number ?? 0)}::bigint`;
    if (!column) return sql`false`;
    return c.operator === 'gteq' ? sql`${column} >= ${bound}` : sql`${column} <= ${bound}`;
  }
  if (c.attribute === 'financing_options') return sql`${v.financingOptions} && array[${list(c.values)}]::text[]`;
  if (c.operator === 'includes') {
    const column = TEXT_COLUMNS[c.attribute];
    if (!column) return sql`false`;
    return includesSql(column, c.values);
  }
  const column = TEXT_COLUMNS[c.attribute];
  if (!column) return sql`false`;
  // The block's brand and model may be given as names or as catalogue keys (land_rover, defender-110).
  if (c.attribute === 'nameplate_brand_name') return sql`(${column} in (${list(c.values)}) or ${v.brand} in (${list(c.values)}))`;
  if (c.attribute === 'nameplate_name') return sql`(${column} in (${list(c.values)}) or ${v.nameplateKey} in (${list(c.values)}))`;
  return sql`${column} in (${list(c.values)})`;
}

/** `_includes` on text: any value occurs in the text, compared by the database's `lower()` (its locale). */
function includesSql(text: SQL, values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`strpos(lower(${text}), lower(${clean(value)})) > 0`),
    sql` or `,
  )})`;
}

/**
 * Which of `candidates` (distinct values of a text column) a text `_includes` condition accepts: the
 * in-memory facet index applies the database's own answer, so `lower()` means what it means in SQL.
 */
export function includesMatchSql(candidates: readonly string[], values: readonly string[]): SQL {
  return sql`select d.value from unnest(array[${list(candidates)}]::text[]) as d(value) where ${includesSql(sql`d.value`, values)}`;
}

/** The listing and every condition, except those of `skip` (a facet counts under the OTHER filters). */
export function whereSql(listing: string, conditions: readonly ApiFilterCondition[], skip?: FilterKey): SQL {
  const parts = [sql`${v.listing} = ${clean(listing)}`];
  for (const c of conditions) if (skip === undefined || filterKeyOf(c) !== skip) parts.push(conditionSql(c));
  return and(...parts) as SQL;
}

/** Value expression and extra FROM clause per checkbox facet. */
function facetSource(key: CheckboxFilterKey): { value: SQL; from: SQL; where?: SQL } {
  if (key === 'financing_options')
    return { value: sql`f.value`, from: sql`cross join lateral unnest(${v.financingOptions}) as f(value)` };
  if (key === 'colors') {
    const families = sql.join(COLOUR_FAMILIES.map((family) => sql`${family}`), sql`, `);
    return {
      value: sql`f.value`,
      from: sql`cross join unnest(array[${families}]::text[]) as f(value)`,
      where: sql`strpos(${v.colorName}, f.value) > 0`,
    };
  }
  const column = TEXT_COLUMNS[FILTER_DEFINITIONS[key].attribute];
  return { value: column ?? sql`null`, from: sql`` };
}

export interface FacetRow {
  facet: string;
  value: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

/**
 * One statement for the total, every checkbox facet (values with counts under the other active
 * filters) and every range's bounds (under the other filters): one round trip per listing request.
 */
export function facetsSql(
  listing: string,
  conditions: readonly ApiFilterCondition[],
  checkboxKeys: readonly CheckboxFilterKey[],
  rangeKeys: readonly RangeFilterKey[],
): SQL {
  const parts: SQL[] = [
    sql`select '' as facet, null::text as value, count(*)::int as n, null::int as lo, null::int as hi from ${v} where ${whereSql(listing, conditions)}`,
  ];
  for (const key of checkboxKeys) {
    const source = facetSource(key);
    const where = whereSql(listing, conditions, key);
    parts.push(
      sql`select ${key}::text, (${source.value})::text, count(*)::int, null::int, null::int from ${v} ${source.from} where ${where}${source.where ? sql` and ${source.where}` : sql``} and (${source.value}) is not null group by 2`,
    );
  }
  for (const key of rangeKeys) {
    const column = RANGE_COLUMNS[FILTER_DEFINITIONS[key].attribute] ?? sql`null`;
    parts.push(
      sql`select ${key}::text, null::text, count(${column})::int, min(${column})::int, max(${column})::int from ${v} where ${whereSql(listing, conditions, key)}`,
    );
  }
  return sql.join(parts.map((part) => sql`(${part})`), sql` union all `);
}

/** A§9: the nine sorting options; ties fall back to the id so pages never overlap. */
export function orderBy(sort: SortOption): SQL[] {
  const statusOrder = sql`array_position(array[${sql.join(VEHICLE_STATUSES.map((s) => sql`${s}`), sql`, `)}]::text[], ${v.status})`;
  switch (sort) {
    case 'productionYearAsc':
      return [asc(v.productionYear), asc(v.id)];
    case 'productionYearDesc':
      return [desc(v.productionYear), desc(v.id)];
    case 'createdAtAsc':
      return [asc(v.createdAt), asc(v.id)];
    case 'createdAtDesc':
      return [desc(v.createdAt), desc(v.id)];
    case 'mileageAsc':
      return [asc(v.mileage), asc(v.id)];
    case 'mileageDesc':
      return [desc(v.mileage), desc(v.id)];
    case 'priceAsc':
      return [sql`${v.salePrice} asc nulls last`, asc(v.id)];
    case 'priceDesc':
      return [sql`${v.salePrice} desc nulls last`, desc(v.id)];
    case 'status':
      return [sql`${statusOrder} asc nulls last`, desc(v.createdAt), desc(v.id)];
  }
}
