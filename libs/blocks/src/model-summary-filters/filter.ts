import { isRecord, isString } from '../model-catalogue/guards';
import type { FilteredSummary, ModelSummaryFiltersData } from './types';

export const facets = ['model', 'bodyStyle', 'engine'] as const;
export type Facet = (typeof facets)[number];

/** At most one value per facet; a facet without one lets every summary through. */
export type Selection = Readonly<Partial<Record<Facet, string>>>;

/** A facet's values, each once, in the order of the summaries. */
export function optionsOf(summaries: readonly FilteredSummary[], facet: Facet): string[] {
  return [...new Set(summaries.map((summary) => summary[facet]).filter((value) => value !== ''))];
}

export function matches(summary: FilteredSummary, selection: Selection): boolean {
  return facets.every((facet) => selection[facet] === undefined || summary[facet] === selection[facet]);
}

/** The summaries the selection hides, by block id. */
export function hiddenIds(summaries: readonly FilteredSummary[], selection: Selection): number[] {
  return summaries.filter((summary) => !matches(summary, selection)).map((summary) => summary.blockId);
}

/** Pressing a chip selects its value; pressing the pressed chip (or "All", value undefined) clears the facet. */
export function toggle(selection: Selection, facet: Facet, value: string | undefined): Selection {
  const next: Partial<Record<Facet, string>> = { ...selection };
  if (value === undefined || selection[facet] === value) delete next[facet];
  else next[facet] = value;
  return next;
}

/** The loader's data, or null when it failed or is not what the loader sends. */
export function readData(data: unknown): ModelSummaryFiltersData | null {
  if (!isRecord(data) || !Array.isArray(data['summaries'])) return null;
  const summaries = data['summaries'].filter(
    (summary): summary is FilteredSummary =>
      isRecord(summary) &&
      typeof summary['blockId'] === 'number' &&
      isString(summary['model']) &&
      isString(summary['bodyStyle']) &&
      isString(summary['engine']),
  );
  return { summaries };
}
