import { css } from 'styled-components';

/** The clickable label of a checkbox, radio or switch: indicator, then text, at least 24px tall. */
export const toggleButton = css`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: var(--lux-target-min);
  color: var(--lux-color-text);
  cursor: pointer;

  & [data-indicator] {
    flex: none;
    display: inline-grid;
    place-items: center;
    box-sizing: border-box;
    border: var(--lux-control-border-width) solid var(--lux-color-border);
    background-color: var(--lux-color-bg);
    color: var(--lux-color-on-accent);
    transition: background-color var(--lux-duration-fast) var(--lux-easing-standard);
  }
  &[data-hovered] [data-indicator] {
    border-color: var(--lux-color-text);
  }
  &[data-selected] [data-indicator] {
    border-color: var(--lux-color-accent);
    background-color: var(--lux-color-accent);
  }
  &[data-focus-visible] [data-indicator] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  &[data-invalid] [data-indicator] {
    border-color: var(--lux-color-danger);
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;
