import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import styled from 'styled-components';

/** Stacked at the inline end of the bottom edge: bottom left under Hebrew, bottom right under English. */
export const StyledToastRegion = styled(AriaToastRegion)`
  position: fixed;
  inset-block-end: var(--lux-space-4);
  inset-inline-end: var(--lux-space-4);
  z-index: var(--lux-z-toast);
  display: flex;
  flex-direction: column-reverse;
  gap: var(--lux-space-2);
  max-inline-size: min(28rem, calc(100vw - 2 * var(--lux-space-4)));
  outline: none;
  font-family: var(--lux-font-sans);

  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const StyledToast = styled(AriaToast)`
  display: flex;
  align-items: start;
  gap: var(--lux-space-3);
  padding-block: var(--lux-space-3);
  padding-inline: var(--lux-space-4) var(--lux-space-2);
  border: 1px solid var(--lux-color-border);
  border-inline-start-width: 6px;
  border-radius: var(--lux-radius-m);
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 8px 24px var(--lux-color-shadow);
  outline: none;

  &[data-tone='success'] {
    border-inline-start-color: var(--lux-color-text);
  }
  &[data-tone='error'] {
    border-inline-start-color: var(--lux-color-danger);
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  & [data-toast-content] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--lux-space-1);
    padding-block-start: var(--lux-space-2);
  }
  & [slot='title'] {
    font-weight: var(--lux-font-weight-bold);
  }
  & [slot='description'] {
    font-size: var(--lux-font-size-small);
  }
`;
