import type { ReactNode } from 'react';
import { FieldError } from '../FieldError';
import type { FieldErrorMessage } from '../FieldError';
import { FieldDescription, FieldLabel, RequiredMark } from './Field.styles';

/** A field's visible label, with a mark when the field is required. */
export function FieldLabelText({
  label,
  isRequired,
}: {
  label: ReactNode;
  isRequired?: boolean | undefined;
}) {
  return (
    <FieldLabel>
      {label}
      {isRequired ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </FieldLabel>
  );
}

/**
 * Description and error under a control. react-aria links both to the control with
 * `aria-describedby`; the error shows only while the field is invalid.
 */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage | undefined;
}) {
  return (
    <>
      {description === undefined ? null : (
        <FieldDescription slot="description">{description}</FieldDescription>
      )}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
