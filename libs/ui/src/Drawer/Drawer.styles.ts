import { Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

/** The backdrop: the drawer sits at the inline start (the right in Hebrew) or the inline end. */
export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: var(--lux-z-modal);
  display: grid;
  place-items: stretch start;
  background-color: rgba(0, 0, 0, 0.55);

  &[data-side='end'] {
    place-items: stretch end;
  }
`;

/** Full height, at most 22rem wide, leaving a strip of the page visible to tap away from. */
export const DrawerModal = styled(Modal)`
  box-sizing: border-box;
  inline-size: min(calc(100% - 3rem), 22rem);
  block-size: 100dvh;
  overflow: hidden;
  background-color: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  box-shadow: 0 16px 48px var(--lux-color-shadow);
  font-family: var(--lux-font-sans);
`;
