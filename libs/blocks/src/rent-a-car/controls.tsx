import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarGrid,
  Dialog,
  FieldError,
  Group,
  Heading as AriaHeading,
  I18nProvider,
  Input,
  Label,
  Text,
  type DateRange,
} from 'react-aria-components';
import type { RentalDateOptions } from '@lux/vehicle-tools';
import {
  Calendar,
  CalendarButton,
  CalendarPopover,
  Cell,
  RangeGroup,
  RangeInput,
  Segment,
  StepButton,
  StyledNumberField,
  StyledRangePicker,
} from './RentACar.styles';

const toDate = (iso: string | null): CalendarDate | null => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

export interface RentalDateRangeProps {
  label: string;
  startLabel: string;
  endLabel: string;
  openCalendar: string;
  description: string;
  start: string | null;
  end: string | null;
  today: string;
  /** The settings' date locale (calendar, digits, order of the segments). */
  dateLocale: string;
  options: RentalDateOptions;
  isUnavailable: (iso: string) => boolean;
  errorMessage?: string;
  onChange: (range: { start: string; end: string } | null) => void;
}

/**
 * Pick-up and drop-off dates (react-aria DateRangePicker): typed segment by segment or chosen in a range
 * calendar that greys out past days and the disabled weekdays. A rental may span a disabled day (only
 * pick-up and return are refused), hence non-contiguous ranges.
 */
export function RentalDateRange(props: RentalDateRangeProps) {
  const start = toDate(props.start);
  const end = toDate(props.end);
  const value = start && end ? { start, end } : null;
  return (
    <I18nProvider locale={props.dateLocale}>
      <StyledRangePicker
        value={value}
        onChange={(range: DateRange | null) => props.onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
        minValue={toDate(props.today) ?? undefined}
        isDateUnavailable={(date) => props.isUnavailable(date.toString())}
        allowsNonContiguousRanges
        firstDayOfWeek={props.options.firstDayOfWeek}
        isRequired
        isInvalid={props.errorMessage !== undefined}
        validationBehavior="aria"
      >
        <Label>{props.label}</Label>
        <RangeGroup>
          <RangeInput slot="start" aria-label={props.startLabel}>
            {(segment) => <Segment segment={segment} />}
          </RangeInput>
          <span aria-hidden="true">–</span>
          <RangeInput slot="end" aria-label={props.endLabel}>
            {(segment) => <Segment segment={segment} />}
          </RangeInput>
          <CalendarButton aria-label={props.openCalendar}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M2 4h12v10H2zM2 7h12M5 2v3M11 2v3" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </CalendarButton>
        </RangeGroup>
        <Text slot="description">{props.description}</Text>
        <FieldError>{props.errorMessage}</FieldError>
        <CalendarPopover>
          <Dialog aria-label={props.label}>
            <Calendar>
              <header>
                <AriaButton slot="previous">
                  <span aria-hidden="true">‹</span>
                </AriaButton>
                <AriaHeading />
                <AriaButton slot="next">
                  <span aria-hidden="true">›</span>
                </AriaButton>
              </header>
              <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </CalendarPopover>
      </StyledRangePicker>
    </I18nProvider>
  );
}

export interface AmountFieldProps {
  label: string;
  description: string;
  value: number;
  min: number;
  max: number;
  increase: string;
  decrease: string;
  onChange: (value: number) => void;
}

/** A controller extra's amount (react-aria NumberField): arrow keys, typing, or the − / + buttons. */
export function AmountField({ label, description, value, min, max, increase, decrease, onChange }: AmountFieldProps) {
  return (
    <StyledNumberField
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      onChange={(next) => onChange(Number.isFinite(next) ? next : min)}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label>{label}</Label>
      <Group data-group="">
        <StepButton slot="decrement" aria-label={decrease}>
          −
        </StepButton>
        <Input />
        <StepButton slot="increment" aria-label={increase}>
          +
        </StepButton>
      </Group>
      <Text slot="description">{description}</Text>
    </StyledNumberField>
  );
}
