import type { FuelType } from '../db/schema.js';

/**
 * The A§3 attributes the first demo stock lacked: subscription prices, videos, price_metadata and the
 * market groups. They draw from a random stream of their own, so adding them left every other value of
 * the seeded cars (VINs, prices, dates) exactly as it was.
 */

export interface MarketInput {
  state: 'new' | 'approved' | 'used';
  fuelType: FuelType;
  productionYear: number;
  /** Catalogue price of the trim, new, in ₪ including VAT. */
  basePrice: number;
  salePrice: number;
  monthlyPrice: number | null;
  /** `YYYY-MM-01`, the first registration of an approved car (already in its avl_field). */
  registrationDate: string | null;
  itemId: string;
}

/** The reference date of the demo stock is 20 November 2026 (stock.data.ts). */
const YEAR_NOW = 2026;
const MONTH_NOW = 11;
const VAT = 1.18;
/** Israeli purchase tax on a new car, by powertrain (electric cars pay a reduced rate). */
const PURCHASE_TAX: Record<FuelType, number> = {
  petrol: 0.83, diesel: 0.83, mhev_petrol: 0.83, mhev_diesel: 0.83, phev: 0.65, bev: 0.45,
};
/** Share of the purchase tax left after the green-rating benefit. */
const AFTER_GREEN_BENEFIT: Record<FuelType, number> = {
  petrol: 1, diesel: 0.97, mhev_petrol: 0.92, mhev_diesel: 0.9, phev: 0.75, bev: 0.6,
};
const PREVIOUS_USE = ['פרטי', 'פרטי', 'פרטי', 'ליסינג', 'ליסינג', 'חברה', 'השכרה'];
const REPAIR_RECORD = ['ללא תאונות', 'ללא תאונות', 'ללא תאונות', 'ללא תאונות', 'תיקון פח קל, ללא פגיעה בשלדה'];
/** Share of new cars (with a lease price) also offered by monthly subscription, and of cars with a video. */
const SUBSCRIBE_SHARE = 0.3;
const VIDEO_SHARE = 0.08;
export const STOCK_VIDEO_BASE = 'https://media.lux-motors.co.il/stock/video';

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const month = (m: number) => String(m).padStart(2, '0');

export function marketAttributes(car: MarketInput, random: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Every draw happens for every car, whatever its state: one car's data never shifts the next one's.
  const [subscribeRoll, videoRoll, registeredMonth, maintainedRoll] = [random(), random(), 1 + Math.floor(random() * 9), random()];
  const previousUse = pick(PREVIOUS_USE);
  const repairRecord = pick(REPAIR_RECORD);
  const secondHand = car.state !== 'new';

  const omv = roundTo(car.basePrice / VAT / (1 + PURCHASE_TAX[car.fuelType]), 100);
  const arf = roundTo(omv * PURCHASE_TAX[car.fuelType], 100);
  const registered = car.registrationDate ?? `${car.productionYear}-${month(registeredMonth)}-01`;
  const registeredIn = Number(registered.slice(5, 7));
  // The yearly road test falls due in the registration month: this year's if still ahead, else next year's.
  const motYear = registeredIn > MONTH_NOW ? YEAR_NOW : YEAR_NOW + 1;
  const factoryWarrantyEnds = car.productionYear + 3;
  const maintained = car.state === 'approved' || maintainedRoll < 0.8;

  return {
    subscribe_price:
      car.state === 'new' && car.monthlyPrice !== null && subscribeRoll < SUBSCRIBE_SHARE
        ? roundTo(car.monthlyPrice * 1.25 + 900, 10)
        : null,
    video_url: car.state !== 'used' && videoRoll < VIDEO_SHARE ? `${STOCK_VIDEO_BASE}/${car.itemId}.mp4` : null,
    // A§3: a price per Australian state or territory; the Israeli market has one national price.
    price_metadata: null,
    avl_field:
      car.state === 'approved'
        ? {
            registration_date: registered,
            open_market_value: omv,
            additional_registration_fee: arf,
            preferential_additional_registration_fee: roundTo(arf * AFTER_GREEN_BENEFIT[car.fuelType], 100),
          }
        : null,
    japan_used_and_approved_cars_field: secondHand
      ? {
          date_mot_expiry: `${motYear}-${month(registeredIn)}-01`,
          date_warranty_expiry:
            car.state === 'approved'
              ? `${YEAR_NOW + 1}-${month(MONTH_NOW)}-30`
              : factoryWarrantyEnds > YEAR_NOW
                ? `${factoryWarrantyEnds}-${month(registeredIn)}-01`
                : null,
          // A Japanese levy; not charged in Israel.
          recycling_fee: null,
          repair_record: repairRecord,
          previous_use: previousUse,
          regular_maintenance_availability: maintained,
          maintenance_log: maintained ? 'ספר טיפולים מלא במרכז שירות מורשה' : 'טיפולים חלקיים, חלקם מחוץ לרשת',
          date_registered: registered,
          on_the_road_price: car.salePrice,
        }
      : null,
  };
}
