import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Surface, type ThemeName } from '@lux/ui';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { Root, SlidesToggle, Timer } from './HeroCarousel.styles';
import { HeroSlide } from './HeroSlide';
import { useCarouselControls } from '../shared/carousel';
import { useMediaQuery } from './hooks';
import { slideDuration, videoFor, visibleSlides } from './rules';
import { heroCarouselStrings } from './strings';
import type { Fields, Group } from './types';

/** all-white-theme is the light theme with white cards (B§3.1). */
const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" /> : <path d="M4 2l10 6-10 6z" fill="currentColor" />}
    </svg>
  );
}

/**
 * Hero carousel (B§3.2, B§9): full-width slides of image or muted video with copy, price and a button,
 * on the shared Carousel (swipe, arrows, mirrored arrow keys, dots). Autoplay moves on after each slide's
 * duration (slide_duration_limit, else slide_duration, default 6000 ms); it never runs under
 * prefers-reduced-motion, stops while the pointer or focus is inside, and has a pause control (WCAG
 * 2.2.2). The first slide's images carry the block's priority (high as block 0); later slides load lazily.
 */
function HeroCarousel({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(heroCarouselStrings, locale);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touch = useMediaQuery('(pointer: coarse)');
  const phone = useMediaQuery('(max-width: 767px)');
  const slides = useMemo(() => visibleSlides(groups, f, touch), [groups, f, touch]);
  const { onApi, next } = useCarouselControls();
  const [selected, setSelected] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const rotates = f.is_autoplay && slides.length > 1 && !reducedMotion;
  const running = rotates && !stopped && !hovered && !focused;
  const current = slides[Math.min(selected, slides.length - 1)];
  const duration = current ? slideDuration(current, f) : 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(next, duration);
    return () => window.clearTimeout(timer);
  }, [running, duration, selected, next]);

  if (slides.length === 0) return null;

  return (
    <Surface
      theme={surfaceTheme(f.box_color)}
      spacing="none"
      data-slider-theme={f.box_color}
      // Flags for dynamic content and analytics; this block fetches no offers itself.
      data-offer-key={f.offer_key || undefined}
      data-ffi={f.is_ffi || undefined}
      data-mxo={f.has_mxo || undefined}
    >
      <Root
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {rotates && (
          <SlidesToggle type="button" aria-label={stopped ? t.playSlides : t.pauseSlides} onClick={() => setStopped((value) => !value)}>
            <PlayPauseIcon playing={!stopped} />
          </SlidesToggle>
        )}
        {f.has_timer && rotates && (
          <Timer
            key={`${selected}-${stopped}`}
            aria-hidden="true"
            data-paused={running ? undefined : 'true'}
            style={{ '--slide-duration': `${duration}ms` } as CSSProperties}
          />
        )}
        <Carousel
          onApi={onApi}
          label={t.label}
          loop={slides.length > 1}
          dots
          onSelect={setSelected}
          slides={slides.map((slide, position) => (
            <HeroSlide
              slide={slide}
              position={position}
              blockIndex={index}
              locale={locale}
              active={position === selected}
              video={videoFor(slide, phone, f.has_mobile_video)}
              reducedMotion={reducedMotion}
              wideRatio={f.has_wide_ratio}
              banner={f.has_banner}
              t={t}
            />
          ))}
        />
      </Root>
    </Surface>
  );
}

export const heroCarouselComponent = HeroCarousel satisfies BlockComponent<Fields, Group>;
