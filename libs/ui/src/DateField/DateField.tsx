import type { ReactNode } from 'react';
import type { DateFieldProps as AriaDateFieldProps, DateValue } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { FieldHelp, FieldLabelText } from '../field/FieldParts';
import { StyledDateField, StyledDateInput, StyledDateSegment } from './DateField.styles';

export type DateFieldProps<T extends DateValue = DateValue> = Omit<
  AriaDateFieldProps<T>,
  'children' | 'className' | 'style'
> & {
  /** Visible label, which is also the accessible name. */
  label: ReactNode;
  /** Help under the control, e.g. the expected format; linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while the field is invalid (`isInvalid`, out of `minValue`/`maxValue`, `validate`). */
  errorMessage?: FieldErrorMessage;
};

/**
 * A date typed segment by segment in the order and digits of the locale (react-aria DateField). Values
 * are `@internationalized/date` objects (`CalendarDate`…); `value.toString()` gives ISO 8601.
 */
export function DateField<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  ...rest
}: DateFieldProps<T>) {
  const Root = StyledDateField as unknown as (props: AriaDateFieldProps<T>) => ReactNode;
  return (
    <Root {...rest}>
      <FieldLabelText label={label} isRequired={rest.isRequired} />
      <StyledDateInput>{(segment) => <StyledDateSegment segment={segment} />}</StyledDateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
