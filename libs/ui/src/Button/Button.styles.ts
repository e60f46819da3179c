import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

// Hover only for controls that can act: inactive ones keep their resting colours.
const active = `:not(:disabled):not([aria-disabled='true'])`;

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--lux-space-2);
  min-block-size: 3rem;
  min-inline-size: var(--lux-target-min);
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-6);
  border: var(--lux-control-border-width) solid transparent;
  border-radius: var(--lux-radius-s);
  font: inherit;
  font-weight: var(--lux-font-weight-bold);
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color var(--lux-duration-fast) var(--lux-easing-standard),
    color var(--lux-duration-fast) var(--lux-easing-standard);

  &[data-size='small'] {
    min-block-size: 2.5rem;
    padding-inline: var(--lux-space-4);
    font-size: var(--lux-font-size-small);
  }

  &[data-variant='primary'] {
    background-color: var(--lux-color-accent);
    color: var(--lux-color-on-accent);
  }
  &[data-variant='primary']${active}:hover {
    background-color: var(--lux-color-accent-hover);
  }

  &[data-variant='secondary'] {
    background-color: transparent;
    border-color: var(--lux-color-text);
    color: var(--lux-color-text);
  }
  &[data-variant='secondary']${active}:hover {
    background-color: var(--lux-color-text);
    color: var(--lux-color-bg);
  }

  /* Link-like, so it keeps the 24px minimum target rather than a button's height (WCAG 2.5.8). */
  &[data-variant='tertiary'] {
    min-block-size: var(--lux-target-min);
    padding-inline: 0;
    background-color: transparent;
    color: var(--lux-color-link);
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &[data-variant='tertiary']${active}:hover {
    text-decoration-thickness: 2px;
  }

  /* Repeated from the global ring so the control keeps it even without GlobalStyle. */
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.55;
  }

  & [data-icon] {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
  }
  /* Set from the direction in logic (useDirection): glyphs that point "forward" face the inline end. */
  & [data-icon][data-mirrored='true'] {
    transform: scaleX(-1);
  }

  & [data-spinner] {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid currentColor;
    border-block-start-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;
