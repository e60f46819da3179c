import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useDirection, useUi } from '@lux/ui';
import { stringsFor } from '../strings';
import { Arrow, Arrows, Controls, Dot, Dots, Region, Slide, Status, Track, Viewport } from './Carousel.styles';
import { carouselStrings } from './strings';

/** What a block may do to its carousel from outside: autoplay, numbered buttons. */
export interface CarouselControls {
  next(): void;
  goTo(index: number): void;
}

export interface CarouselProps {
  /** Accessible name of the carousel (usually the block heading's text). */
  label: string;
  slides: readonly ReactNode[];
  /** Slides in view per breakpoint: phones, from 768 px, from 1024 px. */
  perView?: { sm?: number; md?: number; lg?: number };
  loop?: boolean;
  /** Show a dot per slide (pagination) in addition to the arrows. */
  dots?: boolean;
  /** Show "2 of 5". */
  counter?: boolean;
  /** Called with the selected slide index (for blocks that show slide-specific content outside). */
  onSelect?: (index: number) => void;
  /** Receives the carousel's controls once it is ready, and null when it goes. */
  onApi?: (controls: CarouselControls | null) => void;
  className?: string;
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The carousel every sliding block uses (embla-carousel): touch and mouse drag, arrow buttons, arrow keys
 * on the focused viewport, optional dots and counter. Mirrors under RTL: "next" moves along the reading
 * direction and ArrowLeft means next in Hebrew. Slides out of view are inert, so Tab never lands in a
 * hidden slide. Follows the WAI-ARIA carousel pattern (no auto-rotation).
 */
export function Carousel({ label, slides, perView, loop = false, dots = false, counter = false, onSelect, onApi, className }: CarouselProps) {
  const dir = useDirection();
  const { locale } = useUi();
  const t = stringsFor(carouselStrings, locale);
  const [viewportRef, api] = useEmblaCarousel({ direction: dir, loop, align: 'start', containScroll: 'trimSnaps' });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [inView, setInView] = useState<number[] | null>(null);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
    // Before embla's first visibility measurement the list is empty: keep "not measured" (nothing inert).
    const visible = api.slidesInView();
    setInView(visible.length > 0 ? visible : null);
    onSelect?.(api.selectedScrollSnap());
  }, [api, onSelect]);

  useEffect(() => {
    if (!api) return;
    // The first read waits a frame: embla has measured the slides by then, and React renders once.
    const frame = requestAnimationFrame(sync);
    api.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', sync).off('reInit', sync).off('slidesInView', sync);
    };
  }, [api, sync]);

  useEffect(() => {
    if (!api || !onApi) return;
    onApi({ next: () => api.scrollNext(), goTo: (index) => api.scrollTo(index) });
    return () => onApi(null);
  }, [api, onApi]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!api) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) api.scrollNext();
    else if (event.key === backward) api.scrollPrev();
    else if (event.key === 'Home') api.scrollTo(0);
    else if (event.key === 'End') api.scrollTo(api.scrollSnapList().length - 1);
    else return;
    event.preventDefault();
  };

  const style = {
    '--per-view-sm': perView?.sm ?? 1,
    '--per-view-md': perView?.md ?? perView?.sm ?? 1,
    '--per-view-lg': perView?.lg ?? perView?.md ?? perView?.sm ?? 1,
  } as CSSProperties;
  const pages = snaps.length || slides.length;

  return (
    <Region aria-roledescription={t.carousel} aria-label={label} className={className} style={style}>
      <Viewport ref={viewportRef} tabIndex={0} onKeyDown={onKeyDown} aria-label={label}>
        <Track>
          {slides.map((slide, index) => {
            const hidden = inView !== null && !inView.includes(index);
            return (
              <Slide
                key={index}
                role="group"
                aria-roledescription={t.slide}
                aria-label={t.position(index + 1, slides.length)}
                inert={hidden || undefined}
                aria-hidden={hidden || undefined}
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {slides.length > 1 && (
        <Controls>
          {dots ? (
            <Dots>
              {Array.from({ length: pages }, (_, index) => (
                <li key={index}>
                  <Dot
                    type="button"
                    aria-label={t.goTo(index + 1)}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => api?.scrollTo(index)}
                  />
                </li>
              ))}
            </Dots>
          ) : counter ? (
            <Status aria-live="polite">{t.position(selected + 1, pages)}</Status>
          ) : (
            <span />
          )}
          <Arrows>
            <Arrow type="button" aria-label={t.previous} onClick={() => api?.scrollPrev()} disabled={!loop && !canPrev}>
              <span style={{ display: 'inline-flex', transform: 'scaleX(-1)' }}>
                <Chevron />
              </span>
            </Arrow>
            <Arrow type="button" aria-label={t.next} onClick={() => api?.scrollNext()} disabled={!loop && !canNext}>
              <Chevron />
            </Arrow>
          </Arrows>
        </Controls>
      )}
    </Region>
  );
}
