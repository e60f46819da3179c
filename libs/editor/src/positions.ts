/** ADR 010: the viewport positions a block may show on; a block without `active_positions` shows on both. */
export const BLOCK_POSITIONS = ['desktop', 'mobile'] as const;
export type BlockPosition = (typeof BLOCK_POSITIONS)[number];

/** The positions an instance shows on. */
export function activePositionsOf(value: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(value ?? BLOCK_POSITIONS);
}

/** The positions after one was ticked or unticked, in the canonical order. */
export function togglePosition(value: readonly string[] | undefined, position: BlockPosition, on: boolean): BlockPosition[] {
  const current = activePositionsOf(value);
  return BLOCK_POSITIONS.filter((candidate) => (candidate === position ? on : current.has(candidate)));
}
