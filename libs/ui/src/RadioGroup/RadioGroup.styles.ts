import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStack } from '../field/Field.styles';
import { toggleButton } from '../field/toggle.styles';

export const StyledRadioGroup = styled(RadioGroup)`
  ${fieldStack}

  & [data-options] {
    display: flex;
    flex-direction: column;
    gap: var(--lux-space-2);
  }
  &[data-orientation='horizontal'] [data-options] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: var(--lux-space-5);
  }
`;

export const StyledRadioField = styled(RadioField)`
  display: flex;
  flex-direction: column;
`;

export const StyledRadioButton = styled(RadioButton)`
  ${toggleButton}

  & [data-indicator] {
    inline-size: 1.375rem;
    block-size: 1.375rem;
    border-radius: 50%;
  }
  &[data-selected] [data-indicator] {
    box-shadow: inset 0 0 0 3px var(--lux-color-bg);
  }
`;
