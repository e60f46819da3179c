import type { HeaderSize, HeaderTag, ImageValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `masonry` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Where the video sits in the grid; default video-top. */
  img_video_grid: 'video-top' | 'video-bottom';
  /** A video file (MP4/WebM) address. */
  video_url: string;
  /** Wide preset: 16-9. */
  video_poster: ImageValue | null;
  disable_autoplay: boolean;
  /** Colour of the video's controls; default dark. */
  video_ui_theme: 'light' | 'dark';
  box_color: Theme;
}

export interface Group {
  /** Square preset: 1-1. */
  image: ImageValue | null;
}
