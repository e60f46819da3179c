import { CheckboxButton, CheckboxField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStack } from '../field/Field.styles';
import { toggleButton } from '../field/toggle.styles';

export const StyledCheckboxField = styled(CheckboxField)`
  ${fieldStack}
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  ${toggleButton}

  & [data-indicator] {
    inline-size: 1.375rem;
    block-size: 1.375rem;
    border-radius: var(--lux-radius-s);
  }
  & [data-indicator] svg {
    inline-size: 1rem;
    block-size: 1rem;
    visibility: hidden;
  }
  &[data-selected] [data-indicator] svg,
  &[data-indeterminate] [data-indicator] svg {
    visibility: visible;
  }
  &[data-indeterminate] [data-indicator] {
    border-color: var(--lux-color-accent);
    background-color: var(--lux-color-accent);
  }
`;
