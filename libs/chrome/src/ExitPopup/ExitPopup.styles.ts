import styled from 'styled-components';
import { ModalDialog } from '../shared/ModalDialog';

/** A compact confirmation: the two choices sit together at the inline end. */
export const StyledExitPopup = styled(ModalDialog)`
  inline-size: min(30rem, 100% - 2 * var(--lux-space-4));
`;
