import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { pathChanged } from '@lux/shell';

/**
 * Tells the chrome models the visitor is on `path` (the pathname): on first render and on every
 * change. Call it once, in the brand layout, with the router's location.
 */
export function useTrackedPath(path: string): void {
  const changed = useUnit(pathChanged);
  useEffect(() => {
    changed(path);
  }, [path, changed]);
}
