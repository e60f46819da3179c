import { paymentOptionTypes, type OrderConfigBaseType, type OrderConfigType } from '../../api/orderTypes';
import type { OrderConfigStrings } from '../../i18n/orderStrings';

/**
 * The order-online config types (ADR 026 §3) as form drafts: text for what the user types, turned back into
 * the type's `data` over what was stored (so fields the form does not show are kept). The checks mirror the
 * stock service's, by the same field names (`steps.0.key`), so its refusals land beside the same fields.
 */

export type ConfigData = Record<string, unknown>;
type Words = Pick<
  OrderConfigStrings,
  'required' | 'wholeNumber' | 'range' | 'invalidKey' | 'duplicate' | 'chooseVendor' | 'defaultNotOffered' | 'invalidCurrency' | 'invalidEmail' | 'invalidSlot'
>;

export const isRecord = (value: unknown): value is ConfigData => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const baseTypeOf = (type: OrderConfigType) => type.replace(/^config_/, '') as OrderConfigBaseType;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const WHOLE = /^\d{1,8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SLOT = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** Keys of the steps page that are not a step's texts. */
const STEPS_PAGE_KEYS = ['service_packs', 'terms_html', 'appointment'];
/** A page's required texts (the API refuses the page without them). */
export const PAGE_REQUIRED: Record<'order_online_checkout_page' | 'order_online_success_page', readonly string[]> = {
  order_online_checkout_page: ['heading', 'summary_title'],
  order_online_success_page: ['heading', 'body'],
};

export interface StepDraft {
  uid: string;
  key: string;
  component: string;
  title: string;
  /** What the form does not edit (`component_types`), kept as stored. */
  rest: ConfigData;
}

export interface OrderOnlineDraft {
  kind: 'order_online';
  vendors: string[];
  defaultVendor: string;
  fee: string;
  currency: string;
  retailersTakePayment: boolean;
  recipients: string;
  steps: StepDraft[];
}

export interface StepTextDraft {
  key: string;
  heading: string;
  description: string;
}

export interface PackDraft {
  uid: string;
  id: string;
  title: string;
  description: string;
  /** The stored pack had a description (maybe empty): it is written back even when empty. */
  hadDescription: boolean;
  price: string;
  rest: ConfigData;
}

export interface StepsPageDraft {
  kind: 'order_online_steps_page';
  texts: StepTextDraft[];
  packs: PackDraft[];
  terms: string;
  appointmentHeading: string;
  appointmentDescription: string;
  daysAhead: string;
  slots: string;
}

export interface PageDraft {
  kind: 'page';
  required: readonly string[];
  texts: Record<string, string>;
  byType: Record<string, Record<string, string>>;
}

export type ConfigDraft = OrderOnlineDraft | StepsPageDraft | PageDraft;

/** A uid not yet used in the list (`step-3`): stable between the server's render and the browser's. */
export function nextUid(items: ReadonlyArray<{ uid: string }>, prefix: string): string {
  let n = items.length;
  while (items.some((item) => item.uid === `${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

function stepOf(value: unknown, index: number): StepDraft {
  const { key, component_type: component, title, ...rest } = isRecord(value) ? value : {};
  return { uid: `step-${index}`, key: text(key), component: text(component), title: text(title), rest };
}

function packOf(value: unknown, index: number): PackDraft {
  const { id, title, description, price, ...rest } = isRecord(value) ? value : {};
  return { uid: `pack-${index}`, id: text(id), title: text(title), description: text(description), hadDescription: description !== undefined, price: text(price), rest };
}

/** The form's draft of a type's data. */
export function draftOf(type: OrderConfigType, data: ConfigData): ConfigDraft {
  const base = baseTypeOf(type);
  if (base === 'order_online') {
    const vendors = list(data['payment_vendor_types']).filter((item): item is string => typeof item === 'string');
    return {
      kind: 'order_online',
      vendors,
      defaultVendor: text(data['payment_vendor_type']),
      fee: text(data['reservation_fee']),
      currency: text(data['currency']) || 'ILS',
      retailersTakePayment: data['retailers_take_payment'] === true,
      recipients: list(data['inquiry_recipients']).map(text).filter(Boolean).join(', '),
      steps: list(data['steps']).map(stepOf),
    };
  }
  if (base === 'order_online_steps_page') {
    const appointment = isRecord(data['appointment']) ? data['appointment'] : {};
    return {
      kind: 'order_online_steps_page',
      texts: Object.entries(data)
        .filter(([key, value]) => !STEPS_PAGE_KEYS.includes(key) && isRecord(value))
        .map(([key, value]) => ({ key, heading: text((value as ConfigData)['heading']), description: text((value as ConfigData)['description']) })),
      packs: list(data['service_packs']).map(packOf),
      terms: text(data['terms_html']),
      appointmentHeading: text(appointment['heading']),
      appointmentDescription: text(appointment['description']),
      daysAhead: text(appointment['days_ahead']),
      slots: list(appointment['slots']).map(text).join(', '),
    };
  }
  const required = PAGE_REQUIRED[base];
  const byType = isRecord(data['by_type']) ? data['by_type'] : {};
  return {
    kind: 'page',
    required,
    texts: Object.fromEntries(required.map((key) => [key, text(data[key])])),
    byType: Object.fromEntries(
      paymentOptionTypes.map((payment) => {
        const override = isRecord(byType[payment]) ? byType[payment] : {};
        return [payment, Object.fromEntries(required.map((key) => [key, text(override[key])]))];
      }),
    ),
  };
}

/** A whole number typed as text, or the text itself (so the API names the field) when it is not one. */
const numberOrText = (value: string) => (WHOLE.test(value.trim()) ? Number(value.trim()) : value);
const split = (value: string) => value.split(/[\s,]+/).map((item) => item.trim()).filter(Boolean);

export interface DataResult {
  data: ConfigData;
  /** Field name (`steps.0.key`) → message. */
  errors: Record<string, string>;
}

function orderOnlineData(draft: OrderOnlineDraft, base: ConfigData, words: Words): DataResult {
  const errors: Record<string, string> = {};
  const recipients = split(draft.recipients);
  if (draft.vendors.length === 0) errors['payment_vendor_types'] = words.chooseVendor;
  if (!draft.vendors.includes(draft.defaultVendor)) errors['payment_vendor_type'] = words.defaultNotOffered;
  if (!WHOLE.test(draft.fee.trim())) errors['reservation_fee'] = words.wholeNumber;
  if (!/^[A-Z]{3}$/.test(draft.currency.trim())) errors['currency'] = words.invalidCurrency;
  const badRecipient = recipients.find((address) => !EMAIL.test(address));
  if (badRecipient !== undefined) errors['inquiry_recipients'] = words.invalidEmail(badRecipient);
  if (draft.steps.length === 0) errors['steps'] = words.required;
  const keys = new Set<string>();
  draft.steps.forEach((step, index) => {
    const key = step.key.trim();
    if (!KEY.test(key)) errors[`steps.${index}.key`] = words.invalidKey;
    else if (keys.has(key)) errors[`steps.${index}.key`] = words.duplicate(key);
    keys.add(key);
    if (step.title.trim() === '') errors[`steps.${index}.title`] = words.required;
    if (step.component === '' && step.rest['component_types'] === undefined) errors[`steps.${index}.component_type`] = words.required;
  });
  const data: ConfigData = {
    ...base,
    payment_vendor_types: draft.vendors,
    payment_vendor_type: draft.defaultVendor,
    reservation_fee: numberOrText(draft.fee),
    currency: draft.currency.trim(),
    steps: draft.steps.map((step) => ({ ...step.rest, key: step.key.trim(), ...(step.component ? { component_type: step.component } : {}), title: step.title.trim() })),
    retailers_take_payment: draft.retailersTakePayment,
    inquiry_recipients: recipients,
  };
  return { data, errors };
}

function stepsPageData(draft: StepsPageDraft, base: ConfigData, words: Words): DataResult {
  const errors: Record<string, string> = {};
  const data: ConfigData = { ...base };
  for (const entry of draft.texts) {
    if (entry.heading.trim() === '') errors[`${entry.key}.heading`] = words.required;
    const stored = isRecord(base[entry.key]) ? (base[entry.key] as ConfigData) : {};
    const { description: _description, ...kept } = stored;
    const description = entry.description.trim();
    data[entry.key] = { ...kept, heading: entry.heading.trim(), ...(description || 'description' in stored ? { description } : {}) };
  }
  const ids = new Set<string>();
  draft.packs.forEach((pack, index) => {
    const id = pack.id.trim();
    if (!KEY.test(id)) errors[`service_packs.${index}.id`] = words.invalidKey;
    else if (ids.has(id)) errors[`service_packs.${index}.id`] = words.duplicate(id);
    ids.add(id);
    if (pack.title.trim() === '') errors[`service_packs.${index}.title`] = words.required;
    if (!WHOLE.test(pack.price.trim())) errors[`service_packs.${index}.price`] = words.wholeNumber;
  });
  data['service_packs'] = draft.packs.map((pack) => ({
    ...pack.rest,
    id: pack.id.trim(),
    title: pack.title.trim(),
    ...(pack.description.trim() || pack.hadDescription ? { description: pack.description.trim() } : {}),
    price: numberOrText(pack.price),
  }));
  data['terms_html'] = draft.terms;
  const days = draft.daysAhead.trim();
  if (!WHOLE.test(days) || Number(days) < 1 || Number(days) > 90) errors['appointment.days_ahead'] = words.range(1, 90);
  const slots = split(draft.slots);
  const badSlot = slots.find((slot) => !SLOT.test(slot));
  if (slots.length === 0) errors['appointment.slots'] = words.required;
  else if (badSlot !== undefined) errors['appointment.slots'] = words.invalidSlot(badSlot);
  else if (new Set(slots).size !== slots.length) errors['appointment.slots'] = words.duplicate(slots.find((slot, i) => slots.indexOf(slot) !== i)!);
  const storedAppointment = isRecord(base['appointment']) ? base['appointment'] : {};
  const { heading: _heading, description: _text, ...appointment } = storedAppointment;
  data['appointment'] = {
    ...appointment,
    ...(draft.appointmentHeading.trim() ? { heading: draft.appointmentHeading.trim() } : {}),
    ...(draft.appointmentDescription.trim() ? { description: draft.appointmentDescription.trim() } : {}),
    days_ahead: numberOrText(days),
    slots,
  };
  return { data, errors };
}

function pageData(draft: PageDraft, base: ConfigData, words: Words): DataResult {
  const errors: Record<string, string> = {};
  const data: ConfigData = { ...base };
  for (const key of draft.required) {
    const value = (draft.texts[key] ?? '').trim();
    if (value === '') errors[key] = words.required;
    data[key] = value;
  }
  const storedByType = isRecord(base['by_type']) ? base['by_type'] : {};
  const byType: ConfigData = { ...storedByType };
  for (const payment of paymentOptionTypes) {
    const override: ConfigData = { ...(isRecord(storedByType[payment]) ? storedByType[payment] : {}) };
    for (const key of draft.required) {
      const value = (draft.byType[payment]?.[key] ?? '').trim();
      if (value) override[key] = value;
      else delete override[key];
    }
    if (Object.keys(override).length > 0 || isRecord(storedByType[payment])) byType[payment] = override;
  }
  if (Object.keys(byType).length > 0 || isRecord(base['by_type'])) data['by_type'] = byType;
  return { data, errors };
}

/** The type's data for a draft, over the stored data, with the problems found (by field name). */
export function dataOf(draft: ConfigDraft, base: ConfigData, words: Words): DataResult {
  if (draft.kind === 'order_online') return orderOnlineData(draft, base, words);
  if (draft.kind === 'order_online_steps_page') return stepsPageData(draft, base, words);
  return pageData(draft, base, words);
}

/** A JSON text as config data, or why it cannot be (a parse error, or not an object). */
export function parseConfigJson(value: string): { data: ConfigData } | { problem: 'invalid'; reason: string } | { problem: 'notObject' } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    return { problem: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  return isRecord(parsed) ? { data: parsed } : { problem: 'notObject' };
}

/**
 * Which of the form's fields an API error names: the field itself, else the nearest one above it
 * (`appointment.slots.2` → `appointment.slots`); null when the form has no such field.
 */
export function fieldFor(name: string, fields: readonly string[]): string | null {
  const parts = name.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return null;
}

/** The field names a draft's form shows, for placing the API's refusals. */
export function fieldsOf(draft: ConfigDraft): string[] {
  if (draft.kind === 'order_online') {
    return [
      'payment_vendor_types',
      'payment_vendor_type',
      'reservation_fee',
      'currency',
      'inquiry_recipients',
      'retailers_take_payment',
      ...draft.steps.flatMap((_, index) => [`steps.${index}.key`, `steps.${index}.component_type`, `steps.${index}.title`]),
    ];
  }
  if (draft.kind === 'order_online_steps_page') {
    return [
      ...draft.texts.flatMap((entry) => [`${entry.key}.heading`, `${entry.key}.description`]),
      ...draft.packs.flatMap((_, index) => ['id', 'title', 'description', 'price'].map((field) => `service_packs.${index}.${field}`)),
      'terms_html',
      'appointment.heading',
      'appointment.description',
      'appointment.days_ahead',
      'appointment.slots',
    ];
  }
  return [...draft.required, ...paymentOptionTypes.flatMap((payment) => draft.required.map((key) => `by_type.${payment}.${key}`))];
}

/** Moves an item of a list by one place (the steps' order). */
export function moved<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
