import styled, { keyframes } from 'styled-components';
import { Dialog } from '@lux/ui';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** A§9: the chrome's modals fade in over 0.35 s (0 ms under reduced motion, through the token). */
export const FadingDialog = styled(Dialog)`
  animation: ${fadeIn} var(--lux-duration-slow) var(--lux-easing-standard);
`;

/** Plain text of a chrome modal: the editor's line breaks are kept. */
export const DialogText = styled.p`
  margin-block: 0;
  white-space: pre-line;
`;

/** The modal's actions, at the inline end unless a popup says otherwise. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  justify-content: flex-end;
  margin-block-start: var(--lux-space-4);

  &:first-child {
    margin-block-start: 0;
  }
`;
