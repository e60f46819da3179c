import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $currentPath } from '@lux/shell';
import { renderChrome } from '../testing/render';
import { useTrackedPath } from './useTrackedPath';

function Tracker({ path }: { path: string }) {
  useTrackedPath(path);
  return null;
}

describe('useTrackedPath', () => {
  it('reports the first path and every change to the chrome models', () => {
    const scope = fork();
    const { rerender } = renderChrome(<Tracker path="/" />, { scope });
    expect(scope.getState($currentPath)).toBe('/');
    rerender(<Tracker path="/offers" />);
    expect(scope.getState($currentPath)).toBe('/offers');
  });
});
