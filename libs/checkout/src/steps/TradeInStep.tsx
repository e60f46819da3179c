import { useState } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { parseDate, today, getLocalTimeZone, type CalendarDate } from '@internationalized/date';
import { $orderOnlineData, $steps, orderOnlineDataChanged } from '@lux/order-online';
import { Button, DateField, RadioGroup, Select, TextField } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings, type TradeInOption, type TradeInOptions } from '../environment';
import { FieldGrid, Notice, Placeholder } from '../shared/styles';
import { useLoad } from '../shared/useLoad';
import { useStepValidation, type StepComponentProps } from './types';

/** A§3 trade-in fields, as the order keeps them. */
export interface TradeInValues {
  brand: string;
  model: string;
  bodyType: string;
  fuelType: string;
  mileage: string;
  registrationDate: string;
  registration: string;
}

export const TRADE_IN_FIELDS = ['brand', 'model', 'bodyType', 'fuelType', 'mileage', 'registrationDate', 'registration'] as const;
/** What the retailer needs to value a car: the make, the model and how far it has gone. */
const REQUIRED: ReadonlySet<keyof TradeInValues> = new Set(['brand', 'model', 'mileage']);

export function tradeInValuesOf(data: unknown): TradeInValues {
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const field = (key: keyof TradeInValues) => (typeof raw[key] === 'string' || typeof raw[key] === 'number' ? String(raw[key]) : '');
  return {
    brand: field('brand'),
    model: field('model'),
    bodyType: field('bodyType'),
    fuelType: field('fuelType'),
    mileage: field('mileage'),
    registrationDate: field('registrationDate'),
    registration: field('registration'),
  };
}

/** The stored trade-in: only the fields given (the order takes exactly the A§3 names). */
function stored(values: TradeInValues): Record<string, string> {
  return Object.fromEntries(TRADE_IN_FIELDS.filter((key) => values[key].trim() !== '').map((key) => [key, values[key].trim()]));
}

function toDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

type Errors = Partial<Record<keyof TradeInValues, string>>;

export function tradeInErrors(values: TradeInValues, messages: { required: string; invalid: string }): Errors {
  const errors: Errors = {};
  for (const key of REQUIRED) if (values[key].trim() === '') errors[key] = messages.required;
  if (values.mileage && !/^\d{1,7}$/.test(values.mileage)) errors.mileage = messages.invalid;
  if (values.registrationDate && !toDate(values.registrationDate)) errors.registrationDate = messages.invalid;
  return errors;
}

const Fields = styled.fieldset`
  margin: var(--lux-space-5) 0 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  & > legend {
    margin-block-end: var(--lux-space-3);
    padding: 0;
    font-weight: var(--lux-font-weight-bold);
  }
`;

/**
 * The trade-in step (A§3 Trade-in, ADR 026 §3 `trade_in`): whether the buyer brings a car, and if so its
 * make, model, body and fuel type, mileage, first registration and registration number, with the stock
 * service's lists (A§7 `/trade_in/form_options`). Every keystroke is kept (local storage), so nothing is
 * lost on a reload; "no" leaves no trade-in on the order.
 */
export function TradeInStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { locale, services } = useCheckoutEnvironment();
  const { data, steps, changed } = useUnit({ data: $orderOnlineData, steps: $steps, changed: orderOnlineDataChanged });
  const [answer, setAnswer] = useState<'yes' | 'no' | ''>(() =>
    data.tradeInData ? 'yes' : steps[step]?.validations.trade_in === true ? 'no' : '',
  );
  const [values, setValues] = useState<TradeInValues>(() => tradeInValuesOf(data.tradeInData));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const load = useLoad<TradeInOptions | null>(answer === 'yes' ? locale : null, () => services.loadTradeInOptions(locale));

  const errors = answer === 'yes' ? tradeInErrors(values, { required: t.errors.required, invalid: t.errors.invalid }) : {};
  const valid = answer === 'no' || (answer === 'yes' && Object.keys(errors).length === 0);
  useStepValidation('trade_in', step, valid);

  const update = (patch: Partial<TradeInValues>) => {
    const next = { ...values, ...patch };
    if (patch.brand !== undefined && patch.brand !== values.brand) next.model = '';
    setValues(next);
    changed({ tradeInData: stored(next) });
  };
  const errorOf = (key: keyof TradeInValues) => (attempt > 0 || touched.has(key) ? errors[key] : undefined);
  const blur = (key: keyof TradeInValues) => () => setTouched((set) => new Set(set).add(key));

  const options = load.status === 'ready' ? load.value : null;
  const select = (key: 'brand' | 'model' | 'bodyType' | 'fuelType', list: TradeInOption[], disabled = false) => (
    <div data-field={key}>
      <Select
        label={t.tradeIn[key]}
        placeholder={disabled ? t.chooseBrandFirst : t.choose}
        isRequired={REQUIRED.has(key)}
        isDisabled={disabled}
        validationBehavior="aria"
        selectedKey={values[key] || null}
        isInvalid={errorOf(key) !== undefined}
        errorMessage={errorOf(key)}
        onSelectionChange={(selected) => update({ [key]: selected === null ? '' : String(selected) })}
        onBlur={blur(key)}
      >
        {list.map((option) => (
          <Select.Item key={option.value} id={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select>
    </div>
  );
  const text = (key: 'brand' | 'model' | 'bodyType' | 'fuelType') => (
    <div data-field={key}>
      <TextField
        label={t.tradeIn[key]}
        isRequired={REQUIRED.has(key)}
        validationBehavior="aria"
        value={values[key]}
        isInvalid={errorOf(key) !== undefined}
        errorMessage={errorOf(key)}
        maxLength={100}
        onChange={(value) => update({ [key]: value })}
        onBlur={blur(key)}
      />
    </div>
  );
  const maxDate = today(getLocalTimeZone());

  return (
    <div>
      <RadioGroup
        label={t.tradeInQuestion}
        orientation="horizontal"
        isRequired
        validationBehavior="aria"
        value={answer || null}
        isInvalid={attempt > 0 && answer === ''}
        errorMessage={t.errors.choose}
        onChange={(value) => {
          const next = value === 'yes' ? 'yes' : 'no';
          setAnswer(next);
          changed({ tradeInData: next === 'yes' ? stored(values) : null });
        }}
      >
        <RadioGroup.Radio value="yes">{t.yes}</RadioGroup.Radio>
        <RadioGroup.Radio value="no">{t.no}</RadioGroup.Radio>
      </RadioGroup>
      {answer === 'yes' ? (
        <Fields>
          <legend>{t.tradeInLegend}</legend>
          {load.status === 'loading' ? <Placeholder aria-busy="true">{t.loading}</Placeholder> : null}
          {load.status === 'failed' ? (
            <Notice role="alert" data-tone="error">
              <p>{t.optionsFailed}</p>
              <Button variant="secondary" size="small" onClick={load.retry}>
                {t.retry}
              </Button>
            </Notice>
          ) : null}
          {load.status === 'ready' ? (
            <FieldGrid>
              {options ? select('brand', options.brands) : text('brand')}
              {options
                ? select('model', options.models.filter((model) => model.brand === values.brand), values.brand === '')
                : text('model')}
              {options ? select('bodyType', options.bodyTypes) : text('bodyType')}
              {options ? select('fuelType', options.fuelTypes) : text('fuelType')}
              <div data-field="mileage">
                <TextField
                  label={t.tradeIn.mileage}
                  isRequired
                  inputMode="numeric"
                  validationBehavior="aria"
                  value={values.mileage}
                  isInvalid={errorOf('mileage') !== undefined}
                  errorMessage={errorOf('mileage')}
                  onChange={(mileage) => update({ mileage: mileage.replace(/[^\d]/g, '').slice(0, 7) })}
                  onBlur={blur('mileage')}
                />
              </div>
              <div data-field="registrationDate">
                <DateField
                  label={t.tradeIn.registrationDate}
                  validationBehavior="aria"
                  maxValue={maxDate}
                  value={toDate(values.registrationDate)}
                  isInvalid={errorOf('registrationDate') !== undefined}
                  errorMessage={errorOf('registrationDate')}
                  onChange={(date) => update({ registrationDate: date ? date.toString() : '' })}
                  onBlur={blur('registrationDate')}
                />
              </div>
              <div data-field="registration">
                <TextField
                  label={t.tradeIn.registration}
                  validationBehavior="aria"
                  value={values.registration}
                  maxLength={20}
                  onChange={(registration) => update({ registration })}
                />
              </div>
            </FieldGrid>
          ) : null}
        </Fields>
      ) : null}
    </div>
  );
}
