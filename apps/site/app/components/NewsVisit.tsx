import { useEffect } from 'react';
import { recordNewsVisit } from '@lux/blocks';

/** A news article's path without its locale: `/news/<slug>` and deeper, never the news index itself. */
export const isNewsArticlePath = (contentPath: string) => /^\/news\/[^/]/.test(contentPath);

/**
 * A§4: a visitor's opened news articles are kept in local storage (`visitedNewsPages`), so the news list
 * marks them as read; the list's "clear" button empties it. Renders nothing.
 */
export function NewsVisit({ contentPath }: { contentPath: string }) {
  useEffect(() => {
    if (isNewsArticlePath(contentPath)) recordNewsVisit(contentPath);
  }, [contentPath]);
  return null;
}
