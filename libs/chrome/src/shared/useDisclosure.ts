import { useEffect, useId, useRef, useState } from 'react';

/**
 * The disclosure pattern: a button with `aria-expanded`/`aria-controls` shows and hides a region;
 * Escape inside the root collapses it and puts focus back on the button.
 */
export function useDisclosure(defaultExpanded = false) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const regionId = useId();

  useEffect(() => {
    const root = rootRef.current;
    if (root === null || !expanded) return;
    // A native listener: the root is a landmark, not a widget, so it takes no React key handler.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      buttonRef.current?.focus();
    }
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  return {
    expanded,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': expanded,
      'aria-controls': regionId,
      onClick: () => setExpanded((value) => !value),
    },
    regionProps: { id: regionId, hidden: !expanded },
  };
}
