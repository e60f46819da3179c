import { createEvent, createStore, sample } from 'effector';
import type { SortDescriptor } from 'react-aria-components';
import { parseListQuery, searchOfListQuery, sortOfDescriptor, type ListQuery, type ListSpec } from './listQuery';

/**
 * A list screen's page, sort and filters. The URL is the truth: `urlChanged` copies it in; the user's
 * intents (`sortChanged`, `pageChanged`, `filtersSubmitted`) compute the next state and the search the
 * screen should navigate to (`$requestedSearch`), which the loader then reads on the server.
 */
export function createListModel(spec: ListSpec) {
  const urlChanged = createEvent<string>();
  const sortChanged = createEvent<SortDescriptor>();
  const pageChanged = createEvent<number>();
  const filtersSubmitted = createEvent<Record<string, string>>();

  const $query = createStore<ListQuery>(parseListQuery(new URLSearchParams(), spec), { sid: `admin/${spec.name}/query` });
  /** The search the user asked for and the URL does not show yet; null once the URL has caught up. */
  const $requestedSearch = createStore<string | null>(null, { sid: `admin/${spec.name}/requestedSearch` });

  sample({ clock: urlChanged, fn: (search) => parseListQuery(new URLSearchParams(search), spec), target: $query });
  sample({ clock: urlChanged, fn: () => null, target: $requestedSearch });

  const sorted = sample({
    clock: sortChanged,
    source: $query,
    fn: (query, descriptor): ListQuery => ({ ...query, sort: sortOfDescriptor(descriptor), page: 1 }),
  });
  const paged = sample({ clock: pageChanged, source: $query, fn: (query, page): ListQuery => ({ ...query, page: Math.max(1, page) }) });
  const filtered = sample({
    clock: filtersSubmitted,
    source: $query,
    fn: (query, filters): ListQuery => ({
      ...query,
      page: 1,
      filters: Object.fromEntries(
        Object.entries(filters)
          .map(([name, value]) => [name, value.trim()] as const)
          .filter(([name, value]) => value !== '' && name in spec.filters),
      ),
    }),
  });
  sample({ clock: [sorted, paged, filtered], target: $query });
  sample({ clock: [sorted, paged, filtered], fn: (query) => searchOfListQuery(query, spec), target: $requestedSearch });

  return { spec, urlChanged, sortChanged, pageChanged, filtersSubmitted, $query, $requestedSearch };
}

export type ListModel = ReturnType<typeof createListModel>;
