import { describe, expect, it, vi } from 'vitest';
import { removeWhenSettled } from './leaflet-teardown';

/** A stand-in with Leaflet's event API: handlers by name, `once` handlers dropped after they run. */
function fakeMap() {
  const handlers = new Map<string, Array<{ fn: () => void; once: boolean }>>();
  const add = (name: string, fn: () => void, once: boolean) => handlers.set(name, [...(handlers.get(name) ?? []), { fn, once }]);
  const map = {
    on: vi.fn((name: string, fn: () => void) => (add(name, fn, false), map)),
    once: vi.fn((name: string, fn: () => void) => (add(name, fn, true), map)),
    remove: vi.fn(() => map),
    fire(name: string) {
      const list = handlers.get(name) ?? [];
      handlers.set(name, list.filter((h) => !h.once));
      for (const handler of list) handler.fn();
    },
  };
  return map;
}

describe('removeWhenSettled', () => {
  it('removes a resting map at once', () => {
    const map = fakeMap();
    removeWhenSettled(map as never)();
    expect(map.remove).toHaveBeenCalledTimes(1);
  });

  it('waits for a running zoom animation to end before removing the map', () => {
    const map = fakeMap();
    const teardown = removeWhenSettled(map as never);
    map.fire('zoomanim');
    teardown();
    expect(map.remove).not.toHaveBeenCalled();
    map.fire('zoomend');
    expect(map.remove).toHaveBeenCalledTimes(1);
  });

  it('removes at once after a zoom has finished', () => {
    const map = fakeMap();
    const teardown = removeWhenSettled(map as never);
    map.fire('zoomanim');
    map.fire('zoomend');
    teardown();
    expect(map.remove).toHaveBeenCalledTimes(1);
  });
});
