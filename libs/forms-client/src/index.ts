// Definition (B§3.5 forms.definition)
export {
  BOOLEAN_FIELD_TYPES,
  CHOICE_FIELD_TYPES,
  emptyValue,
  FIELD_ID_PATTERN,
  FIELD_PATTERNS,
  FIELD_TYPES,
  FORM_LOCALES,
  formColumns,
  initialValues,
  isBooleanField,
  isFormDefinition,
  resolveFormLocale,
  TEXT_FIELD_TYPES,
  validateFormDefinition,
  type FieldDefinition,
  type FieldOption,
  type FieldPattern,
  type FieldRules,
  type FieldType,
  type FieldValue,
  type FormDefinition,
  type FormLayout,
  type FormLocale,
  type FormValues,
  type LocalisedText,
} from './definition';

// Validation (B§5): one yup schema for the browser and the API
export { leadMessages, submissionTexts, type LeadMessages, type SubmissionTexts } from './messages';
export {
  buildLeadSchema,
  DEFAULT_MAX_LENGTH,
  EMAIL_PATTERN,
  errorsByField,
  FORM_ERROR_KEY,
  LEAD_RULES,
  normaliseFieldValue,
  PHONE_IL_PATTERN,
  validateLead,
  type LeadRule,
  type LeadSchema,
  type LeadValidation,
} from './schema';

// Prefill (B§5) and the form block's mappings (B§3.3)
export {
  applyHiddenFieldMapping,
  applyLocationMapping,
  applyLocationParamsMapping,
  applyParamsMapping,
  PAGE_LOCATION_PARTS,
  parseMapping,
  prefillFromQuery,
  prefillValues,
  type FormBlockMappings,
  type MappingResult,
  type PageLocation,
  type PageLocationPart,
  type PrefillSources,
  type QueryInput,
} from './prefill';

// Submission: thank-you view, idempotency, the Effector model (B§4, B§7, B§8)
export { safeRedirectUrl, thankYouFromSettings, type ThankYou } from './thank-you';
export { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './idempotency';
export {
  createFormModel,
  FORM_STATUSES,
  type CreateFormModelOptions,
  type FieldChange,
  type FormLoaded,
  type FormModel,
  type FormStatus,
  type LeadSubmission,
} from './model';
