import { createEvent, createStore } from 'effector';

/** A filters block chose which of the model summaries after it to hide (by block id). */
export const modelSummariesFiltered = createEvent<{ filterId: number; hidden: readonly number[] }>();

/**
 * Hidden model summaries, per filters block: each summary hides itself when any filters block lists
 * it. Explicit sid: the store crosses SSR with the rest of the scope (always empty on the server).
 */
export const $hiddenModelSummaries = createStore<Readonly<Record<string, readonly number[]>>>(
  {},
  { sid: 'blocks/model-summary-filters/$hiddenModelSummaries' },
).on(modelSummariesFiltered, (state, { filterId, hidden }) => ({ ...state, [filterId]: hidden }));

/** Whether any filters block hides this summary. */
export function isHidden(state: Readonly<Record<string, readonly number[]>>, blockId: number): boolean {
  return Object.values(state).some((ids) => ids.includes(blockId));
}
