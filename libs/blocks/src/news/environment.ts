import { createContext, use } from 'react';

/** What the news, racing results and feed blocks reach in the browser; stories and tests pass their own. */
export interface ContentEnvironment {
  /** GET a content-service path through the site's proxy (`/api/content{path}`), as parsed JSON. */
  getJson(path: string): Promise<unknown>;
}

/** The site proxies these content-service calls at its own origin (CSP connect-src 'self'). */
export const CONTENT_PROXY_PREFIX = '/api/content';

export const browserContentEnvironment: ContentEnvironment = {
  async getJson(path) {
    const response = await fetch(`${CONTENT_PROXY_PREFIX}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`content request failed with status ${response.status}`);
    return (await response.json()) as unknown;
  },
};

const ContentEnvironmentContext = createContext<ContentEnvironment>(browserContentEnvironment);
export const ContentEnvironmentProvider = ContentEnvironmentContext.Provider;

export function useContentEnvironment(): ContentEnvironment {
  return use(ContentEnvironmentContext);
}
