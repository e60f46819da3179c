import { useRef, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import { Button, DateField } from '@lux/ui';
import { useAdmin } from '../../layout/AdminContext';
import { VisuallyHidden } from '../../shared/RowButton';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 0.75rem;
  margin-block-end: 1rem;

  & > [data-date] {
    min-inline-size: min(100%, 12rem);
  }

  & > button {
    margin-block-start: 1.75rem;
  }
`;

/** An ISO date of the URL as a calendar date, or null when blank or not a real date. */
export function calendarDateOf(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

export interface DateRange {
  from: string;
  until: string;
}

/**
 * The leads' date filter: two controlled DateFields (`from` ≤ `until`, whole days). A range that ends
 * before it starts is refused beside the end date, announced, and not sent.
 */
export function DateRangeFilter({ label, current, onSubmit }: { label: string; current: Partial<DateRange>; onSubmit: (range: DateRange) => void }) {
  const { strings } = useAdmin();
  const s = strings.leads;
  const [from, setFrom] = useState<CalendarDate | null>(() => calendarDateOf(current.from));
  const [until, setUntil] = useState<CalendarDate | null>(() => calendarDateOf(current.until));
  const [error, setError] = useState<string | null>(null);
  const untilRef = useRef<HTMLDivElement>(null);
  const active = Boolean(current.from || current.until);
  return (
    <Row
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (from && until && until.compare(from) < 0) {
          setError(s.rangeError);
          untilRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
          return;
        }
        setError(null);
        onSubmit({ from: from?.toString() ?? '', until: until?.toString() ?? '' });
      }}
    >
      <div data-date="">
        <DateField
          label={s.from}
          granularity="day"
          value={from}
          onChange={(date) => {
            setFrom(date as CalendarDate | null);
            setError(null);
          }}
        />
      </div>
      <div data-date="" ref={untilRef}>
        <DateField
          label={s.until}
          granularity="day"
          value={until}
          onChange={(date) => {
            setUntil(date as CalendarDate | null);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
      </div>
      <Button type="submit" variant="secondary">
        {strings.common.filter}
      </Button>
      {active ? (
        <Button
          variant="tertiary"
          onClick={() => {
            setFrom(null);
            setUntil(null);
            setError(null);
            onSubmit({ from: '', until: '' });
          }}
        >
          {strings.common.clear}
        </Button>
      ) : null}
      <VisuallyHidden role="alert">{error ?? ''}</VisuallyHidden>
    </Row>
  );
}
