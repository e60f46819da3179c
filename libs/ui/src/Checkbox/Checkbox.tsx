import type { ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { FieldHelp } from '../field/FieldParts';
import { StyledCheckboxButton, StyledCheckboxField } from './Checkbox.styles';

export type CheckboxProps = Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> & {
  /** Visible label, which is also the accessible name. */
  children: ReactNode;
  /** Help under the checkbox, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while invalid (`isInvalid`, or `isRequired` and unticked after a submit). */
  errorMessage?: FieldErrorMessage;
};

/** A checkbox with its label, description and error (react-aria CheckboxField). */
export function Checkbox({ children, description, errorMessage, ...rest }: CheckboxProps) {
  return (
    <StyledCheckboxField {...rest}>
      {({ isIndeterminate }) => (
        <>
          <StyledCheckboxButton>
            <span data-indicator="" aria-hidden="true">
              <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" focusable="false">
                <path d={isIndeterminate ? 'M3 8h10' : 'M3 8.5l3.5 3.5 6.5-7'} />
              </svg>
            </span>
            {children}
          </StyledCheckboxButton>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </StyledCheckboxField>
  );
}
