import type { Fields, Group } from './types';

/** B§9: the hero carousel's default time per slide. */
export const DEFAULT_SLIDE_DURATION = 6000;
/** Faster than this a slide cannot be read; shorter editor values are raised to it. */
export const MIN_SLIDE_DURATION = 2000;
/** Slides shown on touch devices when has_touch_devices_slides_limit is on. */
export const TOUCH_SLIDES_LIMIT = 3;

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** How long a slide stays before autoplay moves on: its own limit, else the block's, else 6000 ms. */
export function slideDuration(slide: Pick<Group, 'slide_duration_limit'>, fields: Pick<Fields, 'slide_duration'>): number {
  const chosen = positive(slide.slide_duration_limit)
    ? slide.slide_duration_limit
    : positive(fields.slide_duration)
      ? fields.slide_duration
      : DEFAULT_SLIDE_DURATION;
  return Math.max(chosen, MIN_SLIDE_DURATION);
}

const hasText = (value: string) => value.replace(/<[^>]*>/g, '').trim() !== '';
const hasId = (image: Group['image']) => !!image && image.id !== '' && image.id !== null && image.id !== undefined;

/** A slide with nothing to show (no copy, image or video) is skipped rather than shown blank. */
export function isShownSlide(slide: Group): boolean {
  return (
    hasText(slide.heading) ||
    hasText(slide.description) ||
    hasId(slide.image) ||
    hasId(slide.mobile_image) ||
    slide.video_url_desktop.trim() !== '' ||
    slide.price.trim() !== ''
  );
}

/** The slides to render: the shown ones, cut to the touch limit when asked for on a touch device. */
export function visibleSlides(slides: readonly Group[], fields: Pick<Fields, 'has_touch_devices_slides_limit'>, touch: boolean): Group[] {
  const shown = slides.filter(isShownSlide);
  return fields.has_touch_devices_slides_limit && touch ? shown.slice(0, TOUCH_SLIDES_LIMIT) : shown;
}

/** Only http(s) or same-origin paths are played; anything else (javascript:, data:) is ignored. */
export function safeVideoUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/** The video for the current screen: desktop, or on phones the mobile one when has_mobile_video allows. */
export function videoFor(slide: Pick<Group, 'video_url_desktop' | 'video_url_mobile'>, phone: boolean, hasMobileVideo: boolean): string | null {
  if (!phone) return safeVideoUrl(slide.video_url_desktop);
  if (!hasMobileVideo) return null;
  return safeVideoUrl(slide.video_url_mobile) ?? safeVideoUrl(slide.video_url_desktop);
}
