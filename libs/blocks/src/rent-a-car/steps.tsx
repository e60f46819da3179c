import { useState } from 'react';
import { FieldError, RadioGroup } from 'react-aria-components';
import { Select, Switch, TextField } from '@lux/ui';
import {
  PROBLEM_FIELD,
  extraValue,
  locationLabel,
  type RentalConfig,
  type RentalExtrasStep,
  type RentalPlace,
  type RentalProblem,
  type RentalSelection,
  type RentalVehicle,
} from '@lux/vehicle-tools';
import { BlockImage } from '../shared/BlockImage';
import { AmountField, RentalDateRange } from './controls';
import { ExtraRow, Fields, VehicleCard, VehicleGrid } from './RentACar.styles';
import type { RentACarStrings } from './strings';

const CUSTOM = '__custom';

const messagesFor = (problems: readonly RentalProblem[], field: (typeof PROBLEM_FIELD)[RentalProblem], t: RentACarStrings) => {
  const list = problems.filter((p) => PROBLEM_FIELD[p] === field).map((p) => t.problems[p]);
  return list.length > 0 ? list.join(' ') : undefined;
};

interface PlaceFieldProps {
  config: RentalConfig;
  locale: string;
  label: string;
  addressLabel: string;
  allowCustom: boolean;
  place: RentalPlace | null;
  error: string | undefined;
  t: RentACarStrings;
  onChange: (place: RentalPlace | null) => void;
}

function PlaceField({ config, locale, label, addressLabel, allowCustom, place, error, t, onChange }: PlaceFieldProps) {
  const selectedKey = place?.kind === 'location' ? place.key : place?.kind === 'custom' ? CUSTOM : null;
  return (
    <div>
      <Select
        label={label}
        placeholder={t.chooseLocation}
        selectedKey={selectedKey}
        isRequired
        isInvalid={error !== undefined && place?.kind !== 'custom'}
        errorMessage={place?.kind === 'custom' ? undefined : error}
        validationBehavior="aria"
        onSelectionChange={(key) => onChange(key === null ? null : key === CUSTOM ? { kind: 'custom', address: '' } : { kind: 'location', key: String(key) })}
      >
        {[
          ...config.locations.map((location) => (
            <Select.Item key={location.key} id={location.key} textValue={locationLabel(config, locale, location)}>
              {locationLabel(config, locale, location)}
            </Select.Item>
          )),
          ...(allowCustom ? [<Select.Item key={CUSTOM} id={CUSTOM}>{t.otherAddress}</Select.Item>] : []),
        ]}
      </Select>
      {place?.kind === 'custom' && (
        <TextField
          label={addressLabel}
          value={place.address}
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
          validationBehavior="aria"
          autoComplete="street-address"
          onChange={(address) => onChange({ kind: 'custom', address })}
        />
      )}
    </div>
  );
}

const weekdayNames = (locale: string, days: readonly number[]) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return days.map((d) => format.format(new Date(Date.UTC(2023, 0, 1 + d)))).join(', ');
};

export interface TripStepProps {
  config: RentalConfig;
  locale: string;
  dateLocale: string;
  today: string;
  selection: RentalSelection;
  problems: readonly RentalProblem[];
  isUnavailable: (iso: string) => boolean;
  t: RentACarStrings;
  onPickup: (place: RentalPlace | null) => void;
  onDropoff: (place: RentalPlace | null) => void;
  onDates: (range: { start: string; end: string } | null) => void;
}

/** Step 1: where and when (B§3.4 additional settings decide what may differ). */
export function TripStep({ config, locale, dateLocale, today, selection, problems, isUnavailable, t, onPickup, onDropoff, onDates }: TripStepProps) {
  const { settings } = config;
  const [different, setDifferent] = useState(selection.dropoff !== null);
  const disabled = settings.disabledWeekdays;
  return (
    <Fields>
      <PlaceField
        config={config}
        locale={locale}
        label={t.pickupLocation}
        addressLabel={t.pickupAddress}
        allowCustom={settings.allowCustomPickup}
        place={selection.pickup}
        error={messagesFor(problems, 'pickup', t)}
        t={t}
        onChange={onPickup}
      />
      {settings.allowDifferentDropoff && (
        <div>
          <Switch
            isSelected={different}
            onChange={(on) => {
              setDifferent(on);
              if (!on) onDropoff(null);
            }}
          >
            {t.differentDropoff}
          </Switch>
          {different && (
            <PlaceField
              config={config}
              locale={locale}
              label={t.dropoffLocation}
              addressLabel={t.dropoffAddress}
              allowCustom={settings.allowCustomDropoff}
              place={selection.dropoff}
              error={messagesFor(problems, 'dropoff', t)}
              t={t}
              onChange={onDropoff}
            />
          )}
        </div>
      )}
      <RentalDateRange
        label={t.dates}
        startLabel={t.pickupDate}
        endLabel={t.dropoffDate}
        openCalendar={t.openCalendar}
        description={disabled.length > 0 ? t.unavailableDays(weekdayNames(dateLocale, disabled)) : ''}
        start={selection.pickupDate}
        end={selection.dropoffDate}
        today={today}
        dateLocale={dateLocale}
        options={settings.dateOptions}
        isUnavailable={isUnavailable}
        errorMessage={messagesFor(problems, 'dates', t)}
        onChange={onDates}
      />
    </Fields>
  );
}

export interface VehicleStepProps {
  vehicles: readonly RentalVehicle[];
  selected: string | null;
  problems: readonly RentalProblem[];
  label: string;
  index: number;
  t: RentACarStrings;
  price: (agorot: number) => string;
  onChange: (key: string) => void;
}

/** Step 2: the vehicles of the pick-up place as radio cards (arrow keys move between them). */
export function VehicleStep({ vehicles, selected, problems, label, index, t, price, onChange }: VehicleStepProps) {
  const error = messagesFor(problems, 'vehicle', t);
  return (
    <RadioGroup aria-label={label} value={selected} onChange={onChange} isRequired isInvalid={error !== undefined} validationBehavior="aria">
      <VehicleGrid>
        {vehicles.map((vehicle) => (
          <VehicleCard key={vehicle.key} value={vehicle.key} aria-label={`${vehicle.displayName}, ${price(vehicle.dailyPrice)}`}>
            {vehicle.imageId !== null && <BlockImage image={vehicle.imageId} index={index} ratio="16-9" sizes="(min-width: 768px) 20rem, 100vw" />}
            <strong>{vehicle.displayName}</strong>
            <bdi dir="ltr">{price(vehicle.dailyPrice)}</bdi>
            {vehicle.specification.length > 0 && (
              <ul>
                {vehicle.specification.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </VehicleCard>
        ))}
      </VehicleGrid>
      <FieldError>{error}</FieldError>
    </RadioGroup>
  );
}

export interface ExtrasStepProps {
  step: RentalExtrasStep;
  selection: RentalSelection;
  t: RentACarStrings;
  money: (agorot: number) => string;
  onChange: (id: string, value: number | boolean) => void;
}

/** An editor step group: controllers (amount within min–max) and togglers (on/off). */
export function ExtrasStep({ step, selection, t, money, onChange }: ExtrasStepProps) {
  return (
    <div>
      {step.extras.map((extra) => {
        const value = extraValue(extra, selection);
        const priceText = extra.price > 0 ? `${money(extra.price)} ${extra.priceContext || (extra.charge === 'per_day' ? t.perDay : t.perRental)}` : '';
        return (
          <ExtraRow key={extra.id}>
            {extra.kind === 'controller' ? (
              <AmountField
                label={extra.heading}
                description={priceText}
                value={value as number}
                min={extra.min}
                max={extra.max}
                increase={`${t.increase}: ${extra.heading}`}
                decrease={`${t.decrease}: ${extra.heading}`}
                onChange={(amount) => onChange(extra.id, amount)}
              />
            ) : (
              <Switch
                isSelected={value as boolean}
                onChange={(on) => onChange(extra.id, on)}
                description={[priceText, value ? extra.labels.on : extra.labels.off].filter(Boolean).join(' · ')}
              >
                {extra.heading}
              </Switch>
            )}
            {extra.features.length > 0 && (
              <ul>
                {extra.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </ExtraRow>
        );
      })}
    </div>
  );
}
