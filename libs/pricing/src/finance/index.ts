export { roundAgorot, annuityPayment, evenInstalments } from './money';
export {
  DEFAULT_FINANCE_PRODUCT,
  FINANCE_PRODUCT_KEYS,
  FINANCE_PRODUCTS,
  FINANCE_SHAPES,
  financeProduct,
  isFinanceProductKey,
  type FinanceFees,
  type FinanceProduct,
  type FinanceProductKey,
  type FinanceShape,
} from './products';
export { quoteFinance, type FinanceQuote, type FinanceQuoteInput } from './quote';
export {
  configuredRate,
  DEFAULT_INPUT_CONFIGURATION,
  durationMonths,
  monthlyFrom,
  parseInputConfiguration,
  rateIsAdjustable,
  snapToInterval,
  type ConfigProblem,
  type FinanceInputConfiguration,
  type RangeInput,
} from './config';
export {
  DATE_STYLES,
  DEFAULT_OUTPUT_CONFIGURATION,
  parseOutputConfiguration,
  type DateStyle,
  type FinanceOutputConfiguration,
  type OutputRow,
  type OutputRowWithUnit,
} from './output';
export { filterModels, parseModelsInfo, type FinanceModel } from './models';
export {
  createFinanceCalculatorModel,
  type CalculatorProduct,
  type CreateFinanceCalculatorOptions,
  type FinanceCalculatorModel,
} from './model';
export {
  DISABLED_MONTHLY_PRICE_OFFER,
  financeQuoteJson,
  financeQuoteRecord,
  MONTHLY_PRICE_SETTING,
  monthlyQuoteFor,
  parseMonthlyPriceSetting,
  type FinanceQuoteRecord,
  type MonthlyPriceOffer,
  type MonthlyQuote,
} from './monthly-offer';
export {
  EMPTY_SAVED_CALCULATOR_DATA,
  FINANCE_CALCULATOR_STORAGE_KEY,
  FINANCE_CALCULATOR_STORAGE_VERSION,
  MAX_SAVED_POSITIONS,
  parseSavedCalculatorData,
  restorableChoice,
  serialiseSavedCalculatorData,
  type RestorableChoice,
  type SavedCalculatorChoice,
  type SavedCalculatorData,
} from './saved-data';
