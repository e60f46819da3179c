import { useCallback, useRef, useSyncExternalStore } from 'react';
import { carouselStrings } from '../shared/carousel/strings';
import { stringsFor } from '../shared/strings';

/** A media query as state; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Drives the shared Carousel from outside (autoplay, numbered buttons) through its own controls, since it
 * exposes no API yet: `next()` presses its Next button, `goTo(n)` its "go to slide n" dot. Put `ref` on an
 * element around the Carousel. Replace with a Carousel `api`/`onApi` prop once shared/carousel has one.
 */
export function useCarouselRemote(locale: string) {
  const ref = useRef<HTMLDivElement>(null);
  const t = stringsFor(carouselStrings, locale);
  const press = useCallback((label: string) => {
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>('button[aria-label]') ?? [];
    const button = Array.from(buttons).find((candidate) => candidate.getAttribute('aria-label') === label);
    if (button && !button.disabled) button.click();
  }, []);
  const next = useCallback(() => press(t.next), [press, t.next]);
  const goTo = useCallback((slide: number) => press(t.goTo(slide + 1)), [press, t]);
  return { ref, next, goTo };
}
