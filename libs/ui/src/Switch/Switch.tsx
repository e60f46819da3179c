import type { ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { FieldHelp } from '../field/FieldParts';
import { StyledSwitchButton, StyledSwitchField } from './Switch.styles';

export type SwitchProps = Omit<SwitchFieldProps, 'children' | 'className' | 'style'> & {
  /** Visible label, which is also the accessible name; say what is on, e.g. "Publish on the site". */
  children: ReactNode;
  /** Help under the switch, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while invalid. */
  errorMessage?: FieldErrorMessage;
};

/** An on/off switch (`role="switch"`) that takes effect at once (react-aria SwitchField). */
export function Switch({ children, description, errorMessage, ...rest }: SwitchProps) {
  return (
    <StyledSwitchField {...rest}>
      <StyledSwitchButton>
        <span data-indicator="" aria-hidden="true" />
        {children}
      </StyledSwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledSwitchField>
  );
}
