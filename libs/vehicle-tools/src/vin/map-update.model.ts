import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { MapUpdateLookup } from './types';
import { validateVin, type VinError } from './vin';

/** Step 1 enter the VIN; step 2 accept the terms and download; step 3 success, or retry after a failed request (B§2). */
export type MapUpdateStep = 'vin' | 'terms' | 'success' | 'retry';

/** What the VIN field shows under it: a rule the VIN broke, or the service did not know it. */
export type MapUpdateFieldError = VinError | { code: 'not_recognised' };

export interface CreateMapUpdateModelOptions {
  /** Unique per rendered block (`map-update/<blockId>`); prefixes every store's sid. */
  sidPrefix: string;
  /**
   * Looks the VIN up: the package, or null when the service does not recognise the VIN (404). Throws
   * on any other failure (network, 429, 5xx), which leads to the retry step.
   */
  lookup: (vin: string) => Promise<MapUpdateLookup | null>;
}

/**
 * The map-update block's three steps. The VIN is checked here before any request (the same rules as the
 * server); a request that fails for any reason but "not recognised" offers a retry of the same VIN.
 */
export function createMapUpdateModel({ sidPrefix, lookup }: CreateMapUpdateModelOptions) {
  const sid = (name: string) => `${sidPrefix}/${name}`;

  const vinChanged = createEvent<string>();
  const vinSubmitted = createEvent();
  const termsToggled = createEvent<boolean>();
  /** A download link was followed (only possible once the terms are accepted). */
  const downloadStarted = createEvent();
  const retried = createEvent();
  /** "Update another vehicle": back to an empty step 1. */
  const restarted = createEvent();

  const lookupFx = createEffect<string, MapUpdateLookup | null>({ handler: lookup });

  const $vin = createStore('', { sid: sid('$vin') });
  const $submitAttempted = createStore(false, { sid: sid('$submitAttempted') });
  const $notRecognised = createStore(false, { sid: sid('$notRecognised') });
  const $requestedVin = createStore<string | null>(null, { sid: sid('$requestedVin') });
  const $step = createStore<MapUpdateStep>('vin', { sid: sid('$step') });
  const $lookup = createStore<MapUpdateLookup | null>(null, { sid: sid('$lookup') });
  const $termsAccepted = createStore(false, { sid: sid('$termsAccepted') });
  const $pending = lookupFx.pending;

  const $validation = $vin.map(validateVin);
  const $fieldError = combine(
    $validation,
    $submitAttempted,
    $notRecognised,
    (validation, attempted, notRecognised): MapUpdateFieldError | null =>
      attempted && !validation.ok ? validation : notRecognised ? { code: 'not_recognised' } : null,
  );
  const $downloadsEnabled = combine($step, $termsAccepted, (step, accepted) => step === 'terms' && accepted);

  sample({ clock: vinChanged, target: $vin });
  sample({ clock: vinChanged, fn: () => false, target: [$notRecognised, $submitAttempted] });

  const submitAccepted = sample({ clock: vinSubmitted, source: $pending, filter: (pending) => !pending });
  sample({ clock: submitAccepted, fn: () => true, target: $submitAttempted });
  const validVin = sample({
    clock: submitAccepted,
    source: $validation,
    filter: (validation) => validation.ok,
    fn: (validation) => validation.vin,
  });
  sample({ clock: validVin, target: [$requestedVin, lookupFx] });

  const retryVin = sample({
    clock: retried,
    source: { vin: $requestedVin, pending: $pending },
    filter: ({ vin, pending }) => vin !== null && !pending,
    fn: ({ vin }) => vin as string,
  });
  sample({ clock: retryVin, target: lookupFx });

  const found = sample({ clock: lookupFx.doneData, filter: (answer): answer is MapUpdateLookup => answer !== null });
  sample({ clock: found, target: $lookup });
  sample({ clock: found, fn: () => 'terms' as const, target: $step });
  sample({ clock: found, fn: () => false, target: [$termsAccepted, $notRecognised] });

  const unknown = sample({ clock: lookupFx.doneData, filter: (answer) => answer === null });
  sample({ clock: unknown, fn: () => true, target: $notRecognised });
  sample({ clock: unknown, fn: () => 'vin' as const, target: $step });

  sample({ clock: lookupFx.fail, fn: () => 'retry' as const, target: $step });

  sample({ clock: termsToggled, source: $step, filter: (step) => step === 'terms', fn: (_, accepted) => accepted, target: $termsAccepted });
  sample({ clock: downloadStarted, source: $downloadsEnabled, filter: Boolean, fn: () => 'success' as const, target: $step });

  $vin.reset(restarted);
  $submitAttempted.reset(restarted);
  $notRecognised.reset(restarted);
  $requestedVin.reset(restarted);
  $step.reset(restarted);
  $lookup.reset(restarted);
  $termsAccepted.reset(restarted);

  return {
    vinChanged,
    vinSubmitted,
    termsToggled,
    downloadStarted,
    retried,
    restarted,
    lookupFx,
    $vin,
    $step,
    $lookup,
    $termsAccepted,
    $pending,
    $fieldError,
    $downloadsEnabled,
  };
}

export type MapUpdateModel = ReturnType<typeof createMapUpdateModel>;
