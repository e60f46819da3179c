import type { ListBoxItemProps } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { listItem } from './Field.styles';

export const StyledListOption = styled(ListBoxItem)`
  ${listItem}
`;

export type ListOptionProps<T extends object = object> = Omit<ListBoxItemProps<T>, 'className' | 'style'>;

/** An option of a Select or ComboBox list; `textValue` is needed when the children are not plain text. */
export function ListOption<T extends object = object>(props: ListOptionProps<T>) {
  return <StyledListOption {...(props as ListBoxItemProps)} />;
}
