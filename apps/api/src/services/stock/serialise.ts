import type { VehicleState, VehicleStatus } from '@lux/stock-locator';
import type { dealers } from '../../db/schema.js';
import { MARKET_GROUP_FIELDS, type VehicleAttributes } from './schemas.js';
import type { VehicleRow } from './stock.repository.js';

/** Photo renditions (A§3 photos) on the media service, cropped to 16:9 (A§9 image sizes). */
function photoUrl(mediaPrefix: string, id: number, width: number) {
  return `${mediaPrefix}/api/v2/images/${id}/w/${width}.jpg?ratio=16-9`;
}

function photos(mediaPrefix: string, ids: readonly number[]) {
  const [cover] = ids;
  if (cover === undefined) return null;
  return {
    normal: photoUrl(mediaPrefix, cover, 1024),
    medium: photoUrl(mediaPrefix, cover, 640),
    hd: photoUrl(mediaPrefix, cover, 1600),
    quarter_hd: photoUrl(mediaPrefix, cover, 1024),
    included: ids.map((id, index) => ({
      sequence: index + 1,
      big: photoUrl(mediaPrefix, id, 1600),
      medium: photoUrl(mediaPrefix, id, 640),
      quarter_hd: photoUrl(mediaPrefix, id, 1024),
      hd: photoUrl(mediaPrefix, id, 1600),
      full: photoUrl(mediaPrefix, id, 1600),
    })),
  };
}

/** The listing card's attributes (the light listing, carousels). */
export function cardAttributes(row: VehicleRow, mediaPrefix: string) {
  const car = row.vehicle;
  const a = car.attributes;
  const pictures = photos(mediaPrefix, car.photoImageIds);
  const hidden = car.priceHidden;
  return {
    nameplate_brand_name: car.nameplateBrandName,
    nameplate_name: car.nameplateName,
    nameplate_external_code: car.nameplateExternalCode,
    nameplate_model_group: car.nameplateModelGroup,
    // The table's check constraints hold these to the contract's values.
    state: car.state as VehicleState,
    status: car.status as VehicleStatus,
    version: car.version,
    production_year: car.productionYear,
    model_year: car.modelYear,
    mileage: car.mileage,
    mileage_unit: (a['mileage_unit'] as string | undefined) ?? 'km',
    engines: (a['engines'] as string | undefined) ?? null,
    engine_type: car.engineType,
    transmission: car.transmission,
    drivetrain: (a['drivetrain'] as string | undefined) ?? null,
    power: car.power,
    power_unit: (a['power_unit'] as string | undefined) ?? 'hp',
    color_name: car.colorName,
    number_of_seats: car.numberOfSeats,
    vin: car.vin,
    dealer_code: car.dealerCode,
    model_display_name: (a['model_display_name'] as string | undefined) ?? null,
    cover_photo_medium: pictures?.medium ?? null,
    photos: pictures,
    msrp_price: hidden ? null : car.msrpPrice,
    sale_price: hidden ? null : car.salePrice,
    monthly_price: hidden ? null : car.monthlyPrice,
    price_hidden: hidden,
    financing_options: car.financingOptions,
    prices: hidden ? null : ((a['prices'] as unknown) ?? null),
    created_at: car.createdAt.toISOString(),
  };
}

/** A§3 listing attributes kept in the `attributes` column (the card reads its own); null when absent. */
const STORED_KEYS = [
  'capacity', 'engine_capacity_normalized', 'battery_capacity', 'interior_color', 'order_number', 'long_description',
  'video_url', 'prices_type', 'features_optional', 'features_standard', 'accessories', 'delivery_date', 'footnote',
  'disclaimers', 'product_card_disclaimer', 'publicationLists', 'availability', 'item_id',
] as const;
/** Prices a hidden price must not reveal. */
const PRICE_KEYS = ['total_price', 'base_price', 'gross_price', 'net_price', 'subscribe_price', 'price_metadata'] as const;

/** A market group with every one of its fields, null where the stored group has none (or there is none). */
function marketGroup(stored: unknown, fields: readonly string[], hide: readonly string[]) {
  const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = hide.includes(field) ? null : (source[field] ?? null);
  return out;
}

/** Every listing attribute of A§3, the market groups and the owner fields: every key, null where unknown. */
export function vehicleAttributes(row: VehicleRow, mediaPrefix: string): VehicleAttributes {
  const car = row.vehicle;
  const a = car.attributes;
  const hidden = car.priceHidden;
  // Key by key into a plain object: object rest/spread over ~30 attributes is a slow path in V8 (~10×
  // this), and it runs for every car of every page. The response schema requires every one of them.
  const out: Record<string, unknown> = {};
  for (const key of STORED_KEYS) out[key] = a[key] ?? null;
  for (const key of PRICE_KEYS) out[key] = hidden ? null : (a[key] ?? null);
  out['avl_field'] = marketGroup(a['avl_field'], MARKET_GROUP_FIELDS.avl_field, []);
  out['japan_used_and_approved_cars_field'] = marketGroup(
    a['japan_used_and_approved_cars_field'],
    MARKET_GROUP_FIELDS.japan_used_and_approved_cars_field,
    hidden ? ['on_the_road_price'] : [],
  );
  // The stored attributes are unchecked jsonb; the response schema serialises each to its declared type.
  return Object.assign(out as Omit<VehicleAttributes, keyof ReturnType<typeof cardAttributes>>, cardAttributes(row, mediaPrefix), {
    config_url: car.configUrl,
    owner_name: row.dealerNameHe,
    owner_address: row.dealerAddress,
    owner_city: row.dealerCity,
    owner_zipcode: row.dealerPostcode,
    owner_phone: row.dealerPhone,
    owner_email: row.dealerEmail,
    owner_opening_hours: row.dealerHours,
    owner_contact_details: row.dealerPhone ? `טלפון ${row.dealerPhone}` : null,
    owner_metadata: row.dealerNameHe
      ? { display_name_lr: row.dealerNameHe.replace('לוקס מוטורס', 'לנד רובר לוקס מוטורס'), display_name_jag: row.dealerNameHe.replace('לוקס מוטורס', 'יגואר לוקס מוטורס') }
      : null,
  });
}

type DealerRow = typeof dealers.$inferSelect;

/** A§3 Dealer, plus what the retailer cards need (B§3.2: coordinates, contact info, services). */
export function dealerAttributes(row: DealerRow, locale: 'he' | 'en' = 'he') {
  const he = locale === 'he';
  return {
    name: he ? row.nameHe : row.nameEn,
    dealer_code: row.dealerCode,
    ciCode: row.ciCode,
    address: he ? row.addressHe : row.addressEn,
    city: he ? row.cityHe : row.cityEn,
    locality: row.cityEn,
    state: he ? row.stateHe : row.stateEn,
    zipcode: row.postcode,
    postcode: row.postcode,
    email: row.email,
    phone: row.phone,
    mainPhone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    brands: row.brands,
    contact_info: row.contactInfo,
    services: row.services,
  };
}
