import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useNavigation } from 'react-router';
import { useUnit } from 'effector-react';
import { $loadingBarPhase, navigationFinished, navigationStarted, shellTimings } from '@lux/shell';

const Bar = styled.div`
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

/** A§4 loading bar, driven by the router's navigation state through the shell model. */
export function LoadingBar() {
  const navigation = useNavigation();
  const [phase, started, finished] = useUnit([$loadingBarPhase, navigationStarted, navigationFinished]);
  const loading = navigation.state !== 'idle';
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading && !wasLoading.current) started();
    if (!loading && wasLoading.current) finished();
    wasLoading.current = loading;
  }, [loading, started, finished]);
  // Decorative: the <main> region carries aria-busy for assistive technology.
  return <Bar aria-hidden="true" data-phase={phase} />;
}
