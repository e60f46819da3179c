/** The five ways a finance product turns a price into payments (formulas in the lib's README). */
export const FINANCE_SHAPES = ['hire-purchase', 'balloon', 'lease', 'spitzer', 'zero-interest'] as const;
export type FinanceShape = (typeof FINANCE_SHAPES)[number];

/** One-off fees in agorot (0 when none). */
export interface FinanceFees {
  /** Paid at signing with the cash deposit (arrangement, file-opening or documentation fee). */
  openingAgorot: number;
  /** Paid with the last instalment (e.g. an option-to-purchase fee). */
  closingAgorot: number;
}

/** A country variant of a finance product: what the template's `finance_product` group field names. */
export interface FinanceProduct {
  key: string;
  /** ISO 3166-1 alpha-2; `XX` for the catalogue's samples. */
  country: string;
  shape: FinanceShape;
  /** Nominal annual rate in percent, used when the input configuration does not set one. */
  defaultRatePercent: number;
  /** Balloon (GMFV) or lease residual as a percent of the price; 0 for the other shapes. */
  balloonPercent: number;
  fees: FinanceFees;
  minTermMonths: number;
  maxTermMonths: number;
}

const fees = (openingAgorot = 0, closingAgorot = 0): FinanceFees => ({ openingAgorot, closingAgorot });

type Variant = Omit<FinanceProduct, 'key'>;
const hp = (country: string, rate: number, min: number, max: number, f = fees()): Variant => ({
  country,
  shape: 'hire-purchase',
  defaultRatePercent: rate,
  balloonPercent: 0,
  fees: f,
  minTermMonths: min,
  maxTermMonths: max,
});
const balloon = (
  country: string,
  rate: number,
  pct: number,
  min: number,
  max: number,
  f = fees(),
): Variant => ({
  country,
  shape: 'balloon',
  defaultRatePercent: rate,
  balloonPercent: pct,
  fees: f,
  minTermMonths: min,
  maxTermMonths: max,
});
const lease = (
  country: string,
  rate: number,
  residual: number,
  min: number,
  max: number,
  f = fees(),
): Variant => ({
  country,
  shape: 'lease',
  defaultRatePercent: rate,
  balloonPercent: residual,
  fees: f,
  minTermMonths: min,
  maxTermMonths: max,
});
const spitzer = (country: string, rate: number, min: number, max: number, f = fees()): Variant => ({
  country,
  shape: 'spitzer',
  defaultRatePercent: rate,
  balloonPercent: 0,
  fees: f,
  minTermMonths: min,
  maxTermMonths: max,
});
const zero = (country: string, min: number, max: number, f = fees()): Variant => ({
  country,
  shape: 'zero-interest',
  defaultRatePercent: 0,
  balloonPercent: 0,
  fees: f,
  minTermMonths: min,
  maxTermMonths: max,
});

/**
 * The country variants (B§3.4: "about 30"). Rates, balloons and fees are demo defaults an editor
 * overrides in the group's input configuration; the shape and the term limits are the product's own.
 * Islamic products (murabaha, ijarah) charge a fixed profit; it is entered here as the equivalent
 * nominal annual rate so the same annuity gives the instalment.
 */
const variants = {
  // The catalogue's samples.
  HirePurchaseSample: hp('XX', 6.9, 12, 84),
  PcpSample: balloon('XX', 6.9, 35, 24, 48),
  LeaseSample: lease('XX', 5.9, 45, 24, 60),
  ZeroInterestSample: zero('XX', 12, 36),
  // Israel: bank loans (Spitzer), the 50/50 deal, balloon loans, private leasing, 0 % campaigns.
  IsraelSpitzerLoan: spitzer('IL', 5.9, 12, 96, fees(50000)),
  IsraelBalloon5050: balloon('IL', 3.9, 50, 12, 36, fees(35000)),
  IsraelBalloonLoan: balloon('IL', 5.5, 35, 24, 60, fees(35000)),
  IsraelPrivateLease: lease('IL', 6.5, 40, 24, 48),
  IsraelZeroInterest: zero('IL', 12, 36),
  IsraelHirePurchase: hp('IL', 6.4, 12, 84, fees(25000)),
  // United Kingdom and Ireland.
  UkHirePurchase: hp('GB', 7.9, 12, 60, fees(0, 1000)),
  UkPcp: balloon('GB', 7.9, 40, 24, 48, fees(0, 1000)),
  UkPersonalContractHire: lease('GB', 6.9, 45, 24, 48),
  IeHirePurchase: hp('IE', 6.9, 12, 60, fees(0, 6350)),
  IePcp: balloon('IE', 5.9, 40, 24, 48, fees(0, 6350)),
  // Continental Europe.
  DeRatenkredit: hp('DE', 5.99, 12, 84),
  DeDreiWegeFinanzierung: balloon('DE', 4.99, 40, 24, 48),
  DePrivatLeasing: lease('DE', 4.49, 50, 24, 48),
  FrCreditClassique: hp('FR', 5.5, 12, 84),
  FrLoa: lease('FR', 5.9, 50, 24, 60),
  EsMultiopcion: balloon('ES', 7.5, 40, 24, 48, fees(60000)),
  ItFormulaBalloon: balloon('IT', 6.9, 45, 24, 48, fees(35000)),
  NlPrivateLease: lease('NL', 5.5, 50, 24, 60),
  UaConsumerCredit: hp('UA', 9.9, 12, 84, fees(150000)),
  // Middle East and North Africa: Islamic finance and conventional loans.
  UaeMurabaha: hp('AE', 3.49, 12, 60, fees(105000)),
  UaeIjarah: lease('AE', 3.99, 35, 24, 60),
  UaeBalloon: balloon('AE', 2.99, 30, 24, 60),
  SaudiMurabaha: hp('SA', 3.99, 12, 60, fees(100000)),
  SaudiIjarah: lease('SA', 4.49, 30, 24, 60),
  QatarMurabaha: hp('QA', 3.75, 12, 72),
  KuwaitMurabaha: hp('KW', 3.5, 12, 60),
  BahrainMurabaha: hp('BH', 4.25, 12, 60),
  JordanMurabaha: hp('JO', 4.99, 12, 84),
  EgyptZeroInterest: zero('EG', 6, 24),
} as const satisfies Record<string, Variant>;

export type FinanceProductKey = keyof typeof variants;

export const FINANCE_PRODUCTS: Readonly<Record<FinanceProductKey, FinanceProduct>> = Object.freeze(
  Object.fromEntries(
    Object.entries(variants).map(([key, variant]) => [key, Object.freeze({ key, ...variant })]),
  ) as Record<FinanceProductKey, FinanceProduct>,
);

export const FINANCE_PRODUCT_KEYS = Object.keys(variants) as FinanceProductKey[];

/** The catalogue's default (`finance_product` defaults to HirePurchaseSample). */
export const DEFAULT_FINANCE_PRODUCT: FinanceProduct = FINANCE_PRODUCTS.HirePurchaseSample;

/** The product a `finance_product` key names; an unknown or empty key gives the default. Case-insensitive. */
export function financeProduct(key: unknown): FinanceProduct {
  if (typeof key !== 'string') return DEFAULT_FINANCE_PRODUCT;
  const wanted = key.trim().toLowerCase();
  const found = FINANCE_PRODUCT_KEYS.find((k) => k.toLowerCase() === wanted);
  return found ? FINANCE_PRODUCTS[found] : DEFAULT_FINANCE_PRODUCT;
}

/** Whether a key names a known variant (for the editor and for warnings). */
export function isFinanceProductKey(key: unknown): key is FinanceProductKey {
  return typeof key === 'string' && Object.hasOwn(variants, key);
}
