/** A position on the map's pixel plane. */
export interface PlanePoint {
  id: string;
  x: number;
  y: number;
}

export interface Cluster {
  /** Where the cluster's marker stands: its first member's position. */
  anchor: PlanePoint;
  /** Member ids in the order given. */
  ids: string[];
}

/**
 * Greedy clustering on the pixel plane: each point joins the first cluster whose anchor is closer than
 * `radius`, otherwise it anchors a new one. Anchors are therefore at least `radius` apart, so markers of
 * one size never overlap once `radius` exceeds their diagonal (WCAG 2.5.8 target spacing).
 */
export function clusterPoints(points: readonly PlanePoint[], radius: number): Cluster[] {
  const clusters: Cluster[] = [];
  for (const point of points) {
    const home = clusters.find((cluster) => Math.hypot(cluster.anchor.x - point.x, cluster.anchor.y - point.y) < radius);
    if (home) home.ids.push(point.id);
    else clusters.push({ anchor: point, ids: [point.id] });
  }
  return clusters;
}
