import type { Ref } from 'react';
import type { ButtonProps } from 'react-aria-components';
import { Button } from 'react-aria-components';
import styled from 'styled-components';

const StyledCloseButton = styled(Button)`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: var(--lux-radius-s);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background-color: var(--lux-color-bg);
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }

  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

/** An icon-only close button; `aria-label` is required because the cross has no text. */
export function CloseButton(
  props: Omit<ButtonProps, 'children' | 'className' | 'style'> & { 'aria-label': string; ref?: Ref<HTMLButtonElement> },
) {
  return (
    <StyledCloseButton {...props}>
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 3l10 10M13 3L3 13" />
      </svg>
    </StyledCloseButton>
  );
}
