import { combine, createEffect, createEvent, createStore, merge, sample, type Event } from 'effector';
import type { RentalConfig } from './config';
import {
  availableVehicles,
  EMPTY_SELECTION,
  rentalTotal,
  tripProblems,
  vehicleProblems,
  type RentalPlace,
  type RentalProblem,
  type RentalSelection,
  type RentalTotal,
} from './selection';

/**
 * The enquiry's steps (B§2, B§4): locations & dates, vehicle, then each editor step group of extras,
 * contact details, summary (whose next button sends); then sending → sent | failed.
 */
export type RentalStep = { kind: 'trip' } | { kind: 'vehicle' } | { kind: 'extras'; index: number } | { kind: 'contact' } | { kind: 'summary' };
export const RENTAL_STATUSES = ['editing', 'sending', 'sent', 'failed'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export type ContactValues = Readonly<Record<string, string | boolean>>;

/** What is sent: the same idempotency key for every retry of one enquiry. */
export interface RentalInquiry {
  idempotencyKey: string;
  contact: ContactValues;
  selection: RentalSelection;
  total: RentalTotal;
}

export interface CreateRentalModelOptions {
  /** Unique per block instance (`rental/<blockId>`); prefixes every store's sid. */
  sidPrefix: string;
  config: RentalConfig;
  /** The visitor's ISO date today (past days cannot be chosen). */
  today: string;
  /** Sends the enquiry; a rejection shows the error view. Tests pass a handler to `fork` instead. */
  send?: (inquiry: RentalInquiry) => Promise<unknown>;
  /** Makes an idempotency key (default `crypto.randomUUID`). */
  newKey?: () => string;
}

export function rentalSteps(config: RentalConfig): RentalStep[] {
  return [
    { kind: 'trip' },
    { kind: 'vehicle' },
    ...config.steps.map((_, index) => ({ kind: 'extras' as const, index })),
    { kind: 'contact' },
    { kind: 'summary' },
  ];
}

async function noSend(): Promise<never> {
  throw new Error('createRentalModel: no send handler');
}

/** One enquiry's state, made once per block instance (its sids come from `sidPrefix`). */
export function createRentalModel(options: CreateRentalModelOptions) {
  const sid = (name: string) => `${options.sidPrefix}/${name}`;
  const { config } = options;
  const steps = rentalSteps(config);
  const summaryIndex = steps.length - 1;
  const contactIndex = steps.length - 2;

  const pickupChosen = createEvent<RentalPlace | null>();
  const dropoffChosen = createEvent<RentalPlace | null>();
  const datesChosen = createEvent<{ start: string; end: string } | null>();
  const vehicleChosen = createEvent<string>();
  const extraChanged = createEvent<{ id: string; value: number | boolean }>();
  /** Next on a choice step, or "Send inquiry" on the summary. */
  const nextPressed = createEvent();
  const backPressed = createEvent();
  /** The contact form passed its validation: its cleaned values. */
  const contactCompleted = createEvent<ContactValues>();
  /** "Try again" on the error view: resends everything with the same key. */
  const retried = createEvent();

  const sendInquiryFx = createEffect<RentalInquiry, unknown>({ handler: options.send ?? noSend });
  const createKeyFx = createEffect<void, string>({ handler: options.newKey ?? (() => globalThis.crypto.randomUUID()) });

  const $today = createStore(options.today, { sid: sid('$today') });
  const $selection = createStore<RentalSelection>(EMPTY_SELECTION, { sid: sid('$selection') });
  const $contact = createStore<ContactValues>({}, { sid: sid('$contact') });
  const $stepIndex = createStore(0, { sid: sid('$stepIndex') });
  const $status = createStore<RentalStatus>('editing', { sid: sid('$status') });
  /** The current step's problems are shown once next was pressed on it. */
  const $showProblems = createStore(false, { sid: sid('$showProblems') });
  const $idempotencyKey = createStore<string | null>(null, { sid: sid('$idempotencyKey') });

  const $step = $stepIndex.map((index) => steps[index] ?? steps[0]!);
  const $total = $selection.map((selection) => rentalTotal(config, selection));
  const $vehicles = $selection.map((selection) => availableVehicles(config, selection.pickup));
  const $stepProblems = combine($step, $selection, $today, (step, selection, today): RentalProblem[] => {
    if (step.kind === 'trip') return tripProblems(config, selection, today);
    if (step.kind === 'vehicle') return vehicleProblems(config, selection);
    return [];
  });
  const $visibleProblems = combine($stepProblems, $showProblems, (problems, show) => (show ? problems : []));

  const editing = (status: RentalStatus) => status === 'editing' || status === 'failed';
  const update = <T>(clock: Event<T>, fn: (selection: RentalSelection, value: T) => RentalSelection) =>
    sample({ clock, source: { selection: $selection, status: $status }, filter: ({ status }) => editing(status), fn: ({ selection }, value) => fn(selection, value), target: $selection });

  update(pickupChosen, (selection, pickup) => {
    const stillThere = availableVehicles(config, pickup).some((v) => v.key === selection.vehicleKey);
    return { ...selection, pickup, vehicleKey: stillThere ? selection.vehicleKey : null };
  });
  update(dropoffChosen, (selection, dropoff) => ({ ...selection, dropoff: config.settings.allowDifferentDropoff ? dropoff : null }));
  update(datesChosen, (selection, range) => ({ ...selection, pickupDate: range?.start ?? null, dropoffDate: range?.end ?? null }));
  update(vehicleChosen, (selection, vehicleKey) => ({ ...selection, vehicleKey }));
  update(extraChanged, (selection, { id, value }) => ({ ...selection, extras: { ...selection.extras, [id]: value } }));

  const changed = merge([pickupChosen, dropoffChosen, datesChosen, vehicleChosen, extraChanged, contactCompleted]);
  // A change after a failure is a new enquiry: new content, new key, the error view closes.
  sample({ clock: changed, source: $status, filter: (s) => s === 'failed', fn: (): RentalStatus => 'editing', target: $status });

  // Moving on: a choice step with problems shows them instead; the contact step moves on by contactCompleted.
  const next = sample({ clock: nextPressed, source: { index: $stepIndex, status: $status, problems: $stepProblems }, filter: ({ status }) => status === 'editing' });
  const blocked = sample({ clock: next, filter: ({ index, problems }) => index < contactIndex && problems.length > 0 });
  sample({ clock: blocked, fn: () => true, target: $showProblems });
  sample({
    clock: next,
    filter: ({ index, problems }) => index < contactIndex && problems.length === 0,
    fn: ({ index }) => index + 1,
    target: $stepIndex,
  });
  sample({ clock: contactCompleted, source: $status, filter: editing, fn: () => summaryIndex, target: $stepIndex });
  sample({ clock: contactCompleted, source: $status, filter: editing, fn: (_, values) => values, target: $contact });
  sample({ clock: backPressed, source: { index: $stepIndex, status: $status }, filter: ({ index, status }) => status === 'editing' && index > 0, fn: ({ index }) => index - 1, target: $stepIndex });
  // From the error view, back returns to the summary with everything kept.
  sample({ clock: backPressed, source: $status, filter: (s) => s === 'failed', fn: (): RentalStatus => 'editing', target: $status });
  $showProblems.reset($stepIndex);

  // Sending from the summary; a retry sends the same enquiry again.
  const send = sample({ clock: next, filter: ({ index }) => index === summaryIndex });
  const retry = sample({ clock: retried, source: $status, filter: (s) => s === 'failed' });
  const attempt = merge([send, retry]);
  sample({ clock: attempt, fn: (): RentalStatus => 'sending', target: $status });
  sample({ clock: attempt, source: $idempotencyKey, filter: (key) => key === null, fn: () => undefined, target: createKeyFx });
  sample({ clock: createKeyFx.doneData, target: $idempotencyKey });
  const keyed = merge([sample({ clock: attempt, source: $idempotencyKey, filter: (key): key is string => key !== null }), createKeyFx.doneData]);
  sample({
    clock: keyed,
    source: { contact: $contact, selection: $selection, total: $total },
    fn: ({ contact, selection, total }, idempotencyKey): RentalInquiry => ({ idempotencyKey, contact, selection, total }),
    target: sendInquiryFx,
  });
  const current = (key: string | null, { params }: { params: RentalInquiry }) => key === params.idempotencyKey;
  const sent = sample({ clock: sendInquiryFx.done, source: $idempotencyKey, filter: current });
  sample({ clock: sent, fn: (): RentalStatus => 'sent', target: $status });
  sample({
    clock: [sample({ clock: sendInquiryFx.fail, source: $idempotencyKey, filter: current }), createKeyFx.fail],
    fn: (): RentalStatus => 'failed',
    target: $status,
  });
  $idempotencyKey.reset(changed, sent);

  return {
    steps,
    pickupChosen,
    dropoffChosen,
    datesChosen,
    vehicleChosen,
    extraChanged,
    nextPressed,
    backPressed,
    contactCompleted,
    retried,
    sendInquiryFx,
    createKeyFx,
    $today,
    $selection,
    $contact,
    $stepIndex,
    $step,
    $status,
    $showProblems,
    $idempotencyKey,
    $total,
    $vehicles,
    $stepProblems,
    $visibleProblems,
  };
}

export type RentalModel = ReturnType<typeof createRentalModel>;
