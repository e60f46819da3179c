import { sql } from 'drizzle-orm';
import { stockVehicles as v } from '../../db/schema.js';

/**
 * The stock columns a search names, once for all three readers: the SQL filters and facets (query.ts),
 * the snapshot's chunk statement (snapshot.ts) and the facet index's dimensions (facet-index.ts), so a
 * filter added here is filtered, held and counted alike.
 */

/**
 * Text attributes a condition or facet may name, in the facet index's dimension order. `number_of_seats`
 * is compared as text, as the client sends it, and held as that text in the snapshot.
 */
export const TEXT_FILTER_COLUMNS = {
  nameplate_brand_name: sql`${v.nameplateBrandName}`,
  nameplate_name: sql`${v.nameplateName}`,
  state: sql`${v.state}`,
  status: sql`${v.status}`,
  engine_type: sql`${v.engineType}`,
  transmission: sql`${v.transmission}`,
  color_name: sql`${v.colorName}`,
  dealer_code: sql`${v.dealerCode}`,
  number_of_seats: sql`(${v.numberOfSeats})::text`,
};

/** Numeric attributes a range condition or facet may name, in the facet index's order. */
export const RANGE_FILTER_COLUMNS = {
  msrp_price: sql`${v.msrpPrice}`,
  sale_price: sql`${v.salePrice}`,
  mileage: sql`${v.mileage}`,
  production_year: sql`${v.productionYear}`,
  model_year: sql`${v.modelYear}`,
  power: sql`${v.power}`,
};

export type TextAttribute = keyof typeof TEXT_FILTER_COLUMNS;
export type RangeAttribute = keyof typeof RANGE_FILTER_COLUMNS;
export const TEXT_ATTRIBUTES = Object.keys(TEXT_FILTER_COLUMNS) as readonly TextAttribute[];
export const RANGE_ATTRIBUTES = Object.keys(RANGE_FILTER_COLUMNS) as readonly RangeAttribute[];
