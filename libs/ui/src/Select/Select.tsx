import type { ReactNode } from 'react';
import { SelectValue } from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { Chevron } from '../field/Chevron';
import { FieldHelp, FieldLabelText } from '../field/FieldParts';
import { ListOption } from '../field/ListOption';
import { SelectListBox, SelectPopover, SelectTrigger, StyledSelect } from './Select.styles';

export type SelectProps<T extends object = object> = Omit<
  AriaSelectProps<T, 'single'>,
  'children' | 'className' | 'style' | 'items' | 'selectionMode'
> & {
  /** Visible label, which is also the accessible name. */
  label: ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
  /** Options to render with a function child; or leave out and pass `Select.Item` children. */
  items?: Iterable<T>;
  /** `Select.Item` elements, or a function that renders one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
};

/**
 * A single choice from a list shown in a popover (react-aria Select): a button opens a listbox;
 * arrow keys, type-ahead, Home/End and Escape are react-aria's.
 */
function SelectRoot<T extends object = object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...rest
}: SelectProps<T>) {
  const Root = StyledSelect as unknown as (props: AriaSelectProps<T, 'single'>) => ReactNode;
  return (
    <Root {...rest}>
      <FieldLabelText label={label} isRequired={rest.isRequired} />
      <SelectTrigger>
        <SelectValue />
        <Chevron />
      </SelectTrigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <SelectPopover placement="bottom start">
        <SelectListBox items={items as Iterable<unknown> | undefined}>
          {children as ReactNode | ((item: unknown) => ReactNode)}
        </SelectListBox>
      </SelectPopover>
    </Root>
  );
}

export const Select = Object.assign(SelectRoot, { Item: ListOption });
