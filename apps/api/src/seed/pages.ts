import type { SeedBlock } from './blocks.js';
import { englishPages } from './pages.en.js';
import { hebrewPages } from './pages.he.js';

export interface SeedPage {
  locale: 'he' | 'en';
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  disableSeoTracking?: boolean;
  blocks: SeedBlock[];
}

export const seedPages: readonly SeedPage[] = [...hebrewPages, ...englishPages];

/** Applies to every page (page_id null): the brand colour as a CSS custom property. */
export const seedGlobalMetahead = {
  content: ':root{--lux-brand:#9e1b32}',
  language: 'css',
  sequence: 1,
  inBody: false,
  reloadOnEachPage: false,
} as const;
