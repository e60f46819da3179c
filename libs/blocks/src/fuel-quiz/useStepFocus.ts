import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new view's heading whenever the quiz moves (B§4 step changes), but not when the page
 * loads: `moved` is set by the buttons, so a quiz far down the page never steals focus on arrival.
 */
export function useStepFocus<T extends HTMLElement>(position: number) {
  const focusRef = useRef<T | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [position]);
  return { focusRef, moved };
}
