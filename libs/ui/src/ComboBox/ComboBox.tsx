import type { ReactNode } from 'react';
import { Input } from 'react-aria-components';
import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { Chevron } from '../field/Chevron';
import { FieldHelp, FieldLabelText } from '../field/FieldParts';
import { ListOption } from '../field/ListOption';
import {
  ComboBoxButton,
  ComboBoxGroup,
  ComboBoxListBox,
  ComboBoxPopover,
  StyledComboBox,
} from './ComboBox.styles';

export type ComboBoxProps<T extends object = object> = Omit<
  AriaComboBoxProps<T>,
  'children' | 'className' | 'style' | 'items' | 'defaultItems'
> & {
  /** Visible label, which is also the accessible name. */
  label: ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
  /** Hint shown while the input is empty; never a replacement for the label. */
  placeholder?: string;
  /** Items react-aria filters as the user types (uncontrolled filtering). */
  defaultItems?: Iterable<T>;
  /** Items already filtered by the caller (controlled filtering, e.g. a server search). */
  items?: Iterable<T>;
  /** `ComboBox.Item` elements, or a function that renders one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Accessible name of the button that opens the list without typing. */
  buttonLabel?: string;
};

/**
 * A text input with a filtered list of suggestions in a popover (react-aria ComboBox): typing filters,
 * arrow keys move through the options, Enter picks, Escape closes.
 */
function ComboBoxRoot<T extends object = object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  buttonLabel,
  ...rest
}: ComboBoxProps<T>) {
  const Root = StyledComboBox as unknown as (props: AriaComboBoxProps<T>) => ReactNode;
  return (
    <Root {...rest}>
      <FieldLabelText label={label} isRequired={rest.isRequired} />
      <ComboBoxGroup>
        <Input placeholder={placeholder} />
        <ComboBoxButton aria-label={buttonLabel}>
          <Chevron />
        </ComboBoxButton>
      </ComboBoxGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ComboBoxPopover placement="bottom start">
        <ComboBoxListBox>{children as ReactNode | ((item: unknown) => ReactNode)}</ComboBoxListBox>
      </ComboBoxPopover>
    </Root>
  );
}

export const ComboBox = Object.assign(ComboBoxRoot, { Item: ListOption });
