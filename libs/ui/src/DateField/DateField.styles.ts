import { DateField, DateInput, DateSegment } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack } from '../field/Field.styles';

export const StyledDateField = styled(DateField)`
  ${fieldStack}
`;

export const StyledDateInput = styled(DateInput)`
  ${controlBox}
  display: flex;
  align-items: center;
  gap: 0.125rem;
  inline-size: fit-content;
  min-inline-size: 12rem;
`;

export const StyledDateSegment = styled(DateSegment)`
  /* Each editable segment is a 24px target (WCAG 2.5.8). */
  display: inline-block;
  min-inline-size: var(--lux-target-min);
  min-block-size: var(--lux-target-min);
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
