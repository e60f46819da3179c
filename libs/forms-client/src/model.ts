import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  initialValues,
  isBooleanField,
  type FieldValue,
  type FormDefinition,
  type FormLocale,
  type FormValues,
} from './definition';
import { newIdempotencyKey } from './idempotency';
import { submissionTexts } from './messages';
import { buildLeadSchema, validateLead, type LeadValidation } from './schema';
import { thankYouFromSettings } from './thank-you';

export const FORM_STATUSES = ['editing', 'submitting', 'succeeded', 'failed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** What the model hands to `submitFx`: the cleaned values (unknown keys stripped, text trimmed). */
export interface LeadSubmission {
  formId: string | number | null;
  locale: FormLocale;
  values: FormValues;
  /** The same for every retry of one submission, so the API makes one lead (B§7 POST /forms/{id}/leads). */
  idempotencyKey: string;
}

/** A form arrived (a form block rendered, a modal form popup opened — A§4); starts a fresh form. */
export interface FormLoaded {
  definition: FormDefinition;
  locale?: FormLocale;
  formId?: string | number | null;
  /** The form's `settings/thank_you` (see `thankYouFromSettings`). */
  thankYou?: unknown;
  /** Prefilled values (see `prefillValues`); keys the form does not define are ignored. */
  values?: Partial<FormValues>;
}

export interface CreateFormModelOptions {
  /** Prefix of every store's sid, unique per model (`forms/contact`, `forms/modal`…). */
  sidPrefix: string;
  /** Sends a lead; its rejection puts the form in `failed`. Tests pass a handler to `fork` instead. */
  submit?: (submission: LeadSubmission) => Promise<unknown>;
  /** A form known when the model is made; otherwise call `formLoaded`. */
  definition?: FormDefinition;
  locale?: FormLocale;
  formId?: string | number | null;
  thankYou?: unknown;
  /** Prefilled values of the form known when the model is made (see `prefillValues`). */
  values?: Partial<FormValues>;
}

export type FieldChange = { field: string; value: FieldValue };

const EMPTY_DEFINITION: FormDefinition = { fields: [] };

async function missingSubmitHandler(): Promise<never> {
  throw new Error('createFormModel: no submit handler (pass `submit`, or a handler to fork)');
}

function startingValues(definition: FormDefinition, prefilled: Partial<FormValues> = {}): FormValues {
  const values = initialValues(definition);
  for (const field of definition.fields) {
    const value = Object.hasOwn(prefilled, field.id) ? prefilled[field.id] : undefined;
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

function coerce(definition: FormDefinition, { field, value }: FieldChange): FieldValue {
  const defined = definition.fields.find((item) => item.id === field);
  if (defined && isBooleanField(defined)) return value === true || value === 'true' || value === 'on';
  return typeof value === 'string' ? value : String(value);
}

const isEditable = (status: FormStatus): boolean => status === 'editing' || status === 'failed';

/**
 * The state of one form: values, touched fields, errors from the lead schema, submission with an
 * idempotency key, thank-you view and error view with retry (B§4, B§5, B§8). Call it once per form
 * slot at module level (no units at run time); a form's definition arrives with `formLoaded`.
 */
export function createFormModel(options: CreateFormModelOptions) {
  const sid = (name: string) => `${options.sidPrefix}/${name}`;
  const definition = options.definition ?? EMPTY_DEFINITION;

  const formLoaded = createEvent<FormLoaded>();
  const fieldChanged = createEvent<FieldChange>();
  const fieldBlurred = createEvent<string>();
  /** The visitor pressed submit (a second press while sending is ignored). */
  const submitted = createEvent();
  /** The visitor pressed "Try again" on the error view: resends with the same idempotency key. */
  const retried = createEvent();
  /** Back to the starting values with a new idempotency key ("send another"); ignored while sending. */
  const reset = createEvent();

  const submitFx = createEffect<LeadSubmission, unknown>({ handler: options.submit ?? missingSubmitHandler });
  const createIdempotencyKeyFx = createEffect<void, string>({ handler: newIdempotencyKey });

  const $definition = createStore<FormDefinition>(definition, { sid: sid('$definition') });
  const $locale = createStore<FormLocale>(options.locale ?? 'he', { sid: sid('$locale') });
  const $formId = createStore<string | number | null>(options.formId ?? null, { sid: sid('$formId') });
  const $thankYouSettings = createStore<unknown>(options.thankYou ?? null, { sid: sid('$thankYouSettings') });
  const $startingValues = createStore<FormValues>(startingValues(definition, options.values), { sid: sid('$startingValues') });
  const $values = createStore<FormValues>(startingValues(definition, options.values), { sid: sid('$values') });
  const $touched = createStore<Record<string, true>>({}, { sid: sid('$touched') });
  const $submitAttempted = createStore(false, { sid: sid('$submitAttempted') });
  const $status = createStore<FormStatus>('editing', { sid: sid('$status') });
  const $idempotencyKey = createStore<string | null>(null, { sid: sid('$idempotencyKey') });
  const $submitError = createStore<string | null>(null, { sid: sid('$submitError') });

  // Derived (no sid, never serialised: each scope rebuilds them from the stores above).
  const $schema = combine($definition, $locale, buildLeadSchema);
  const $validation = combine($schema, $values, validateLead);
  const $allErrors = $validation.map((result): Readonly<Record<string, string>> => (result.ok ? {} : result.errors));
  /** Errors the visitor should see: of touched fields, or of every field after a submit attempt. */
  const $errors = combine($allErrors, $touched, $submitAttempted, (all, touched, attempted) =>
    attempted ? all : Object.fromEntries(Object.entries(all).filter(([field]) => touched[field])),
  );
  const $isValid = $validation.map((result) => result.ok);
  const $thankYou = combine($thankYouSettings, $locale, thankYouFromSettings);
  const $texts = $locale.map((locale) => submissionTexts[locale]);

  // A form arrives: everything starts again.
  sample({ clock: formLoaded, fn: (loaded) => loaded.definition, target: $definition });
  sample({ clock: formLoaded, source: $locale, fn: (current, loaded) => loaded.locale ?? current, target: $locale });
  sample({ clock: formLoaded, fn: (loaded) => loaded.formId ?? null, target: $formId });
  sample({ clock: formLoaded, fn: (loaded) => loaded.thankYou ?? null, target: $thankYouSettings });
  sample({
    clock: formLoaded,
    fn: (loaded) => startingValues(loaded.definition, loaded.values),
    target: [$startingValues, $values],
  });

  const resetAccepted = sample({ clock: reset, source: $status, filter: (status) => status !== 'submitting' });
  sample({ clock: resetAccepted, source: $startingValues, target: $values });

  const changeAccepted = sample({
    clock: fieldChanged,
    source: { definition: $definition, status: $status },
    filter: ({ definition, status }, change) =>
      isEditable(status) && definition.fields.some((field) => field.id === change.field),
    fn: ({ definition }, change): FieldChange => ({ field: change.field, value: coerce(definition, change) }),
  });
  sample({
    clock: changeAccepted,
    source: $values,
    fn: (values, change) => ({ ...values, [change.field]: change.value }),
    target: $values,
  });

  sample({
    clock: fieldBlurred,
    source: { touched: $touched, definition: $definition },
    filter: ({ definition }, field) => definition.fields.some((item) => item.id === field),
    fn: ({ touched }, field) => ({ ...touched, [field]: true as const }),
    target: $touched,
  });

  // Submitting. A retry is a submit from the error view; neither does anything while sending or after success.
  const retryAccepted = sample({ clock: retried, source: $status, filter: (status) => status === 'failed' });
  const attempt = sample({ clock: merge([submitted, retryAccepted]), source: $status, filter: isEditable });
  sample({ clock: attempt, fn: () => true, target: $submitAttempted });
  sample({
    clock: attempt,
    source: $definition,
    fn: (definition) => Object.fromEntries(definition.fields.map((field) => [field.id, true as const])),
    target: $touched,
  });
  const validAttempt = sample({
    clock: attempt,
    source: $validation,
    filter: (result: LeadValidation) => result.ok,
  });
  sample({ clock: validAttempt, fn: (): FormStatus => 'submitting', target: $status });
  sample({
    clock: validAttempt,
    source: $idempotencyKey,
    filter: (key) => key === null,
    fn: () => undefined,
    target: createIdempotencyKeyFx,
  });
  sample({ clock: createIdempotencyKeyFx.doneData, target: $idempotencyKey });
  const keptKey = sample({
    clock: validAttempt,
    source: $idempotencyKey,
    filter: (key): key is string => key !== null,
  });
  sample({
    clock: merge([keptKey, createIdempotencyKeyFx.doneData]),
    source: { validation: $validation, formId: $formId, locale: $locale },
    fn: ({ validation, formId, locale }, idempotencyKey): LeadSubmission => ({
      formId,
      locale,
      values: validation.ok ? validation.values : {},
      idempotencyKey,
    }),
    target: submitFx,
  });

  // Only the answer to the current submission counts (a form loaded meanwhile has its own).
  const current = (key: string | null, { params }: { params: LeadSubmission }) => key === params.idempotencyKey;
  const succeeded = sample({ clock: submitFx.done, source: $idempotencyKey, filter: current });
  const failed = sample({ clock: submitFx.fail, source: $idempotencyKey, filter: current });
  sample({ clock: succeeded, fn: (): FormStatus => 'succeeded', target: $status });
  sample({
    clock: [failed, createIdempotencyKeyFx.fail],
    fn: (): FormStatus => 'failed',
    target: $status,
  });
  sample({
    clock: [failed, createIdempotencyKeyFx.fail],
    source: $texts,
    fn: (texts) => texts.errorText,
    target: $submitError,
  });

  // Editing after a failure makes a new submission (new content, new key) and hides the error.
  sample({ clock: changeAccepted, fn: (): FormStatus => 'editing', target: $status });
  $idempotencyKey.reset(formLoaded, resetAccepted, changeAccepted, succeeded);
  $submitError.reset(formLoaded, resetAccepted, changeAccepted, validAttempt);
  $touched.reset(formLoaded, resetAccepted);
  $submitAttempted.reset(formLoaded, resetAccepted);
  $status.reset(formLoaded, resetAccepted);

  return {
    formLoaded,
    fieldChanged,
    fieldBlurred,
    submitted,
    retried,
    reset,
    submitFx,
    createIdempotencyKeyFx,
    $definition,
    $locale,
    $formId,
    $values,
    $touched,
    $submitAttempted,
    $status,
    $idempotencyKey,
    $submitError,
    $schema,
    $errors,
    $allErrors,
    $isValid,
    $thankYou,
    $texts,
  };
}

export type FormModel = ReturnType<typeof createFormModel>;
