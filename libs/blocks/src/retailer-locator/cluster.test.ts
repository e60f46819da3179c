import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster';

describe('marker clustering', () => {
  it('groups points closer than the radius to an anchor, in the given order', () => {
    const clusters = clusterPoints(
      [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 30, y: 30 },
        { id: 'c', x: 100, y: 0 },
        { id: 'd', x: 60, y: 0 },
      ],
      56,
    );
    expect(clusters.map((cluster) => cluster.ids)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(clusters[1]!.anchor).toEqual({ id: 'c', x: 100, y: 0 });
  });

  it('keeps anchors at least the radius apart, so same-size markers never overlap', () => {
    const points = Array.from({ length: 200 }, (_, index) => ({ id: String(index), x: (index * 37) % 301, y: (index * 53) % 257 }));
    const anchors = clusterPoints(points, 56).map((cluster) => cluster.anchor);
    for (const a of anchors) for (const b of anchors) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(56);
    expect(clusterPoints(points, 56).flatMap((cluster) => cluster.ids).sort()).toEqual(points.map((p) => p.id).sort());
  });

  it('leaves far points alone', () => {
    expect(clusterPoints([{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 56, y: 0 }], 56)).toHaveLength(2);
    expect(clusterPoints([], 56)).toEqual([]);
  });
});
