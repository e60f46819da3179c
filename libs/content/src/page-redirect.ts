import type { CmsPage } from './content-api.types';

export interface PageRedirect {
  status: 301 | 302 | 303 | 307 | 308;
  location: string;
  /** B§9: a redirect-type link with a new window opens a new tab. */
  newWindow: boolean;
  linkType: 'internal' | 'external' | 'file';
}

/** What the site does with a url_redirection page: redirect with its code (default 301, B§9), or null. */
export function pageRedirect(page: Pick<CmsPage, 'type' | 'to' | 'http_code' | 'link_type' | 'link_new_window'>): PageRedirect | null {
  if (page.type !== 'url_redirection' || !page.to) return null;
  return {
    status: page.http_code ?? 301,
    location: page.to,
    newWindow: page.link_new_window === true,
    linkType: page.link_type ?? 'internal',
  };
}

/** The target of a link to a page: a new tab for a new-window redirection, else the same tab. */
export function linkTargetFor(page: Pick<CmsPage, 'type' | 'link_new_window'>): '_self' | '_blank' {
  return page.type === 'url_redirection' && page.link_new_window === true ? '_blank' : '_self';
}

/**
 * The redirect's location with the visitor's query carried over (campaign parameters such as utm_source
 * and gclid must survive a moved page, A§4). The target's own parameters win; its hash stays last.
 */
export function carryQuery(location: string, search: string): string {
  const incoming = new URLSearchParams(search);
  if ([...incoming.keys()].length === 0) return location;
  const hashAt = location.indexOf('#');
  const hash = hashAt === -1 ? '' : location.slice(hashAt);
  const withoutHash = hashAt === -1 ? location : location.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const merged = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  for (const [key, value] of incoming) if (!merged.has(key)) merged.append(key, value);
  return `${base}?${merged.toString()}${hash}`;
}
