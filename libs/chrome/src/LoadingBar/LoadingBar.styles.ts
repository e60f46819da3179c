import styled from 'styled-components';
import { shellTimings } from '@lux/shell';

/** A§4: a thin bar along the top, from the inline start; it fills over 5 s, full on finish, red on failure. */
export const Bar = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline-start: 0;
  z-index: var(--lux-z-toast, 500);
  block-size: 3px;
  inline-size: 0;
  background: var(--lux-color-accent, #9e1b32);
  opacity: 0;
  pointer-events: none;

  &[data-phase='running'] {
    opacity: 1;
    inline-size: 90%;
    transition: inline-size ${shellTimings.loadingBarDurationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1);
  }
  &[data-phase='finished'] {
    opacity: 1;
    inline-size: 100%;
    transition: inline-size 150ms ease-out;
  }
  &[data-phase='failed'] {
    opacity: 1;
    inline-size: 100%;
    background: #c8102e;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-phase] {
      transition: none;
    }
  }
`;
