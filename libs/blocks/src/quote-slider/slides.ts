import type { ThemeName } from '@lux/ui';
import type { SliderTheme } from '../shared/values';
import type { Group } from './types';

/** How long each quote stays before the next (the site's slide duration, B§9 hero carousel default). */
export const SLIDE_DURATION_MS = 6000;

/** Quotes with text; an empty group item would be a blank slide. */
export function visibleQuotes(groups: readonly Group[]): Group[] {
  return groups.filter((item) => item.quote.trim() !== '');
}

/** The timer runs only with more than one quote, while the visitor has not stopped it or hovers it. */
export function shouldRotate(state: { hasTimer: boolean; slides: number; playing: boolean; hovered: boolean }): boolean {
  return state.hasTimer && state.slides > 1 && state.playing && !state.hovered;
}

/** The slider themes are the four site themes plus all-white, drawn on the light surface. */
export function surfaceTheme(theme: SliderTheme): ThemeName {
  return theme === 'all-white-theme' ? 'light' : theme;
}
