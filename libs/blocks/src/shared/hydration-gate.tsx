import { use, type ReactNode } from 'react';

/** Block 0 hydrates at once; the others when near the viewport (a block in view opens on the first frame). */
export const EAGER_BLOCKS = 1;

/** Until the first page's blocks have committed, blocks below the fold wait to be near the viewport. */
let firstHydration = typeof window !== 'undefined';
const gates = new Map<string, Promise<void>>();

/** Opens when the element comes within half a screen of the viewport, or a visitor points at or focuses into it. */
export function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') return resolve();
    const events = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
    const open = () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, open, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    for (const name of events) element.addEventListener(name, open, { capture: true, passive: true });
  });
}

/**
 * A server-rendered block below the fold keeps its HTML and hydrates when the visitor gets near it: its code
 * is neither downloaded nor run while the page starts (React keeps a suspended boundary's server markup
 * and hydrates it when the promise settles). Blocks rendered after the first hydration (client
 * navigations, previews) render at once.
 */
export function HydrationGate({ elementId, index, children }: { elementId: string; index: number; children: ReactNode }) {
  if (firstHydration && index >= EAGER_BLOCKS) {
    let gate = gates.get(elementId);
    if (!gate) {
      const element = document.getElementById(elementId);
      if (element) {
        gate = whenNear(element);
        gates.set(elementId, gate);
      }
    }
    if (gate) use(gate);
  }
  return children;
}

/** The first page has hydrated: from now on blocks render when they mount. */
export function firstHydrationDone() {
  firstHydration = false;
}
