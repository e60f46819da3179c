import {
  Button as AriaButton,
  CalendarCell,
  DateInput,
  DateRangePicker,
  DateSegment,
  Group,
  NumberField,
  Popover,
  Radio,
  RangeCalendar,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

const focusRing = css`
  outline: var(--lux-focus-width) solid var(--lux-color-focus);
  outline-offset: var(--lux-focus-offset);
`;

export const Root = styled.section`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 60rem;
  margin-inline: auto;
  color: var(--lux-color-text);

  h3[tabindex='-1']:focus-visible {
    ${focusRing}
  }
`;

export const Progress = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--lux-font-size-small);

  li {
    padding-block: var(--lux-space-1);
    padding-inline: var(--lux-space-2);
    border-block-end: 3px solid var(--lux-color-border);
    color: var(--lux-color-text-muted);
  }
  li[aria-current='step'] {
    border-block-end-color: var(--lux-color-accent);
    color: var(--lux-color-text);
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  align-items: start;
`;

export const Problems = styled.div`
  padding: var(--lux-space-3);
  border-inline-start: 4px solid var(--lux-color-danger);
  background: var(--lux-color-surface-raised);

  p,
  ul {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  justify-content: space-between;
`;

export const Total = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-heading-s);
  font-weight: var(--lux-font-weight-bold);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

export const VehicleGrid = styled.div`
  display: grid;
  gap: var(--lux-space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

export const VehicleCard = styled(Radio)`
  display: grid;
  gap: var(--lux-space-2);
  padding: var(--lux-space-3);
  border: 2px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);
  cursor: pointer;

  &[data-selected] {
    border-color: var(--lux-color-accent);
    box-shadow: inset 0 0 0 1px var(--lux-color-accent);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  ul {
    margin: 0;
    padding-inline-start: 1.1em;
    font-size: var(--lux-font-size-small);
  }
`;

export const ExtraRow = styled.div`
  display: grid;
  gap: var(--lux-space-2);
  padding-block: var(--lux-space-3);
  border-block-end: 1px solid var(--lux-color-border);
`;

const box = css`
  box-sizing: border-box;
  min-block-size: 3rem;
  border: var(--lux-control-border-width) solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background-color: var(--lux-color-bg);
  color: var(--lux-color-text);
`;

export const StyledNumberField = styled(NumberField)`
  display: grid;
  gap: var(--lux-space-1);
  justify-items: start;

  [data-group] {
    ${box}
    display: inline-flex;
    align-items: stretch;
  }
  [data-group][data-focus-within] {
    ${focusRing}
  }
  input {
    inline-size: 3.5rem;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: center;
    outline: none;
  }
`;

export const StepButton = styled(AriaButton)`
  min-inline-size: var(--lux-target-min);
  inline-size: 3rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;

  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const StyledRangePicker = styled(DateRangePicker)`
  display: grid;
  gap: var(--lux-space-1);
`;

export const RangeGroup = styled(Group)`
  ${box}
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  inline-size: fit-content;

  &[data-focus-within] {
    ${focusRing}
  }
  &[data-invalid] {
    border-color: var(--lux-color-danger);
  }
`;

export const RangeInput = styled(DateInput)`
  display: inline-flex;
  align-items: center;
`;

export const Segment = styled(DateSegment)`
  min-inline-size: var(--lux-target-min);
  line-height: var(--lux-target-min);
  padding-inline: 0.125rem;
  text-align: center;
  border-radius: var(--lux-radius-s);
  font-variant-numeric: tabular-nums;
  outline: none;

  &[data-type='literal'] {
    min-inline-size: 0;
    padding-inline: 0;
  }
  &[data-placeholder] {
    color: var(--lux-color-text-muted);
  }
  &[data-focused] {
    background-color: var(--lux-color-text);
    color: var(--lux-color-bg);
  }
`;

export const CalendarButton = styled(AriaButton)`
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const CalendarPopover = styled(Popover)`
  ${box}
  padding: var(--lux-space-3);
  box-shadow: 0 8px 24px var(--lux-color-shadow);
  outline: none;
`;

export const Calendar = styled(RangeCalendar)`
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--lux-space-2);
  }
  h2 {
    margin: 0;
    font-size: var(--lux-font-size-body);
  }
  table {
    border-collapse: collapse;
  }
  button {
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[data-focus-visible] {
    ${focusRing}
  }
`;

export const Cell = styled(CalendarCell)`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: var(--lux-radius-s);
  cursor: pointer;

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-selected] {
    background: color-mix(in srgb, var(--lux-color-accent) 20%, transparent);
  }
  &[data-selection-start],
  &[data-selection-end] {
    background: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
  }
  &[data-unavailable],
  &[data-disabled] {
    color: var(--lux-color-text-muted);
    text-decoration: line-through;
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
