import { useCallback, useSyncExternalStore } from 'react';

/** A§9: the localStorage key of the visited news pages (A§4: kept, and can be cleared). */
export const VISITED_NEWS_KEY = 'visitedNewsPages';
const MAX_VISITED = 200;
const CHANGED = 'lux:visited-news-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access: nothing is remembered.
    return null;
  }
}

/** The visited paths; anything but a JSON array of strings reads as none. */
export function readVisitedNews(): string[] {
  const raw = storage()?.getItem(VISITED_NEWS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function write(paths: string[]) {
  const store = storage();
  if (!store) return;
  try {
    if (paths.length === 0) store.removeItem(VISITED_NEWS_KEY);
    else store.setItem(VISITED_NEWS_KEY, JSON.stringify(paths));
  } catch {
    // A full storage keeps the old list.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Remembers a news page as visited (the news list marks it). The site calls it on article pages too. */
export function recordNewsVisit(path: string): void {
  if (!path.startsWith('/')) return;
  const current = readVisitedNews().filter((entry) => entry !== path);
  write([path, ...current].slice(0, MAX_VISITED));
}

export function clearVisitedNews(): void {
  write([]);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITED_NEWS_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// The raw string is the snapshot, so an unchanged list never re-renders.
const snapshot = () => storage()?.getItem(VISITED_NEWS_KEY) ?? '';
const serverSnapshot = () => '';

/** The visited paths, live across tabs; empty on the server and during hydration. */
export function useVisitedNews(): { visited: ReadonlySet<string>; clear: () => void } {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const visited = new Set(raw ? readVisitedNews() : []);
  const clear = useCallback(() => clearVisitedNews(), []);
  return { visited, clear };
}
