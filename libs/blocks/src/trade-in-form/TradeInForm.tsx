import { useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { applyHiddenFieldMapping, formColumns, type LeadSubmission } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { DateField, Select, TextField } from '@lux/ui';
import type { LeadExtras, PublicForm } from '../forms/api';
import { FormView } from '../forms/FormView';
import { Grid } from '../forms/FormView.styles';
import { tradeInOptionsOfData, type FormBlockFields } from '../forms/types';
import { useFormModel } from '../forms/useFormModel';
import { stringsFor } from '../shared/strings';
import { useComponentFetch } from '../shared/useComponentFetch';
import { coveredFields, emptyVehicle, readTradeInOptions, vehicleValues, type TradeInOption, type TradeInVehicle } from './options';
import { tradeInStrings } from './strings';
import { Vehicle } from './TradeInForm.styles';

export interface TradeInFormProps {
  blockId: number;
  locale: Locale;
  fields: FormBlockFields;
  form: PublicForm;
  data: unknown;
  thankYouLevel?: 2 | 3 | 4;
  submit?: (submission: LeadSubmission, extras: LeadExtras) => Promise<unknown>;
}

async function fetchTradeInOptions(lang: 'he' | 'en') {
  const response = await fetch(`/api/stock/trade_in/form_options?lang=${lang}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Trade-in options could not be loaded (${response.status})`);
  const body = (await response.json()) as { data?: unknown };
  return readTradeInOptions(body.data);
}

function toDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * The trade-in form (A§3): the visitor's car — brand, model (of that brand), body type, fuel type,
 * mileage, first registration and registration number, with the stock service's lists (A§7
 * /trade_in/form_options) — then the form's own fields. The car's values go into the definition's
 * fields (A§3 names, or the summary fields `current_car` and `car_year`), so the lead is validated by
 * the same schema as every other. Without the lists, the plain form renders.
 */
export function TradeInForm({ blockId, locale, fields, form, data, thankYouLevel, submit }: TradeInFormProps) {
  const t = stringsFor(tradeInStrings, locale);
  const lang = locale === 'he' ? 'he' : 'en';
  const serverOptions = tradeInOptionsOfData(data);
  const fetched = useComponentFetch(serverOptions === undefined ? () => fetchTradeInOptions(lang) : null, [lang]);
  const options = serverOptions !== undefined ? serverOptions : fetched.data;

  const fixed = useMemo(() => applyHiddenFieldMapping(form.definition, fields.form_hidden_field_mapping).values, [form, fields]);
  const { model, honeypotRef } = useFormModel({ sidPrefix: `forms/block/${blockId}`, form, locale, values: fixed, submit });
  const { errors, changed, blurred } = useUnit({ errors: model.$errors, changed: model.fieldChanged, blurred: model.fieldBlurred });
  const [vehicle, setVehicle] = useState<TradeInVehicle>(emptyVehicle);

  const ids = useMemo(() => new Set(form.definition.fields.map((field) => field.id)), [form]);
  const covered = options ? coveredFields(ids) : [];
  const has = (id: string) => ids.has(id);
  // The field whose error a control shows, and that focus moves to for it.
  const brandField = has('brand') ? 'brand' : 'current_car';
  const modelField = has('model') ? 'model' : 'current_car';
  const dateField = has('registration_date') ? 'registration_date' : 'car_year';

  const update = (patch: Partial<TradeInVehicle>) => {
    const next = { ...vehicle, ...patch };
    if (patch.brand !== undefined && patch.brand !== vehicle.brand) next.model = '';
    setVehicle(next);
    for (const [field, value] of Object.entries(vehicleValues(next, options ?? null, ids))) changed({ field, value });
  };
  const select = (label: string, field: string, list: TradeInOption[], value: string, key: keyof TradeInVehicle, disabled = false) => (
    <div data-field={field} data-width="half">
      <Select
        label={label}
        placeholder={t.choose}
        isDisabled={disabled}
        validationBehavior="aria"
        isRequired={key === 'brand' || key === 'model'}
        isInvalid={errors[field] !== undefined && (key !== 'model' || vehicle.brand !== '')}
        errorMessage={errors[field]}
        selectedKey={value || null}
        onSelectionChange={(selected) => update({ [key]: selected === null ? '' : String(selected) })}
        onBlur={() => blurred(field)}
      >
        {list.map((option) => (
          <Select.Item key={option.value} id={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select>
    </div>
  );

  const section = options ? (
    <Vehicle>
      <legend>{t.legend}</legend>
      <Grid data-columns={2}>
        {select(t.brand, brandField, options.brands, vehicle.brand, 'brand')}
        {select(t.model, modelField, options.models.filter((item) => item.brand === vehicle.brand), vehicle.model, 'model', vehicle.brand === '')}
        {select(t.bodyType, has('body_type') ? 'body_type' : 'trade_in_body_type', options.bodyTypes, vehicle.bodyType, 'bodyType')}
        {select(t.fuelType, has('fuel_type') ? 'fuel_type' : 'trade_in_fuel_type', options.fuelTypes, vehicle.fuelType, 'fuelType')}
        <div data-field="mileage" data-width="half">
          <TextField
            label={t.mileage}
            inputMode="numeric"
            validationBehavior="aria"
            value={vehicle.mileage}
            isInvalid={errors['mileage'] !== undefined}
            errorMessage={errors['mileage']}
            onChange={(mileage) => update({ mileage: mileage.replace(/[^\d]/g, '') })}
            onBlur={() => blurred('mileage')}
          />
        </div>
        <div data-field={dateField} data-width="half">
          <DateField
            label={t.registrationDate}
            validationBehavior="aria"
            isRequired={has('car_year')}
            value={toDate(vehicle.registrationDate)}
            isInvalid={errors[dateField] !== undefined}
            errorMessage={errors[dateField]}
            onChange={(date) => update({ registrationDate: date ? date.toString() : '' })}
            onBlur={() => blurred(dateField)}
          />
        </div>
        <div data-field="registration" data-width="half">
          <TextField
            label={t.registration}
            validationBehavior="aria"
            value={vehicle.registration}
            isInvalid={errors['registration'] !== undefined}
            errorMessage={errors['registration']}
            onChange={(registration) => update({ registration })}
            onBlur={() => blurred('registration')}
          />
        </div>
      </Grid>
    </Vehicle>
  ) : null;

  return (
    <FormView
      model={model}
      honeypotRef={honeypotRef}
      locale={locale}
      columns={formColumns(form.definition, { hasTwoColumns: fields.has_two_columns })}
      formPosition={fields.form_position}
      buttonPosition={fields.button_position}
      buttonColor={fields.button_color}
      hasButtonMargin={fields.has_button_margin}
      thankYouLevel={thankYouLevel}
      exclude={covered}
      before={section}
    />
  );
}
