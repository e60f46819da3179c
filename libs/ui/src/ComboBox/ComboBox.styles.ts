import { Button, ComboBox, Group, ListBox, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack, popoverSurface } from '../field/Field.styles';

export const StyledComboBox = styled(ComboBox)`
  ${fieldStack}
`;

/** Input and button in one bordered box; the box shows focus for both. */
export const ComboBoxGroup = styled(Group)`
  ${controlBox}
  display: flex;
  align-items: center;
  padding-block: 0;
  padding-inline: 0;

  [data-invalid] > & {
    border-color: var(--lux-color-danger);
  }

  & input {
    flex: 1;
    min-inline-size: 0;
    align-self: stretch;
    padding-inline: var(--lux-space-3);
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
`;

export const ComboBoxButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 2.75rem;
  align-self: stretch;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;

  & [data-chevron] {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

export const ComboBoxPopover = styled(Popover)`
  ${popoverSurface}
`;

export const ComboBoxListBox = styled(ListBox)`
  outline: none;
`;
