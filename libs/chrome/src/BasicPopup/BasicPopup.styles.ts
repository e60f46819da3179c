import styled from 'styled-components';
import { ModalDialog } from '../shared/ModalDialog';

/** A wider dialog whose call to action sits at the inline start, under the text. */
export const StyledBasicPopup = styled(ModalDialog)`
  inline-size: min(40rem, 100% - 2 * var(--lux-space-4));

  & > div:last-child {
    justify-content: flex-start;
  }
`;
