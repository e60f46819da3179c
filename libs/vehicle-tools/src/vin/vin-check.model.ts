import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { VinCampaignAnswer } from './types';
import { validateVin, type VinError } from './vin';

export interface CreateVinCheckModelOptions {
  /** Unique per rendered block (`vin-checker/<blockId>`); prefixes every store's sid. */
  sidPrefix: string;
  /** Asks the service which active campaigns include the VIN; throws on any failure. */
  check: (vin: string) => Promise<VinCampaignAnswer>;
}

/** The VIN checker: a valid VIN is sent; the answer (affected or not) stands until the VIN changes. */
export function createVinCheckModel({ sidPrefix, check }: CreateVinCheckModelOptions) {
  const sid = (name: string) => `${sidPrefix}/${name}`;

  const vinChanged = createEvent<string>();
  const vinSubmitted = createEvent();

  const checkFx = createEffect<string, VinCampaignAnswer>({ handler: check });

  const $vin = createStore('', { sid: sid('$vin') });
  const $submitAttempted = createStore(false, { sid: sid('$submitAttempted') });
  const $answer = createStore<VinCampaignAnswer | null>(null, { sid: sid('$answer') });
  const $failed = createStore(false, { sid: sid('$failed') });
  const $pending = checkFx.pending;

  const $validation = $vin.map(validateVin);
  const $fieldError = combine($validation, $submitAttempted, (validation, attempted): VinError | null =>
    attempted && !validation.ok ? validation : null,
  );

  sample({ clock: vinChanged, target: $vin });
  sample({ clock: vinChanged, fn: () => false, target: [$submitAttempted, $failed] });
  sample({ clock: vinChanged, fn: () => null, target: $answer });

  const accepted = sample({ clock: vinSubmitted, source: $pending, filter: (pending) => !pending });
  sample({ clock: accepted, fn: () => true, target: $submitAttempted });
  sample({ clock: accepted, fn: () => null, target: $answer });
  sample({ clock: accepted, fn: () => false, target: $failed });
  sample({
    clock: accepted,
    source: $validation,
    filter: (validation) => validation.ok,
    fn: (validation) => validation.vin,
    target: checkFx,
  });
  // An answer for a VIN the visitor has since changed is dropped.
  const current = (validation: ReturnType<typeof validateVin>, vin: string) => validation.ok && validation.vin === vin;
  sample({ clock: checkFx.done, source: $validation, filter: (v, { params }) => current(v, params), fn: (_, { result }) => result, target: $answer });
  sample({ clock: checkFx.fail, source: $validation, filter: (v, { params }) => current(v, params), fn: () => true, target: $failed });

  return { vinChanged, vinSubmitted, checkFx, $vin, $answer, $failed, $pending, $fieldError };
}

export type VinCheckModel = ReturnType<typeof createVinCheckModel>;
