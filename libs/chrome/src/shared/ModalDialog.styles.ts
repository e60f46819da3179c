import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** A§9: modals fade in over 0.35 s and are at most 958 px wide. */
export const StyledDialog = styled.dialog`
  box-sizing: border-box;
  inline-size: min(36rem, 100% - 2 * var(--lux-space-4));
  max-inline-size: 958px;
  max-block-size: calc(100% - 2 * var(--lux-space-4));
  padding: var(--lux-space-6);
  border: none;
  border-radius: var(--lux-radius-l);
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 12px 32px var(--lux-color-shadow);
  animation: ${fadeIn} var(--lux-duration-slow) var(--lux-easing-standard);

  &::backdrop {
    background-color: rgba(0, 0, 0, 0.6);
  }

  & > h2 {
    margin-block: 0 var(--lux-space-4);
  }
  &[data-closable='true'] > h2 {
    /* Room for the close button at the inline end. */
    padding-inline-end: var(--lux-space-8);
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  inset-block-start: var(--lux-space-3);
  inset-inline-end: var(--lux-space-3);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: none;
  border-radius: var(--lux-radius-pill);
  background-color: transparent;
  color: var(--lux-color-text);
  cursor: pointer;

  &:hover {
    background-color: var(--lux-color-border);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }

  & svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
`;

export const DialogText = styled.p`
  margin-block: 0 var(--lux-space-5);
  white-space: pre-line;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  justify-content: flex-end;
`;
