import { Button, ListBox, Popover, Select } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack, popoverSurface } from '../field/Field.styles';

export const StyledSelect = styled(Select)`
  ${fieldStack}
`;

export const SelectTrigger = styled(Button)`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-2);
  inline-size: 100%;
  cursor: pointer;

  /* The whole field is invalid or disabled; the trigger shows it. */
  [data-invalid] > & {
    border-color: var(--lux-color-danger);
  }

  & [data-placeholder] {
    color: var(--lux-color-text-muted);
  }
  & [data-chevron] {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

export const SelectPopover = styled(Popover)`
  ${popoverSurface}
`;

export const SelectListBox = styled(ListBox)`
  outline: none;
`;
