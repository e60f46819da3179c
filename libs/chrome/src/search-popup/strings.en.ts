import { plural } from './plural';
import type { SearchStrings } from './strings';

/** The search popup's texts in English: a module of its own, so a page's bundle holds only its language's. */
export const searchEn: SearchStrings = {
  open: 'Search the site',
  title: 'Search the site',
  close: 'Close',
  label: 'Search models and pages',
  placeholder: 'For example: Defender',
  instructions: 'Up and down arrows to choose, Enter to open, Escape to close',
  tooShort: (min) => `Type at least ${min} characters`,
  tooLong: (max) => `Searches are limited to ${max} characters`,
  loading: 'Searching…',
  results: (count, total) => {
    if (total > count) return `${count} of ${total} results`;
    return plural('en', count) === 'one' ? `${count} result` : `${count} results`;
  },
  noResults: (query) => `No results for “${query}”`,
  noResultsTip: 'Check the spelling or try a model name, such as Defender.',
  error: 'Search is not available right now.',
  retry: 'Try again',
  groups: { model: 'Models', page: 'Pages', recent: 'Recent searches' },
  clearRecent: 'Clear recent searches',
  submit: 'Search',
};
