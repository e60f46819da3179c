import { useState } from 'react';
import { useUnit } from 'effector-react';
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { $orderOnlineData, $stepsPage, orderOnlineDataChanged, type PageConfig } from '@lux/order-online';
import { DateField, RadioGroup } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { dateText } from '../format';
import { FieldGrid } from '../shared/styles';
import { useStepValidation, type StepComponentProps } from './types';

const SLOT = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_APPOINTMENT = { daysAhead: 14, slots: ['09:00', '11:00', '13:00', '15:00'] } as const;

/** ADR 026 §3 `appointment: { days_ahead, slots }`: 1–90 days, HH:MM slots; the defaults otherwise. */
export function appointmentConfigOf(page: PageConfig): { daysAhead: number; slots: string[] } {
  const raw = typeof page['appointment'] === 'object' && page['appointment'] !== null ? (page['appointment'] as Record<string, unknown>) : {};
  const days = raw['days_ahead'];
  const daysAhead = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 90 ? days : DEFAULT_APPOINTMENT.daysAhead;
  const slots = Array.isArray(raw['slots']) ? [...new Set(raw['slots'].filter((slot): slot is string => typeof slot === 'string' && SLOT.test(slot)))] : [];
  return { daysAhead, slots: slots.length > 0 ? slots.sort() : [...DEFAULT_APPOINTMENT.slots] };
}

function toDate(value: unknown): CalendarDate | null {
  try {
    return typeof value === 'string' && value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A meeting at the retailer (ADR 026 §3 `appointment`): a day from tomorrow to `days_ahead` days ahead,
 * typed segment by segment (react-aria DateField: arrows and digits, in the locale's order), and a time
 * slot. Kept as `{ date, slot, dealer_code }` with the chosen retailer.
 */
export function AppointmentStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { locale } = useCheckoutEnvironment();
  const { page, data, changed } = useUnit({ page: $stepsPage, data: $orderOnlineData, changed: orderOnlineDataChanged });
  const { daysAhead, slots } = appointmentConfigOf(page);
  const [first] = useState(() => today(getLocalTimeZone()).add({ days: 1 }));
  const last = first.add({ days: daysAhead - 1 });
  const booking = data.appBookingData ?? {};
  const [date, setDate] = useState<CalendarDate | null>(() => toDate(booking['date']));
  const slot = typeof booking['slot'] === 'string' && slots.includes(booking['slot']) ? booking['slot'] : '';
  const [touched, setTouched] = useState(false);

  const dateError =
    date === null ? t.errors.required : date.compare(first) < 0 || date.compare(last) > 0 ? t.dateOutOfRange : undefined;
  const valid = dateError === undefined && slot !== '';
  useStepValidation('appointment', step, valid);
  const dealer = data.locationDetails?.uuid;

  const save = (nextDate: CalendarDate | null, nextSlot: string) => {
    const inRange = nextDate !== null && nextDate.compare(first) >= 0 && nextDate.compare(last) <= 0;
    changed({
      appBookingData:
        nextDate === null && nextSlot === ''
          ? null
          : {
              ...(inRange ? { date: nextDate.toString() } : {}),
              ...(nextSlot ? { slot: nextSlot } : {}),
              ...(dealer ? { dealer_code: dealer } : {}),
            },
    });
  };
  const showDateError = (attempt > 0 || touched) && dateError !== undefined;

  return (
    <FieldGrid>
      <div data-field="date">
        <DateField
          label={t.appointmentDate}
          description={t.appointmentDateHint(dateText(first.toString(), locale), dateText(last.toString(), locale))}
          isRequired
          validationBehavior="aria"
          minValue={first}
          maxValue={last}
          value={date}
          isInvalid={showDateError}
          errorMessage={dateError}
          onChange={(value) => {
            setDate(value);
            save(value, slot);
          }}
          onBlur={() => setTouched(true)}
        />
      </div>
      <div data-field="slot" data-width="full">
        <RadioGroup
          label={t.appointmentSlot}
          orientation="horizontal"
          isRequired
          validationBehavior="aria"
          value={slot || null}
          isInvalid={attempt > 0 && slot === ''}
          errorMessage={t.errors.choose}
          onChange={(value) => save(date, value)}
        >
          {slots.map((item) => (
            <RadioGroup.Radio key={item} value={item}>
              <span dir="ltr">{item}</span>
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
      </div>
    </FieldGrid>
  );
}
