// The per-request context server.mjs builds for every loader and for entry.server.
declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce of this response: every inline script must carry it. */
    nonce: string;
    requestId: string;
    /** The request's URL path (the settings follow its locale). */
    pathname: string;
    /** Runs `compute` at most once per request for a key (settings are fetched once per request). */
    memo: <T>(key: string, compute: () => T) => T;
    /**
     * Says the answer is not the page as it should be (a part failed and shows nothing, or its fallback):
     * the page cache (ADR 030) does not keep it. Absent where no cache sits in front (tests, the preview).
     */
    markDegraded?: (reason: string) => void;
  }
}

export {};
