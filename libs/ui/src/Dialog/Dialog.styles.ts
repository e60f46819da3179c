import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: var(--lux-z-modal);
  display: grid;
  place-items: center;
  padding: var(--lux-space-4);
  background-color: rgba(0, 0, 0, 0.55);
`;

export const StyledModal = styled(Modal)`
  inline-size: min(100%, 32rem);
  max-block-size: calc(100dvh - 2 * var(--lux-space-4));
  overflow: auto;
  border-radius: var(--lux-radius-l);
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 16px 48px var(--lux-color-shadow);
  font-family: var(--lux-font-sans);

  &[data-size='small'] {
    inline-size: min(100%, 24rem);
  }
  &[data-size='large'] {
    inline-size: min(100%, 48rem);
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-4);
  padding: var(--lux-space-5);
  outline: none;

  & [data-dialog-header] {
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: var(--lux-space-3);
  }
  & [data-dialog-footer] {
    display: flex;
    flex-wrap: wrap;
    justify-content: end;
    gap: var(--lux-space-3);
  }
`;

export const DialogHeading = styled(Heading)`
  margin: 0;
  font-size: var(--lux-font-size-heading-s);
  line-height: var(--lux-line-height-heading);
`;
