import { SwitchButton, SwitchField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStack } from '../field/Field.styles';
import { toggleButton } from '../field/toggle.styles';

export const StyledSwitchField = styled(SwitchField)`
  ${fieldStack}
`;

export const StyledSwitchButton = styled(SwitchButton)`
  ${toggleButton}

  & [data-indicator] {
    position: relative;
    inline-size: 2.75rem;
    block-size: 1.5rem;
    border-radius: var(--lux-radius-pill);
  }
  /* The knob sits at the inline start when off and moves to the inline end when on, in both directions. */
  & [data-indicator]::before {
    content: '';
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    inline-size: calc(1.5rem - 4px - 2 * var(--lux-control-border-width));
    block-size: calc(1.5rem - 4px - 2 * var(--lux-control-border-width));
    border-radius: 50%;
    background-color: var(--lux-color-border);
    transition: inset-inline-start var(--lux-duration-fast) var(--lux-easing-standard);
  }
  &[data-selected] [data-indicator]::before {
    inset-inline-start: calc(100% - 1.5rem + 2px + 2 * var(--lux-control-border-width));
    background-color: var(--lux-color-on-accent);
  }
`;
