import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollTargetIds } from '@lux/shell';

/**
 * A§2 hash scrolling: `#component-N` to the Nth block, other hashes to `rdx-{hash}` then `{hash}`,
 * smoothly unless the visitor prefers reduced motion. Room for the sticky header comes from CSS
 * (`scroll-margin-block-start` on the targets). Scrolling to the top on a path change, and restoring
 * positions on back/forward, is React Router's <ScrollRestoration>.
 */
export function ScrollManager() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const target = scrollTargetIds(hash)
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [hash, pathname]);
  return null;
}
