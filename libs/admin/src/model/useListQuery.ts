import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { parseListQuery, sortDescriptorOf } from './listQuery';
import type { ListModel } from './listModel';

const bare = (search: string) => search.replace(/^\?/, '');

/**
 * Binds a list model to the router: the URL's state for rendering (the server rendered the same), and
 * the user's intents, which navigate to the new search so the loader fetches that page from the API.
 */
export function useListQuery(model: ListModel) {
  const location = useLocation();
  const navigate = useNavigate();
  const [requested, urlChanged, sortChanged, pageChanged, filtersSubmitted] = useUnit([
    model.$requestedSearch,
    model.urlChanged,
    model.sortChanged,
    model.pageChanged,
    model.filtersSubmitted,
  ]);
  useEffect(() => {
    urlChanged(bare(location.search));
  }, [location.search, urlChanged]);
  useEffect(() => {
    if (requested !== null && requested !== bare(location.search)) void navigate({ search: requested ? `?${requested}` : '' });
  }, [requested, location.search, navigate]);
  const query = useMemo(() => parseListQuery(new URLSearchParams(location.search), model.spec), [location.search, model.spec]);
  return { query, sortDescriptor: sortDescriptorOf(query.sort), sortChanged, pageChanged, filtersSubmitted };
}
