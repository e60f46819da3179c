import { useCallback, useRef } from 'react';
import type { CarouselControls } from './Carousel';

/**
 * Drives a Carousel from its block (autoplay, numbered buttons): pass `onApi` to the Carousel, then call
 * `next()` or `goTo(n)`. Calls before the carousel is ready do nothing.
 */
export function useCarouselControls() {
  const controls = useRef<CarouselControls | null>(null);
  const onApi = useCallback((value: CarouselControls | null) => {
    controls.current = value;
  }, []);
  const next = useCallback(() => controls.current?.next(), []);
  const goTo = useCallback((index: number) => controls.current?.goTo(index), []);
  return { onApi, next, goTo };
}
