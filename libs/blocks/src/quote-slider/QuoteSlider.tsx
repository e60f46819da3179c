import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Container, Surface } from '@lux/ui';
import { Carousel } from '../shared/carousel';
import { carouselStrings } from '../shared/carousel/strings';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Figure, Section, Toggle, Toolbar } from './QuoteSlider.styles';
import { SLIDE_DURATION_MS, shouldRotate, surfaceTheme, visibleQuotes } from './slides';
import { quoteSliderStrings } from './strings';
import type { Fields, Group } from './types';

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 3v10M11 3v10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function PlayIcon() {
  // A play triangle points along the reading direction, so it mirrors under RTL.
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-directional="">
      <path d="M4 2.5l9 5.5-9 5.5z" fill="currentColor" />
    </svg>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The visitor's reduced-motion preference; false on the server (the timer only runs in the browser). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

function QuoteSlide({ item }: { item: Group }) {
  return (
    <Figure data-align={item.section_class} data-justify={String(item.justify_text)}>
      <blockquote>
        <p>{item.quote.trim()}</p>
      </blockquote>
      {(item.author.trim() || item.author_position.trim()) && (
        <figcaption>
          {item.author.trim() && <cite>{item.author}</cite>}
          {item.author_position.trim() && <span>{item.author_position}</span>}
        </figcaption>
      )}
    </Figure>
  );
}

/**
 * Quotes in the shared carousel. With has_timer they rotate every SLIDE_DURATION_MS (looping), with a
 * stop/start control first in the block (WCAG 2.2.2, APG carousel): rotation pauses while the mouse is
 * over the block, stops when focus moves onto the slides or their controls, and starts stopped for
 * visitors who prefer reduced motion.
 */
function QuoteSlider({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(quoteSliderStrings, locale);
  const next = stringsFor(carouselStrings, locale).next;
  const quotes = visibleQuotes(groups);
  const wrapper = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor stops or starts the rotation; before that it runs unless motion is reduced.
  const [choice, setPlaying] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const timed = f.has_timer && quotes.length > 1;

  const rotating = shouldRotate({ hasTimer: f.has_timer, slides: quotes.length, playing, hovered });
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      // The shared carousel has no imperative API; its own "next" button advances it (see the report).
      const button = wrapper.current?.querySelector<HTMLButtonElement>(`button[aria-label="${next}"]`);
      button?.click();
    }, SLIDE_DURATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, next]);

  if (quotes.length === 0) return null;

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none">
      <Container>
        <Section
          ref={wrapper}
          onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          // APG: focus on a quote, an arrow or a dot stops the rotation until the visitor restarts it.
          onFocus={(event) => (event.target as Node) !== toggle.current && setPlaying(false)}
        >
          {timed && (
            <Toolbar>
              <Toggle ref={toggle} type="button" aria-label={playing ? t.pause : t.play} onClick={() => setPlaying(!playing)}>
                {playing ? <PauseIcon /> : <PlayIcon />}
              </Toggle>
            </Toolbar>
          )}
          <Carousel
            label={t.label}
            slides={quotes.map((item, position) => (
              <QuoteSlide key={`${item.author}-${position}`} item={item} />
            ))}
            loop={timed}
            dots
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const quoteSliderComponent = QuoteSlider satisfies BlockComponent<Fields, Group>;
