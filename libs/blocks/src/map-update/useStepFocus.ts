import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new step's heading when the step changes after the visitor acted, never on page
 * load (a block far down the page must not steal focus on arrival).
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const headingRef = useRef<T | null>(null);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) headingRef.current?.focus();
  }, [step]);
  return { headingRef, acted };
}
