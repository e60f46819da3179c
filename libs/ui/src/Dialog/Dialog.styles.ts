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
  &[data-variant='drawer'] {
    padding: 0;
    place-items: stretch end;
  }
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

  /* A drawer: full height at the inline end; its header and footer stay, the body scrolls. */
  &[data-variant='drawer'] {
    inline-size: min(100%, 26rem);
    block-size: 100dvh;
    max-block-size: 100dvh;
    overflow: hidden;
    border-radius: 0;
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

  [data-variant='drawer'] > & {
    box-sizing: border-box;
    block-size: 100%;
  }
  [data-variant='drawer'] > & [data-dialog-body] {
    flex: 1;
    min-block-size: 0;
    overflow: auto;
  }
`;

export const DialogHeading = styled(Heading)`
  margin: 0;
  font-size: var(--lux-font-size-heading-s);
  line-height: var(--lux-line-height-heading);
`;
