import type { Brand, ColourFinish, Drivetrain, FuelType, Transmission } from '../db/schema.js';

/**
 * The model catalogue of A§3: the three Land Rover families (defender 90/110/130; discovery and
 * discovery sport; range rover, sport, velar, evoque) and the Jaguar models of the any_jag group with
 * the nameplate codes the spec gives (f-pace x761, i-pace x590, f-type x152, xe x760, xf x260; e-pace
 * x540). XJ is left out: it is no longer sold. Prices are demo list prices in shekels for the Israeli
 * market (including purchase tax and VAT), not a price list; specs follow the makers' published WLTP data.
 */

export interface SeedFamily {
  key: string;
  brand: Brand;
  nameHe: string;
  nameEn: string;
}

export interface SeedVehicle {
  key: string;
  engineKey: string;
  nameHe: string;
  nameEn: string;
  trim: string;
  price: number;
  leasePrice: number | null;
  fuelType: FuelType;
  engineCapacityCc: number | null;
  cylinders: number | null;
  powerHp: number;
  torqueNm: number;
  acceleration0To100: number;
  topSpeedKmh: number;
  seats: number;
  transmission: Transmission;
  drivetrain: Drivetrain;
  consumptionL100km: number | null;
  electricConsumptionKwh100km: number | null;
  electricRangeKm: number | null;
  batteryKwh: number | null;
  co2GKm: number;
  bootLitres: number;
}

export interface SeedColour {
  key: string;
  nameHe: string;
  nameEn: string;
  hex: string;
  finish: ColourFinish;
  price: number;
}

export interface SeedNameplate {
  family: string;
  key: string;
  code: string;
  nameHe: string;
  nameEn: string;
  bodyStyleHe: string;
  bodyStyleEn: string;
  descriptionHe: string;
  descriptionEn: string;
  modelYear: number;
  pagePath: string | null;
  /** Seeded media filenames; the hero comes first in the gallery too. */
  images: { hero: string; gallery: string[] } | null;
  offerHe?: string;
  offerEn?: string;
  colours: SeedColour[];
  vehicles: SeedVehicle[];
}

export const seedFamilies: readonly SeedFamily[] = [
  { key: 'defender', brand: 'land_rover', nameHe: 'דיפנדר', nameEn: 'Defender' },
  { key: 'discovery', brand: 'land_rover', nameHe: 'דיסקברי', nameEn: 'Discovery' },
  { key: 'range-rover', brand: 'land_rover', nameHe: "ריינג' רובר", nameEn: 'Range Rover' },
  { key: 'jaguar', brand: 'jaguar', nameHe: 'יגואר', nameEn: 'Jaguar' },
];

const colour = (key: string, nameHe: string, nameEn: string, hex: string, finish: ColourFinish, price: number) => ({
  key,
  nameHe,
  nameEn,
  hex,
  finish,
  price,
});

const FUJI_WHITE = colour('fuji-white', "לבן פוג'י", 'Fuji White', '#f1f1ee', 'solid', 0);
const SANTORINI_BLACK = colour('santorini-black', 'שחור סנטוריני', 'Santorini Black', '#16181b', 'metallic', 7900);
const EIGER_GREY = colour('eiger-grey', 'אפור אייגר', 'Eiger Grey', '#5f6366', 'metallic', 7900);

const DEFENDER_COLOURS = [
  colour('pangea-green', 'ירוק פנגאה', 'Pangea Green', '#3b4a3a', 'metallic', 7900),
  FUJI_WHITE,
  SANTORINI_BLACK,
  EIGER_GREY,
  colour('gondwana-stone', 'אבן גונדוואנה', 'Gondwana Stone', '#9c9584', 'metallic', 7900),
  colour('carpathian-grey', 'אפור קרפטי', 'Carpathian Grey', '#3e4247', 'satin', 29900),
];

const DISCOVERY_COLOURS = [
  colour('lantau-bronze', 'ברונזה לנטאו', 'Lantau Bronze', '#6b5a48', 'metallic', 7900),
  FUJI_WHITE,
  SANTORINI_BLACK,
  colour('hakuba-silver', 'כסף הקובה', 'Hakuba Silver', '#b8bbbd', 'metallic', 7900),
  colour('varesine-blue', 'כחול וארזינה', 'Varesine Blue', '#1f2c44', 'premium_metallic', 14900),
];

const RANGE_ROVER_COLOURS = [
  SANTORINI_BLACK,
  colour('ostuni-pearl-white', 'לבן פנינה אוסטוני', 'Ostuni Pearl White', '#e6e2d8', 'premium_metallic', 14900),
  colour('charente-grey', 'אפור שרנט', 'Charente Grey', '#4b4f52', 'metallic', 7900),
  colour('belgravia-green', 'ירוק בלגרביה', 'Belgravia Green', '#23322b', 'premium_metallic', 14900),
  colour('zadar-grey', 'אפור זאדאר', 'Zadar Grey', '#7c7f80', 'metallic', 7900),
];

const JAGUAR_COLOURS = [
  FUJI_WHITE,
  SANTORINI_BLACK,
  EIGER_GREY,
  colour('firenze-red', 'אדום פירנצה', 'Firenze Red', '#8e1b1f', 'metallic', 7900),
  colour('portofino-blue', 'כחול פורטופינו', 'Portofino Blue', '#1e3558', 'metallic', 7900),
];

const images = (family: 'defender' | 'discovery' | 'range-rover') => ({
  hero: `${family}-hero.jpg`,
  gallery: [`${family}-hero.jpg`, `${family}-square.jpg`, 'default-share.jpg'],
});

/** Shared engine figures, so each derivative only states what differs. */
const I6_DIESEL = { fuelType: 'mhev_diesel', engineCapacityCc: 2997, cylinders: 6, transmission: 'automatic_8', drivetrain: 'awd' } as const;
const I6_PETROL = { fuelType: 'mhev_petrol', engineCapacityCc: 2996, cylinders: 6, transmission: 'automatic_8', drivetrain: 'awd' } as const;
const I4_PETROL = { fuelType: 'mhev_petrol', engineCapacityCc: 1997, cylinders: 4, transmission: 'automatic_9', drivetrain: 'awd' } as const;
const I4_PHEV = { fuelType: 'phev', engineCapacityCc: 1997, cylinders: 4, transmission: 'automatic_8', drivetrain: 'awd', batteryKwh: 19.2 } as const;
const I3_PHEV = { fuelType: 'phev', engineCapacityCc: 1497, cylinders: 3, transmission: 'automatic_8', drivetrain: 'awd', batteryKwh: 15 } as const;
const I6_PHEV = { fuelType: 'phev', engineCapacityCc: 2996, cylinders: 6, transmission: 'automatic_8', drivetrain: 'awd', batteryKwh: 38.2 } as const;
const V8_PETROL = { fuelType: 'mhev_petrol', engineCapacityCc: 4395, cylinders: 8, transmission: 'automatic_8', drivetrain: 'awd' } as const;
const NO_ELECTRIC = { electricConsumptionKwh100km: null, electricRangeKm: null, batteryKwh: null } as const;

export const seedNameplates: readonly SeedNameplate[] = [
  {
    family: 'defender', key: 'defender-90', code: 'l663', nameHe: 'דיפנדר 90', nameEn: 'Defender 90',
    bodyStyleHe: 'שלוש דלתות', bodyStyleEn: '3-door', modelYear: 2026, pagePath: '/models/defender', images: images('defender'),
    descriptionHe: 'הדיפנדר הקצר והזריז: בסיס גלגלים קצר, זוויות שטח מרשימות ואופי שאין לטעות בו.',
    descriptionEn: 'The short, agile Defender: a short wheelbase, impressive off-road angles and unmistakable character.',
    colours: DEFENDER_COLOURS,
    vehicles: [
      { key: 'defender-90-d250-s', engineKey: 'd250', nameHe: 'דיפנדר 90 D250 S', nameEn: 'Defender 90 D250 S', trim: 'S', price: 389000, leasePrice: 5900, ...I6_DIESEL, ...NO_ELECTRIC, powerHp: 249, torqueNm: 570, acceleration0To100: 8.3, topSpeedKmh: 188, seats: 5, consumptionL100km: 9.4, co2GKm: 247, bootLitres: 297 },
      { key: 'defender-90-p400-x-dynamic-se', engineKey: 'p400', nameHe: 'דיפנדר 90 P400 X-Dynamic SE', nameEn: 'Defender 90 P400 X-Dynamic SE', trim: 'X-Dynamic SE', price: 529000, leasePrice: 7900, ...I6_PETROL, ...NO_ELECTRIC, powerHp: 400, torqueNm: 550, acceleration0To100: 6.0, topSpeedKmh: 191, seats: 5, consumptionL100km: 11.6, co2GKm: 263, bootLitres: 297 },
    ],
  },
  {
    family: 'defender', key: 'defender-110', code: 'l663', nameHe: 'דיפנדר 110', nameEn: 'Defender 110',
    bodyStyleHe: 'חמש דלתות', bodyStyleEn: '5-door', modelYear: 2026, pagePath: '/models/defender', images: images('defender'),
    descriptionHe: 'הדיפנדר המשפחתי: חמש דלתות, מקום לחמישה או לשבעה נוסעים ותא מטען גדול.',
    descriptionEn: 'The family Defender: five doors, room for five or seven and a generous boot.',
    offerHe: 'מימון 50/50 ל-36 חודשים ללא ריבית', offerEn: '50/50 finance over 36 months at 0% interest',
    colours: DEFENDER_COLOURS,
    vehicles: [
      { key: 'defender-110-d250-se', engineKey: 'd250', nameHe: 'דיפנדר 110 D250 SE', nameEn: 'Defender 110 D250 SE', trim: 'SE', price: 459000, leasePrice: 6700, ...I6_DIESEL, ...NO_ELECTRIC, powerHp: 249, torqueNm: 570, acceleration0To100: 8.0, topSpeedKmh: 188, seats: 5, consumptionL100km: 9.6, co2GKm: 252, bootLitres: 786 },
      { key: 'defender-110-p400e-x-dynamic-hse', engineKey: 'p400e', nameHe: 'דיפנדר 110 P400e X-Dynamic HSE', nameEn: 'Defender 110 P400e X-Dynamic HSE', trim: 'X-Dynamic HSE', price: 549000, leasePrice: 7990, ...I4_PHEV, powerHp: 404, torqueNm: 640, acceleration0To100: 5.6, topSpeedKmh: 191, seats: 5, consumptionL100km: 3.3, electricConsumptionKwh100km: 25.4, electricRangeKm: 51, co2GKm: 74, bootLitres: 704 },
    ],
  },
  {
    family: 'defender', key: 'defender-130', code: 'l663', nameHe: 'דיפנדר 130', nameEn: 'Defender 130',
    bodyStyleHe: 'חמש דלתות, שמונה מושבים', bodyStyleEn: '5-door, eight seats', modelYear: 2026, pagePath: '/models/defender', images: images('defender'),
    descriptionHe: 'הדיפנדר הגדול ביותר: שמונה מושבים מלאים בשלוש שורות, בלי לוותר על יכולות השטח.',
    descriptionEn: 'The largest Defender: eight full-size seats in three rows, with every bit of its off-road ability.',
    colours: DEFENDER_COLOURS,
    vehicles: [
      { key: 'defender-130-d300-x-dynamic-hse', engineKey: 'd300', nameHe: 'דיפנדר 130 D300 X-Dynamic HSE', nameEn: 'Defender 130 D300 X-Dynamic HSE', trim: 'X-Dynamic HSE', price: 619000, leasePrice: 8900, ...I6_DIESEL, ...NO_ELECTRIC, powerHp: 300, torqueNm: 650, acceleration0To100: 7.5, topSpeedKmh: 191, seats: 8, consumptionL100km: 10.0, co2GKm: 262, bootLitres: 389 },
      { key: 'defender-130-p400-x', engineKey: 'p400', nameHe: 'דיפנדר 130 P400 X', nameEn: 'Defender 130 P400 X', trim: 'X', price: 689000, leasePrice: null, ...I6_PETROL, ...NO_ELECTRIC, powerHp: 400, torqueNm: 550, acceleration0To100: 6.6, topSpeedKmh: 191, seats: 8, consumptionL100km: 12.3, co2GKm: 279, bootLitres: 389 },
    ],
  },
  {
    family: 'discovery', key: 'discovery', code: 'l462', nameHe: 'דיסקברי', nameEn: 'Discovery',
    bodyStyleHe: 'שבעה מושבים', bodyStyleEn: 'Seven seats', modelYear: 2026, pagePath: '/models/discovery', images: images('discovery'),
    descriptionHe: 'רכב השטח המשפחתי: שבעה מושבים מלאים, מתקפלים בחשמל, ויכולת גרירה של 3.5 טון.',
    descriptionEn: 'The family SUV: seven full-size, power-folding seats and a 3.5-tonne towing capacity.',
    colours: DISCOVERY_COLOURS,
    vehicles: [
      { key: 'discovery-d300-dynamic-se', engineKey: 'd300', nameHe: 'דיסקברי D300 Dynamic SE', nameEn: 'Discovery D300 Dynamic SE', trim: 'Dynamic SE', price: 459000, leasePrice: 6500, ...I6_DIESEL, ...NO_ELECTRIC, powerHp: 300, torqueNm: 650, acceleration0To100: 6.8, topSpeedKmh: 209, seats: 7, consumptionL100km: 8.6, co2GKm: 226, bootLitres: 258 },
      { key: 'discovery-p360-dynamic-hse', engineKey: 'p360', nameHe: 'דיסקברי P360 Dynamic HSE', nameEn: 'Discovery P360 Dynamic HSE', trim: 'Dynamic HSE', price: 549000, leasePrice: 7600, ...I6_PETROL, ...NO_ELECTRIC, powerHp: 360, torqueNm: 500, acceleration0To100: 6.5, topSpeedKmh: 209, seats: 7, consumptionL100km: 11.2, co2GKm: 254, bootLitres: 258 },
    ],
  },
  {
    family: 'discovery', key: 'discovery-sport', code: 'l550', nameHe: 'דיסקברי ספורט', nameEn: 'Discovery Sport',
    bodyStyleHe: 'רכב פנאי קומפקטי', bodyStyleEn: 'Compact SUV', modelYear: 2026, pagePath: null, images: images('discovery'),
    descriptionHe: 'הדיסקברי הקומפקטי: גמיש, חסכוני ומוכן להרפתקה של סוף השבוע.',
    descriptionEn: 'The compact Discovery: versatile, efficient and ready for a weekend adventure.',
    offerHe: 'שלוש שנות טיפולים חינם', offerEn: 'Three years of free servicing',
    colours: DISCOVERY_COLOURS,
    vehicles: [
      { key: 'discovery-sport-p250-s', engineKey: 'p250', nameHe: 'דיסקברי ספורט P250 S', nameEn: 'Discovery Sport P250 S', trim: 'S', price: 339000, leasePrice: 4900, ...I4_PETROL, ...NO_ELECTRIC, powerHp: 249, torqueNm: 365, acceleration0To100: 7.6, topSpeedKmh: 225, seats: 7, consumptionL100km: 8.5, co2GKm: 193, bootLitres: 157 },
      { key: 'discovery-sport-p300e-dynamic-se', engineKey: 'p300e', nameHe: 'דיסקברי ספורט P300e Dynamic SE', nameEn: 'Discovery Sport P300e Dynamic SE', trim: 'Dynamic SE', price: 389000, leasePrice: 5600, ...I3_PHEV, powerHp: 309, torqueNm: 540, acceleration0To100: 6.2, topSpeedKmh: 209, seats: 5, consumptionL100km: 1.6, electricConsumptionKwh100km: 19.9, electricRangeKm: 62, co2GKm: 36, bootLitres: 472 },
    ],
  },
  {
    family: 'range-rover', key: 'range-rover', code: 'l460', nameHe: "ריינג' רובר", nameEn: 'Range Rover',
    bodyStyleHe: 'בסיס גלגלים רגיל', bodyStyleEn: 'Standard wheelbase', modelYear: 2026, pagePath: '/models/range-rover', images: images('range-rover'),
    descriptionHe: 'פסגת היוקרה של לנד רובר: שקט מוחלט, עוצמה מעודנת ועיצוב מוקפד עד הפרט האחרון.',
    descriptionEn: 'The pinnacle of Land Rover luxury: perfect calm, refined power and design considered to the last detail.',
    colours: RANGE_ROVER_COLOURS,
    vehicles: [
      { key: 'range-rover-p460e-se', engineKey: 'p460e', nameHe: "ריינג' רובר P460e SE", nameEn: 'Range Rover P460e SE', trim: 'SE', price: 899000, leasePrice: 12900, ...I6_PHEV, powerHp: 460, torqueNm: 660, acceleration0To100: 5.8, topSpeedKmh: 225, seats: 5, consumptionL100km: 0.8, electricConsumptionKwh100km: 25.9, electricRangeKm: 113, co2GKm: 18, bootLitres: 541 },
      { key: 'range-rover-p530-autobiography', engineKey: 'p530', nameHe: "ריינג' רובר P530 Autobiography", nameEn: 'Range Rover P530 Autobiography', trim: 'Autobiography', price: 1390000, leasePrice: null, ...V8_PETROL, ...NO_ELECTRIC, powerHp: 530, torqueNm: 750, acceleration0To100: 4.6, topSpeedKmh: 250, seats: 5, consumptionL100km: 12.7, co2GKm: 288, bootLitres: 725 },
    ],
  },
  {
    family: 'range-rover', key: 'range-rover-sport', code: 'l461', nameHe: "ריינג' רובר ספורט", nameEn: 'Range Rover Sport',
    bodyStyleHe: 'רכב פנאי ספורטיבי', bodyStyleEn: 'Sports SUV', modelYear: 2026, pagePath: null, images: images('range-rover'),
    descriptionHe: "הריינג' רובר הספורטיבי: דינמי על הכביש, בטוח בשטח ומפנק בכל נסיעה.",
    descriptionEn: 'The sporting Range Rover: dynamic on the road, assured off it and indulgent on every drive.',
    colours: RANGE_ROVER_COLOURS,
    vehicles: [
      { key: 'range-rover-sport-p460e-dynamic-se', engineKey: 'p460e', nameHe: "ריינג' רובר ספורט P460e Dynamic SE", nameEn: 'Range Rover Sport P460e Dynamic SE', trim: 'Dynamic SE', price: 749000, leasePrice: 10900, ...I6_PHEV, powerHp: 460, torqueNm: 660, acceleration0To100: 5.4, topSpeedKmh: 225, seats: 5, consumptionL100km: 0.9, electricConsumptionKwh100km: 24.8, electricRangeKm: 113, co2GKm: 20, bootLitres: 545 },
      { key: 'range-rover-sport-sv-edition-one', engineKey: 'p635', nameHe: "ריינג' רובר ספורט SV Edition One", nameEn: 'Range Rover Sport SV Edition One', trim: 'SV Edition One', price: 1290000, leasePrice: null, ...V8_PETROL, ...NO_ELECTRIC, powerHp: 635, torqueNm: 750, acceleration0To100: 3.8, topSpeedKmh: 290, seats: 5, consumptionL100km: 12.9, co2GKm: 293, bootLitres: 647 },
    ],
  },
  {
    family: 'range-rover', key: 'range-rover-velar', code: 'l560', nameHe: "ריינג' רובר וולאר", nameEn: 'Range Rover Velar',
    bodyStyleHe: 'רכב פנאי מעוצב', bodyStyleEn: 'Design-led SUV', modelYear: 2026, pagePath: null, images: images('range-rover'),
    descriptionHe: "הריינג' רובר המינימליסטי: קווים נקיים, תא נוסעים דיגיטלי ונוחות של מכונית מנהלים.",
    descriptionEn: 'The minimalist Range Rover: clean lines, a digital cabin and executive-car comfort.',
    offerHe: 'ליסינג החל מ-6,990 ₪ לחודש', offerEn: 'Lease from ₪6,990 a month',
    colours: RANGE_ROVER_COLOURS,
    vehicles: [
      { key: 'range-rover-velar-p250-dynamic-se', engineKey: 'p250', nameHe: "ריינג' רובר וולאר P250 Dynamic SE", nameEn: 'Range Rover Velar P250 Dynamic SE', trim: 'Dynamic SE', price: 489000, leasePrice: 6990, ...I4_PETROL, transmission: 'automatic_8', ...NO_ELECTRIC, powerHp: 250, torqueNm: 365, acceleration0To100: 7.5, topSpeedKmh: 217, seats: 5, consumptionL100km: 9.0, co2GKm: 204, bootLitres: 558 },
      { key: 'range-rover-velar-p400e-dynamic-hse', engineKey: 'p400e', nameHe: "ריינג' רובר וולאר P400e Dynamic HSE", nameEn: 'Range Rover Velar P400e Dynamic HSE', trim: 'Dynamic HSE', price: 549000, leasePrice: 7900, ...I4_PHEV, powerHp: 404, torqueNm: 640, acceleration0To100: 5.4, topSpeedKmh: 217, seats: 5, consumptionL100km: 1.9, electricConsumptionKwh100km: 21.3, electricRangeKm: 64, co2GKm: 43, bootLitres: 503 },
    ],
  },
  {
    family: 'range-rover', key: 'range-rover-evoque', code: 'l551', nameHe: "ריינג' רובר איווק", nameEn: 'Range Rover Evoque',
    bodyStyleHe: 'רכב פנאי עירוני', bodyStyleEn: 'Urban SUV', modelYear: 2026, pagePath: null, images: images('range-rover'),
    descriptionHe: "הריינג' רובר העירוני: קומפקטי, אלגנטי ומתאים לחניה בתל אביב.",
    descriptionEn: 'The urban Range Rover: compact, elegant and easy to park in the city.',
    colours: RANGE_ROVER_COLOURS,
    vehicles: [
      { key: 'range-rover-evoque-p250-s', engineKey: 'p250', nameHe: "ריינג' רובר איווק P250 S", nameEn: 'Range Rover Evoque P250 S', trim: 'S', price: 399000, leasePrice: 5700, ...I4_PETROL, ...NO_ELECTRIC, powerHp: 249, torqueNm: 365, acceleration0To100: 7.5, topSpeedKmh: 230, seats: 5, consumptionL100km: 8.3, co2GKm: 188, bootLitres: 472 },
      { key: 'range-rover-evoque-p300e-dynamic-se', engineKey: 'p300e', nameHe: "ריינג' רובר איווק P300e Dynamic SE", nameEn: 'Range Rover Evoque P300e Dynamic SE', trim: 'Dynamic SE', price: 429000, leasePrice: 6100, ...I3_PHEV, powerHp: 309, torqueNm: 540, acceleration0To100: 6.4, topSpeedKmh: 213, seats: 5, consumptionL100km: 1.4, electricConsumptionKwh100km: 19.9, electricRangeKm: 62, co2GKm: 32, bootLitres: 472 },
    ],
  },
  ...jaguar(),
];

function jaguar(): SeedNameplate[] {
  const base = { family: 'jaguar', modelYear: 2025, pagePath: null, images: null, colours: JAGUAR_COLOURS } as const;
  return [
    {
      ...base, key: 'f-pace', code: 'x761', nameHe: 'יגואר F-PACE', nameEn: 'Jaguar F-PACE', bodyStyleHe: 'רכב פנאי ספורטיבי', bodyStyleEn: 'Performance SUV',
      descriptionHe: 'רכב הפנאי הספורטיבי של יגואר.', descriptionEn: "Jaguar's performance SUV.",
      vehicles: [{ key: 'f-pace-p400e-r-dynamic-se', engineKey: 'p400e', nameHe: 'F-PACE P400e R-Dynamic SE', nameEn: 'F-PACE P400e R-Dynamic SE', trim: 'R-Dynamic SE', price: 519000, leasePrice: 7500, ...I4_PHEV, powerHp: 404, torqueNm: 640, acceleration0To100: 5.3, topSpeedKmh: 240, seats: 5, consumptionL100km: 1.8, electricConsumptionKwh100km: 22.6, electricRangeKm: 62, co2GKm: 43, bootLitres: 613 }],
    },
    {
      ...base, key: 'i-pace', code: 'x590', nameHe: 'יגואר I-PACE', nameEn: 'Jaguar I-PACE', bodyStyleHe: 'רכב פנאי חשמלי', bodyStyleEn: 'Electric SUV',
      descriptionHe: 'רכב הפנאי החשמלי של יגואר, עם הנעה כפולה וטווח של עד 470 ק״מ.', descriptionEn: "Jaguar's all-electric, all-wheel-drive SUV with up to 470 km of range.",
      vehicles: [{ key: 'i-pace-ev400-r-dynamic-se', engineKey: 'ev400', nameHe: 'I-PACE EV400 R-Dynamic SE', nameEn: 'I-PACE EV400 R-Dynamic SE', trim: 'R-Dynamic SE', price: 459000, leasePrice: 6700, fuelType: 'bev', engineCapacityCc: null, cylinders: null, transmission: 'single_speed', drivetrain: 'awd', powerHp: 400, torqueNm: 696, acceleration0To100: 4.8, topSpeedKmh: 200, seats: 5, consumptionL100km: null, electricConsumptionKwh100km: 22.9, electricRangeKm: 470, batteryKwh: 90, co2GKm: 0, bootLitres: 656 }],
    },
    {
      ...base, key: 'f-type', code: 'x152', nameHe: 'יגואר F-TYPE', nameEn: 'Jaguar F-TYPE', bodyStyleHe: 'קופה דו-מושבית', bodyStyleEn: 'Two-seat coupé',
      descriptionHe: 'מכונית הספורט הדו-מושבית של יגואר, עם מנוע V8.', descriptionEn: "Jaguar's two-seat, V8-powered sports car.",
      vehicles: [{ key: 'f-type-p450-r-dynamic', engineKey: 'p450', nameHe: 'F-TYPE P450 R-Dynamic', nameEn: 'F-TYPE P450 R-Dynamic', trim: 'R-Dynamic', price: 649000, leasePrice: null, fuelType: 'petrol', engineCapacityCc: 5000, cylinders: 8, transmission: 'automatic_8', drivetrain: 'rwd', ...NO_ELECTRIC, powerHp: 450, torqueNm: 580, acceleration0To100: 4.6, topSpeedKmh: 285, seats: 2, consumptionL100km: 11.1, co2GKm: 251, bootLitres: 336 }],
    },
    {
      ...base, key: 'xe', code: 'x760', nameHe: 'יגואר XE', nameEn: 'Jaguar XE', bodyStyleHe: 'סדאן ספורטיבית', bodyStyleEn: 'Sports saloon',
      descriptionHe: 'הסדאן הספורטיבית והקומפקטית של יגואר.', descriptionEn: "Jaguar's compact sports saloon.",
      vehicles: [{ key: 'xe-p250-r-dynamic-se', engineKey: 'p250', nameHe: 'XE P250 R-Dynamic SE', nameEn: 'XE P250 R-Dynamic SE', trim: 'R-Dynamic SE', price: 319000, leasePrice: 4600, fuelType: 'petrol', engineCapacityCc: 1997, cylinders: 4, transmission: 'automatic_8', drivetrain: 'rwd', ...NO_ELECTRIC, powerHp: 250, torqueNm: 365, acceleration0To100: 6.6, topSpeedKmh: 250, seats: 5, consumptionL100km: 7.8, co2GKm: 177, bootLitres: 410 }],
    },
    {
      ...base, key: 'xf', code: 'x260', nameHe: 'יגואר XF', nameEn: 'Jaguar XF', bodyStyleHe: 'סדאן מנהלים', bodyStyleEn: 'Executive saloon',
      descriptionHe: 'סדאן המנהלים של יגואר: מרווחת, שקטה ומהנה לנהיגה.', descriptionEn: "Jaguar's executive saloon: spacious, quiet and rewarding to drive.",
      vehicles: [{ key: 'xf-p250-r-dynamic-se', engineKey: 'p250', nameHe: 'XF P250 R-Dynamic SE', nameEn: 'XF P250 R-Dynamic SE', trim: 'R-Dynamic SE', price: 359000, leasePrice: 5200, fuelType: 'petrol', engineCapacityCc: 1997, cylinders: 4, transmission: 'automatic_8', drivetrain: 'rwd', ...NO_ELECTRIC, powerHp: 250, torqueNm: 365, acceleration0To100: 6.9, topSpeedKmh: 250, seats: 5, consumptionL100km: 8.0, co2GKm: 181, bootLitres: 540 }],
    },
    {
      ...base, key: 'e-pace', code: 'x540', nameHe: 'יגואר E-PACE', nameEn: 'Jaguar E-PACE', bodyStyleHe: 'רכב פנאי קומפקטי', bodyStyleEn: 'Compact SUV',
      descriptionHe: 'רכב הפנאי הקומפקטי של יגואר, בגרסה היברידית נטענת.', descriptionEn: "Jaguar's compact SUV, as a plug-in hybrid.",
      vehicles: [{ key: 'e-pace-p300e-r-dynamic-se', engineKey: 'p300e', nameHe: 'E-PACE P300e R-Dynamic SE', nameEn: 'E-PACE P300e R-Dynamic SE', trim: 'R-Dynamic SE', price: 369000, leasePrice: 5300, ...I3_PHEV, powerHp: 309, torqueNm: 540, acceleration0To100: 6.1, topSpeedKmh: 216, seats: 5, consumptionL100km: 1.4, electricConsumptionKwh100km: 19.8, electricRangeKm: 62, co2GKm: 32, bootLitres: 577 }],
    },
  ];
}

export interface SeedNavEntry {
  key: string;
  labelHe: string;
  labelEn: string;
  /** Arabic and Russian labels (ADR 033); without one the English label shows. */
  labelAr?: string;
  labelRu?: string;
  url: string | null;
  newWindow?: boolean;
  nameplate?: string;
  children?: SeedNavEntry[];
}

const item = (nameplate: string, labelHe: string, labelEn: string, url: string): SeedNavEntry => ({
  key: `nav-${nameplate}`,
  labelHe,
  labelEn,
  ...navTranslations(labelEn),
  url,
  nameplate,
});

/** Menu labels in Arabic and Russian, by the English label. */
const NAV_AR_RU: Readonly<Record<string, readonly [string, string]>> = {
  'Defender': ['ديفندر', 'Defender'],
  'Defender 90': ['ديفندر 90', 'Defender 90'],
  'Defender 110': ['ديفندر 110', 'Defender 110'],
  'Defender 130': ['ديفندر 130', 'Defender 130'],
  'Discovery': ['ديسكفري', 'Discovery'],
  'Discovery Sport': ['ديسكفري سبورت', 'Discovery Sport'],
  'Range Rover': ['رينج روفر', 'Range Rover'],
  'Range Rover Sport': ['رينج روفر سبورت', 'Range Rover Sport'],
  'Range Rover Velar': ['رينج روفر فيلار', 'Range Rover Velar'],
  'Range Rover Evoque': ['رينج روفر إيفوك', 'Range Rover Evoque'],
  'Buying tools': ['أدوات الشراء', 'Покупателю'],
  'Offers and finance': ['العروض والتمويل', 'Предложения и финансирование'],
  'Contact us': ['اتصل بنا', 'Контакты'],
};

function navTranslations(labelEn: string): Pick<SeedNavEntry, 'labelAr' | 'labelRu'> {
  const found = NAV_AR_RU[labelEn];
  return found ? { labelAr: found[0], labelRu: found[1] } : {};
}

/** The models menu: one section per Land Rover family, then the tools a buyer uses (A§2 paths). */
export const seedNavEntries: readonly SeedNavEntry[] = [
  {
    key: 'nav-defender', labelHe: 'דיפנדר', labelEn: 'Defender', ...navTranslations('Defender'), url: '/models/defender',
    children: [
      item('defender-90', 'דיפנדר 90', 'Defender 90', '/models/defender'),
      item('defender-110', 'דיפנדר 110', 'Defender 110', '/models/defender'),
      item('defender-130', 'דיפנדר 130', 'Defender 130', '/models/defender'),
    ],
  },
  {
    key: 'nav-discovery', labelHe: 'דיסקברי', labelEn: 'Discovery', ...navTranslations('Discovery'), url: '/models/discovery',
    children: [
      item('discovery', 'דיסקברי', 'Discovery', '/models/discovery'),
      item('discovery-sport', 'דיסקברי ספורט', 'Discovery Sport', '/models/discovery'),
    ],
  },
  {
    key: 'nav-range-rover', labelHe: "ריינג' רובר", labelEn: 'Range Rover', ...navTranslations('Range Rover'), url: '/models/range-rover',
    children: [
      item('range-rover', "ריינג' רובר", 'Range Rover', '/models/range-rover'),
      item('range-rover-sport', "ריינג' רובר ספורט", 'Range Rover Sport', '/models/range-rover'),
      item('range-rover-velar', "ריינג' רובר וולאר", 'Range Rover Velar', '/models/range-rover'),
      item('range-rover-evoque', "ריינג' רובר איווק", 'Range Rover Evoque', '/models/range-rover'),
    ],
  },
  {
    key: 'nav-tools', labelHe: 'כלים לרוכשים', labelEn: 'Buying tools', ...navTranslations('Buying tools'), url: null,
    children: [
      // Only pages that exist: compare, build and the retailer locator join when their issues land.
      { key: 'nav-offers', labelHe: 'מבצעים ומימון', labelEn: 'Offers and finance', ...navTranslations('Offers and finance'), url: '/offers' },
      { key: 'nav-contact', labelHe: 'צרו קשר', labelEn: 'Contact us', ...navTranslations('Contact us'), url: '/contact' },
    ],
  },
];
