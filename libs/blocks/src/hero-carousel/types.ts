import type { HeaderSize, HeaderTag, ImageValue, LinkValue, ScrollIdField, SliderTheme } from '../shared/values';

/** Mirrors the `hero-carousel` template in @lux/block-catalogue (Hero group). */
export interface Fields extends ScrollIdField {
  /** Shows a progress line for the current slide's autoplay time. */
  has_timer: boolean;
  /** Shows each slide's additional info as a highlighted banner instead of a small eyebrow line. */
  has_banner: boolean;
  /** On touch devices only the first {@link TOUCH_SLIDES_LIMIT} slides are shown. */
  has_touch_devices_slides_limit: boolean;
  /** Plays the mobile video on phones (otherwise phones show the still image). */
  has_mobile_video: boolean;
  /** Desktop slides in the 16-6-5 banner crop instead of 16-9. */
  has_wide_ratio: boolean;
  is_ffi: boolean;
  /** Offer key for dynamic content; this block does not fetch offers (rendered as a data attribute). */
  offer_key: string;
  has_mxo: boolean;
  /** Default true. */
  is_autoplay: boolean;
  /** Milliseconds per slide; default 6000 (B§9). */
  slide_duration: number | null;
  /** Default `dark`. */
  box_color: SliderTheme;
}

/** One slide. */
export interface Group {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  description: string;
  /** `wide` preset, 16-9 (or cut 16-6-5 with has_wide_ratio). */
  image: ImageValue | null;
  /** `square` preset, 1-1: the phone crop. */
  mobile_image: ImageValue | null;
  video_type: 'video' | 'video_background';
  video_url_desktop: string;
  video_url_mobile: string;
  /** Overrides slide_duration for this slide (ms). */
  slide_duration_limit: number | null;
  additional_info: string;
  price: string;
  button: LinkValue | null;
  /** Rich text (html). */
  disclaimer: string;
}
