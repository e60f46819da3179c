import styled from 'styled-components';
import { ModalDialog } from '../shared/ModalDialog';

/** A§9: the widest modal (958 px), holding a 16:9 player. */
export const StyledVideoModal = styled(ModalDialog)`
  inline-size: min(958px, 100% - 2 * var(--lux-space-4));
`;

export const Player = styled.div`
  aspect-ratio: 16 / 9;
  inline-size: 100%;
  background: #000;

  video,
  iframe {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;
