import { shellTimings } from './constants';

/** Session-storage key of the last reload caused by a failed code chunk. */
export const chunkReloadStorageKey = 'lux:chunk-reload-at';

/**
 * A§8: when a code chunk fails to load (usually a deploy replaced it), reload once — but not again
 * within 60 s, so a chunk that is really gone cannot loop the page.
 */
export function shouldReloadAfterChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  return !Number.isFinite(last) || last <= 0 || now - last >= shellTimings.chunkReloadGuardMs;
}
