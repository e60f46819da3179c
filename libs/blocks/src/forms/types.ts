import type { TradeInOptions } from '../trade-in-form/options';
import type { PublicForm } from './api';

export type Alignment = 'left' | 'center' | 'right';

/** The B§3.3 form block fields every form block carries (catalogue `formBlockFields`). */
export interface FormBlockFields {
  form_id: string;
  form_hidden_field_mapping: unknown;
  form_params_mapping: unknown;
  form_location_params_mapping: unknown;
  form_location_mapping: unknown;
  box_color: 'light' | 'grey' | 'dark' | 'black';
  button_position: Alignment;
  button_color: 'primary' | 'secondary' | 'tertiary';
  form_position: Alignment;
  has_two_columns: boolean;
  has_button_margin: boolean;
  modal_form: boolean;
}

/** What the form blocks' server loader returns: the form, or null when the service has none by that id. */
export interface FormBlockData {
  form: PublicForm | null;
  /** A trade-in form's A§3 option lists (A§7 /trade_in/form_options); null when they could not load. */
  tradeInOptions?: TradeInOptions | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The loader's data: the form, null (no such form), or undefined (no server data: fetch in the browser). */
export function formOfData(data: unknown): PublicForm | null | undefined {
  if (!isRecord(data) || !('form' in data)) return undefined;
  return (data['form'] as PublicForm | null) ?? null;
}

/** The trade-in lists the loader found, undefined when it did not try (the browser then fetches them). */
export function tradeInOptionsOfData(data: unknown): TradeInOptions | null | undefined {
  if (!isRecord(data) || !('tradeInOptions' in data)) return undefined;
  return (data['tradeInOptions'] as TradeInOptions | null) ?? null;
}
