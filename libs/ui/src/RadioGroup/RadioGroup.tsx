import type { ReactNode } from 'react';
import type { RadioFieldProps, RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { FieldHelp, FieldLabelText } from '../field/FieldParts';
import { StyledRadioButton, StyledRadioField, StyledRadioGroup } from './RadioGroup.styles';

/** How the options are laid out; arrow keys follow the layout and the writing direction. */
export type RadioGroupOrientation = 'vertical' | 'horizontal';

export type RadioGroupProps = Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style' | 'orientation'
> & {
  /** Visible label of the group, which is also its accessible name. */
  label: ReactNode;
  /** Help under the group, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while the group is invalid. */
  errorMessage?: FieldErrorMessage;
  /** `vertical` (default) or `horizontal`. */
  orientation?: RadioGroupOrientation;
  /** The `Radio` options. */
  children: ReactNode;
};

export type RadioProps = Omit<RadioFieldProps, 'children' | 'className' | 'style'> & {
  /** Visible label of the option, which is also its accessible name. */
  children: ReactNode;
};

/** One option of a `RadioGroup`. */
function Radio({ children, ...rest }: RadioProps) {
  return (
    <StyledRadioField {...rest}>
      <StyledRadioButton>
        <span data-indicator="" aria-hidden="true" />
        {children}
      </StyledRadioButton>
    </StyledRadioField>
  );
}

/**
 * A labelled set of mutually exclusive options (react-aria RadioGroup). Arrow keys move between
 * options: in a horizontal group under RTL, ArrowLeft goes to the next one.
 */
function RadioGroupRoot({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <StyledRadioGroup {...rest} orientation={orientation}>
      <FieldLabelText label={label} isRequired={rest.isRequired} />
      <div data-options="">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}

export const RadioGroup = Object.assign(RadioGroupRoot, { Radio });
export { Radio };
