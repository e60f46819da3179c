// The public surface of @lux/vehicle-tools; each tool exports from its own folder.
export { CHECK_DIGIT_WEIGHTS, VIN_LENGTH, checkDigitApplies, createMapUpdateModel, createVinCheckModel, describeVinError, normaliseVin, validateVin, vinCheckDigit } from './vin';
export type { CreateMapUpdateModelOptions, CreateVinCheckModelOptions, MapUpdateFieldError, MapUpdateFileLink, MapUpdateLookup, MapUpdateModel, MapUpdatePackage, MapUpdateStep, MapUpdateVehicle, ServiceCampaignSummary, VinCampaignAnswer, VinCheckModel, VinError, VinErrorCode, VinValidation } from './vin';
export {
  DEFAULT_FUEL_SCORING,
  FUEL_QUIZ_MULTI_SELECT_STEPS,
  FUEL_QUIZ_STEP_COUNT,
  FUEL_SCORING_SETTING,
  POWERTRAINS,
  parseFuelScoring,
  scoreFuelQuiz,
} from './fuel-quiz/scoring';
export type { FuelQuizOutcome, FuelScoringTable, ParsedFuelScoring, Powertrain, PowertrainPoints, QuizAnswers } from './fuel-quiz/scoring';
export { createQuizMachine } from './fuel-quiz/machine';
export type { QuizAnswerChange, QuizMachine, QuizMachineOptions, QuizPhase, QuizStepSpec } from './fuel-quiz/machine';
export { createFuelQuizModel } from './fuel-quiz/model';
export type { FuelQuizModel, FuelQuizModelOptions } from './fuel-quiz/model';
export {
  DEFAULT_MILEAGE_THRESHOLD,
  PRODUCT_FIT,
  SUBSCRIPTION_PRODUCTS,
  SUBSCRIPTION_QUIZ_STEP_COUNT,
  fitScore,
  mileageBand,
  recommendProducts,
} from './subscription-quiz/recommend';
export type { MileageBand, ProductCard, Recommendation, SubscriptionAnswers, SubscriptionProduct } from './subscription-quiz/recommend';
export { createSubscriptionQuizModel } from './subscription-quiz/model';
export type { SubscriptionQuizModel, SubscriptionQuizModelOptions } from './subscription-quiz/model';
export {
  CONTROLLER_AMOUNT_CEILING,
  DEFAULT_RENTAL_SETTINGS,
  MAX_RENTAL_STEPS,
  clampAmount,
  locationLabel,
  parseRentalConfig,
  toAgorot,
  translate,
} from './rental/config';
export type {
  ControllerExtra,
  ExtraCharge,
  RentalConfig,
  RentalConfigResult,
  RentalDateOptions,
  RentalExtra,
  RentalExtrasStep,
  RentalLocation,
  RentalSettings,
  RentalVehicle,
  TogglerExtra,
} from './rental/config';
export { addDays, daysBetween, isDateUnavailable, isIsoDate, localIsoDate, rentalDays, weekdayOf } from './rental/dates';
export {
  EMPTY_SELECTION,
  PROBLEM_FIELD,
  RENTAL_PROBLEMS,
  availableVehicles,
  extraValue,
  findLocation,
  findVehicle,
  rentalTotal,
  tripProblems,
  vehicleProblems,
} from './rental/selection';
export type { ExtraLine, RentalPlace, RentalProblem, RentalSelection, RentalTotal } from './rental/selection';
export { RENTAL_DATA_KEYS, enquiryValues, fillTemplate, hiddenFieldValues } from './rental/summary';
export type { EnquiryFormatters, FilledTemplate, RentalDataKey } from './rental/summary';
export { RENTAL_STATUSES, createRentalModel, rentalSteps } from './rental/model';
export { MAX_CAR_EXTRAS, MAX_CAR_ICONS, readCarCard, readShekels } from './rental/cars';
export type { CarCardContent, CarExtra, CarIcon } from './rental/cars';
export type { ContactValues, CreateRentalModelOptions, RentalInquiry, RentalModel, RentalStatus, RentalStep } from './rental/model';
export { DEFAULT_RANGE_BOUNDS, DRIVING_PROFILES, RANGE_DATA_FILE_VERSION, nameOf } from './range/format';
export type { DistanceUnit, DrivingProfile, FactorPoint, RangeBounds, RangeDataFile, RangeFactors, RangeInputs, RangeModel } from './range/format';
export { parseRangeDataFile } from './range/parse';
export type { RangeDataParseResult } from './range/parse';
export { KM_PER_MILE, defaultInputs, distanceUnitOf, estimateRange, fromDistanceUnit, inputLimits, interpolate, nearestWheel, normaliseBounds, toDistanceUnit } from './range/estimate';
export type { InputLimits, RangeEstimate } from './range/estimate';
export { createRangeCalculatorModel } from './range/model';
export type { CreateRangeCalculatorModelOptions, RangeCalculatorModel } from './range/model';
export { RANGE_DATA_FILE_KEY, RANGE_DATA_FILE_PATH, demoRangeDataFile } from './range/demo';
export { PICKER_ALL, ALL_CHOICE, childOptions, choiceForParent, matchingGroupKeys, matchingItems, parentOptions, parseVehicleMapper, resultText } from './vehicle-picker/picker';
export type { PickerChoice, PickerLabels, PickerMatch, PickerOption, PickerParent, SubblockGroup, VehicleMapper, VehicleMapperParseResult } from './vehicle-picker/picker';
export {};
