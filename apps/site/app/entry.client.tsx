import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportRouterError } from '@lux/chrome';
import { chunkReloadStorageKey, shouldReloadAfterChunkError } from '@lux/shell';
import { isUiLanguage, loadUiLanguage } from './i18n';

// A§8: a code chunk that fails to load (a deploy replaced it) reloads the page once, guarded for 60 s.
window.addEventListener('vite:preloadError', (event) => {
  try {
    if (!shouldReloadAfterChunkError(sessionStorage.getItem(chunkReloadStorageKey), Date.now())) return;
    sessionStorage.setItem(chunkReloadStorageKey, String(Date.now()));
  } catch {
    return; // No storage, no guard: better a visible error than a reload loop.
  }
  event.preventDefault();
  window.location.reload();
});

// A page ships only its own language's strings (ADR 031): they load before hydration, which renders with them.
const language = document.documentElement.lang;
await loadUiLanguage(isUiLanguage(language) ? language : 'he');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* A§4: a navigation that ends in an error (loader, action, failed chunk, render) shows the loading bar red. */}
      <HydratedRouter onError={reportRouterError} />
    </StrictMode>,
  );
});
