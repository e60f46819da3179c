import type { FieldErrorProps as AriaFieldErrorProps, ValidationResult } from 'react-aria-components';
import { StyledFieldError } from './FieldError.styles';

/** The error text, or a function of the field's validation that returns it. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

export type FieldErrorProps = Omit<AriaFieldErrorProps, 'children' | 'className' | 'style'> & {
  /**
   * What to show while the field is invalid. Left out, the browser's or the `validate` function's
   * messages are shown.
   */
  children?: FieldErrorMessage | undefined;
};

/**
 * The error of the enclosing field (TextField, Select, RadioGroup…). Rendered only while the field is
 * invalid, and referenced by the control's `aria-describedby`, so screen readers read it with the
 * control. Fields render one themselves from their `errorMessage`; use this in custom compositions.
 */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  return <StyledFieldError {...rest}>{children}</StyledFieldError>;
}
