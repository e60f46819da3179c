import { Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Vertical stack of a field's label, control, description and error. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: var(--lux-space-1);
  color: var(--lux-color-text);
  font: inherit;

  &[data-disabled] {
    opacity: 0.6;
  }
`;

export const FieldLabel = styled(Label)`
  font-weight: var(--lux-font-weight-bold);
  line-height: 1.3;
`;

/** Marks a required field for sighted users; the control itself carries `required`/`aria-required`. */
export const RequiredMark = styled.span`
  margin-inline-start: var(--lux-space-1);
  color: var(--lux-color-danger);
`;

export const FieldDescription = styled(Text)`
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

/** Border, fill and focus of every box-shaped control (inputs, select and combo box triggers). */
export const controlBox = css`
  box-sizing: border-box;
  min-block-size: 3rem;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  border: var(--lux-control-border-width) solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background-color: var(--lux-color-bg);
  color: var(--lux-color-text);
  font: inherit;
  text-align: start;

  &[data-hovered] {
    border-color: var(--lux-color-text);
  }
  &[data-focused],
  &[data-focus-visible],
  &[data-focus-within] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  &[data-invalid] {
    border-color: var(--lux-color-danger);
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** A popover's surface (select and combo box lists), portalled to the end of `<body>`. */
export const popoverSurface = css`
  box-sizing: border-box;
  min-inline-size: var(--trigger-width);
  max-block-size: 20rem;
  overflow: auto;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 8px 24px var(--lux-color-shadow);
  font-family: var(--lux-font-sans);
`;

/** An option in a listbox: highlighted while focused, ticked while selected. */
export const listItem = css`
  display: flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: 2.75rem;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  cursor: default;
  outline: none;

  &[data-focused] {
    background-color: var(--lux-color-text);
    color: var(--lux-color-bg);
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }
  &[data-selected] {
    font-weight: var(--lux-font-weight-bold);
  }
  &[data-selected]::after {
    content: '✓';
    margin-inline-start: auto;
  }
  &[data-disabled] {
    opacity: 0.55;
  }
`;
