import type { FuelType, Transmission } from '../db/schema.js';
import { seedFamilies, seedNameplates, type SeedNameplate, type SeedVehicle } from './catalogue.data.js';
import { seedDealers } from './dealers.data.js';
import { marketAttributes } from './stock.market.js';

/**
 * 300 demo stock vehicles (issue 4 item 5), generated from the seeded model catalogue with a seeded
 * PRNG, so every run (and every database) gets exactly the same cars, VINs and dates.
 */

/** The listing key (`ci_key_list`) the demo stock is published in, and the demo company config. */
export const DEMO_LISTING = 'lux-il';
export const DEMO_COMPANY = 'lux-il';
export const DEMO_VEHICLE_COUNT = 300;

/** Mulberry32: small, fast, good enough for demo data, and identical on every platform. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedStockVehicle {
  listing: string;
  vin: string;
  configUrl: string | null;
  brand: string;
  nameplateBrandName: string;
  nameplateName: string;
  nameplateKey: string;
  nameplateExternalCode: string;
  nameplateModelGroup: string;
  state: 'new' | 'approved' | 'used';
  status: string;
  version: string;
  productionYear: number;
  modelYear: number;
  mileage: number;
  engineType: string;
  transmission: string;
  power: number;
  colorName: string;
  numberOfSeats: number;
  msrpPrice: number | null;
  salePrice: number | null;
  monthlyPrice: number | null;
  financingOptions: string[];
  dealerCode: string;
  /** Seeded media filenames; the seed turns them into image ids. */
  photoFilenames: string[];
  attributes: Record<string, unknown>;
  priceHidden: boolean;
  createdAt: Date;
}

/** Seeded value texts in Hebrew (the stock's own language), each with its English twin below. */
export const ENGINE_TYPES: Record<FuelType, string> = {
  petrol: 'בנזין',
  diesel: 'דיזל',
  mhev_petrol: 'בנזין מיילד-היברידי',
  mhev_diesel: 'דיזל מיילד-היברידי',
  phev: 'היברידי נטען (PHEV)',
  bev: 'חשמלי',
};
export const TRANSMISSION_NAMES: Record<Transmission, string> = {
  automatic_8: 'אוטומטית 8 הילוכים',
  automatic_9: 'אוטומטית 9 הילוכים',
  single_speed: 'הילוך יחיד',
};
export const DRIVETRAINS = { awd: 'הנעה כפולה', rwd: 'הנעה אחורית', fwd: 'הנעה קדמית' } as const;
export const INTERIORS = ['עור Windsor שחור אבוני', 'עור בהיר לונאר', 'עור חום טאן', 'אריג Kvadrat אפור', 'עור קרמל וחום כהה'];

/**
 * The same value texts in English, for the English site: the stock service keeps one text per value
 * (its filters match on it), and the `stock-locator-en` widget translations map each to English (A§7).
 */
export const ENGINE_TYPES_EN: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  mhev_petrol: 'Mild-hybrid petrol',
  mhev_diesel: 'Mild-hybrid diesel',
  phev: 'Plug-in hybrid (PHEV)',
  bev: 'Electric',
};
export const TRANSMISSION_NAMES_EN: Record<Transmission, string> = {
  automatic_8: '8-speed automatic',
  automatic_9: '9-speed automatic',
  single_speed: 'Single-speed',
};
export const DRIVETRAINS_EN: Record<keyof typeof DRIVETRAINS, string> = {
  awd: 'All-wheel drive',
  rwd: 'Rear-wheel drive',
  fwd: 'Front-wheel drive',
};
export const INTERIORS_EN = [
  'Ebony Windsor leather',
  'Light Lunar leather',
  'Tan leather',
  'Grey Kvadrat textile',
  'Caramel and dark brown leather',
];

/** The `engines` text of a catalogue car ("P400 3.0 ליטר"), in Hebrew or English ("P400 3.0 L"). */
export function enginesText(car: { engineKey: string; engineCapacityCc: SeedVehicle['engineCapacityCc'] }, locale: 'he' | 'en' = 'he'): string {
  const litres = car.engineCapacityCc ? (car.engineCapacityCc / 1000).toFixed(1) : null;
  return `${car.engineKey.toUpperCase()}${litres ? ` ${litres} ${locale === 'he' ? 'ליטר' : 'L'}` : ''}`;
}

/** The first production year each nameplate was sold, so used cars are never older than the model. */
const FIRST_YEAR: Record<string, number> = {
  'defender-90': 2020, 'defender-110': 2020, 'defender-130': 2023, discovery: 2017, 'discovery-sport': 2015,
  'range-rover': 2022, 'range-rover-sport': 2022, 'range-rover-velar': 2018, 'range-rover-evoque': 2019,
  'f-pace': 2016, 'i-pace': 2018, 'f-type': 2014, xe: 2015, xf: 2016, 'e-pace': 2018,
};

const STANDARD_FEATURES = [
  { name: 'מערכת מולטימדיה Pivi Pro עם מסך מגע 11.4"', code: 'PIVI' },
  { name: 'Apple CarPlay ו-Android Auto אלחוטיים', code: 'PHONE' },
  { name: 'מצלמה היקפית 3D', code: '3DCAM' },
  { name: 'בקרת שיוט אדפטיבית', code: 'ACC' },
  { name: 'פנסי LED מטריקס', code: 'LED' },
];
const OPTIONAL_FEATURES = [
  { name: 'גג פנורמי נפתח', code: 'PANO', price: 14900 },
  { name: 'מערכת שמע Meridian', code: 'MERID', price: 11900 },
  { name: 'חבילת גרירה', code: 'TOW', price: 6900 },
  { name: 'מושבים מאווררים', code: 'VENT', price: 8900 },
  { name: 'חישוקי 22"', code: 'WHEEL22', price: 12900 },
];
const ACCESSORIES = [
  { name: 'מגשי רצפה מגומי', code: 'MATS', price: 990 },
  { name: 'מנשא אופניים לגג', code: 'BIKE', price: 2490 },
];

const NEW_STATUSES = ['stock', 'stock', 'stock', 'available_soon', 'in_production', 'on_demand', 'delivery', 'reserved'];
const USED_STATUSES = ['stock', 'stock', 'stock', 'stock', 'reserved', 'sold', 'demo'];
const YEAR_NOW = 2026;
const VAT = 1.18;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES: Record<number, string> = { 2014: 'E', 2015: 'F', 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface Pick {
  nameplate: SeedNameplate;
  car: SeedVehicle;
}

export function generateStockVehicles(count = DEMO_VEHICLE_COUNT, seed = 20261122): SeedStockVehicle[] {
  const random = prng(seed);
  // Attributes added later draw from their own stream, so the cars above them stay as they were.
  const marketRandom = prng(seed ^ 0x5bd1e995);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const brandOf = new Map(seedFamilies.map((family) => [family.key, family.brand]));
  const choices: Pick[] = seedNameplates.flatMap((nameplate) => nameplate.vehicles.map((car) => ({ nameplate, car })));
  const landRover = choices.filter((c) => brandOf.get(c.nameplate.family) === 'land_rover');
  const jaguar = choices.filter((c) => brandOf.get(c.nameplate.family) === 'jaguar');
  const jaguarDealers = seedDealers.filter((d) => d.brands.includes('jaguar'));
  const base = Date.UTC(2026, 10, 20, 9, 0, 0);
  const out: SeedStockVehicle[] = [];

  for (let i = 0; i < count; i += 1) {
    const isJaguar = random() < 0.16;
    const { nameplate, car } = pick(isJaguar ? jaguar : landRover);
    const brand = isJaguar ? 'jaguar' : 'land_rover';
    const roll = random();
    const state = roll < 0.45 ? 'new' : roll < 0.75 ? 'approved' : 'used';
    const age = state === 'new' ? int(0, 1) : state === 'approved' ? int(1, 4) : int(3, 9);
    const productionYear = Math.max(FIRST_YEAR[nameplate.key] ?? 2015, YEAR_NOW - age);
    const years = YEAR_NOW - productionYear;
    const mileage =
      state === 'new' ? int(0, 40) : roundTo(Math.max(3000, years * int(11000, 19000) + int(-4000, 4000)), 100);
    const colour = pick(nameplate.colours);
    const options = OPTIONAL_FEATURES.filter(() => random() < 0.35);
    const optionsPrice = options.reduce((sum, o) => sum + o.price, 0);
    const newPrice = car.price + colour.price + optionsPrice;
    const depreciation = state === 'new' ? 1 : Math.pow(0.87, years) * (1 - mileage / 2_000_000);
    const msrp = roundTo(newPrice * depreciation, 1000);
    const discounted = state !== 'used' && random() < 0.2;
    const sale = discounted ? roundTo(msrp * (1 - int(2, 6) / 100), 500) : msrp;
    const monthly = car.leasePrice && state !== 'used' ? roundTo(car.leasePrice * (sale / car.price), 10) : null;
    const status = pick(state === 'new' ? NEW_STATUSES : USED_STATUSES);
    const dealer = pick(isJaguar ? jaguarDealers : seedDealers);
    const vin = `${isJaguar ? 'SAJ' : 'SAL'}${Array.from({ length: 6 }, () => pick([...VIN_CHARS])).join('')}${YEAR_CODES[productionYear] ?? 'T'}${isJaguar ? 'C' : 'H'}${String(100001 + i)}`;
    const litres = car.engineCapacityCc ? (car.engineCapacityCc / 1000).toFixed(1) : null;
    const engines = enginesText(car);
    const family = nameplate.family === 'jaguar' ? null : nameplate.family;
    const photoFilenames = family ? [`${family}-hero.jpg`, `${family}-square.jpg`] : ['default-share.jpg'];
    const hidden = random() < 0.03;
    const createdAt = new Date(base - i * 7 * 3_600_000 - int(0, 3_600_000));
    const prices = [
      { type: 'purchase', value_raw: sale, ...(sale !== msrp ? { old_price_raw: msrp } : {}) },
      ...(monthly ? [{ type: 'lease', value_raw: monthly, hiddenFromVisitors: random() < 0.1 }] : []),
    ];
    const nameHe = nameplate.nameHe;
    // Drawn in the order the attributes below always drew them.
    const interior = pick(INTERIORS);
    const deliveryDate = status === 'in_production' || status === 'available_soon' ? `2027-0${int(1, 4)}-15` : null;
    const accessories = ACCESSORIES.filter(() => random() < 0.3);
    const registrationDate = state === 'approved' ? `${productionYear}-0${int(1, 9)}-01` : null;
    const itemId = `${nameplate.key}-${car.engineKey}-${String(i + 1).padStart(4, '0')}`;
    const description =
      state === 'new'
        ? `${nameHe} ${car.trim} חדש מהיבואן הרשמי, ${colour.nameHe}, אחריות יצרן מלאה ל-3 שנים או 100,000 ק"מ.`
        : state === 'approved'
          ? `${nameHe} ${car.trim} מאושר Approved משנת ${productionYear}, יד ראשונה, ${mileage.toLocaleString('en-US')} ק"מ, עבר בדיקת 165 נקודות ואחריות ל-12 חודשים.`
          : `${nameHe} ${car.trim} משנת ${productionYear}, ${mileage.toLocaleString('en-US')} ק"מ, טופל במרכז השירות המורשה.`;
    out.push({
      listing: DEMO_LISTING,
      vin,
      configUrl: state === 'new' ? `https://configurator.lux-motors.co.il/${nameplate.key}/${car.key}?vin=${vin}` : null,
      brand,
      nameplateBrandName: isJaguar ? 'Jaguar' : 'Land Rover',
      nameplateName: nameplate.nameEn.replace(/^Jaguar /, ''),
      nameplateKey: nameplate.key,
      nameplateExternalCode: nameplate.code,
      nameplateModelGroup: isJaguar ? 'any_jag' : 'any_lr',
      state,
      status,
      version: `${car.engineKey.toUpperCase()} ${car.trim}`,
      productionYear,
      modelYear: Math.min(YEAR_NOW + 1, productionYear + (state === 'new' ? 1 : 0)),
      mileage,
      engineType: ENGINE_TYPES[car.fuelType],
      transmission: TRANSMISSION_NAMES[car.transmission],
      power: car.powerHp,
      colorName: colour.nameHe,
      numberOfSeats: car.seats,
      msrpPrice: msrp,
      salePrice: sale,
      monthlyPrice: monthly,
      financingOptions: monthly ? ['purchase', 'lease'] : ['purchase'],
      dealerCode: dealer.dealerCode,
      photoFilenames,
      priceHidden: hidden,
      createdAt,
      attributes: {
        drivetrain: DRIVETRAINS[car.drivetrain],
        mileage_unit: 'km',
        engines,
        capacity: car.engineCapacityCc,
        engine_capacity_normalized: litres ? Number(litres) : null,
        battery_capacity: car.batteryKwh ?? null,
        power_unit: 'hp',
        interior_color: interior,
        order_number: state === 'new' ? `IL${productionYear % 100}-${String(40000 + i)}` : null,
        long_description: description,
        model_display_name: `${nameHe} ${car.trim}`,
        delivery_date: deliveryDate,
        prices_type: 'purchase',
        prices: { list: prices },
        total_price: sale,
        base_price: car.price,
        gross_price: sale,
        net_price: Math.round(sale / VAT),
        features_standard: STANDARD_FEATURES,
        features_optional: options,
        accessories,
        footnote: 'המחיר כולל מע"מ ואגרת רישוי. התמונות להמחשה בלבד.',
        disclaimers: ['ט.ל.ח. המחירים עשויים להשתנות בהתאם לשער המטבע ולמיסוי.'],
        product_card_disclaimer: { description: 'המחיר כולל מע"מ.' },
        publicationLists: [DEMO_LISTING],
        availability: status === 'stock' ? 'available' : status,
        item_id: itemId,
        ...marketAttributes(
          { state, fuelType: car.fuelType, productionYear, basePrice: car.price, salePrice: sale, monthlyPrice: monthly, registrationDate, itemId },
          marketRandom,
        ),
      },
    });
  }
  return out;
}
