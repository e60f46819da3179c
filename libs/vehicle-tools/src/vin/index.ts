export { CHECK_DIGIT_WEIGHTS, VIN_LENGTH, checkDigitApplies, describeVinError, normaliseVin, validateVin, vinCheckDigit } from './vin';
export type { VinError, VinErrorCode, VinValidation } from './vin';
export type { MapUpdateFileLink, MapUpdateLookup, MapUpdatePackage, MapUpdateVehicle, ServiceCampaignSummary, VinCampaignAnswer } from './types';
export { createMapUpdateModel } from './map-update.model';
export type { CreateMapUpdateModelOptions, MapUpdateFieldError, MapUpdateModel, MapUpdateStep } from './map-update.model';
export { createVinCheckModel } from './vin-check.model';
export type { CreateVinCheckModelOptions, VinCheckModel } from './vin-check.model';
