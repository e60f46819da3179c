import type { SeedBlock } from './blocks.js';
import { demoPages, demoRedirects as campaignRedirects } from './pages.demo.js';
import { dynamicContentPages } from './pages.dynamic.js';
import { arabicPages } from './pages.ar.js';
import { englishPages } from './pages.en.js';
import { formPages } from './pages.forms.js';
import { hebrewPages } from './pages.he.js';
import { cataloguePages } from './pages.catalogue.js';
import { retailerPages, retailerRedirects } from './pages.retailers.js';
import { russianPages } from './pages.ru.js';
import { stockPages } from './pages.stock.js';
import { toolsPages } from './pages.tools.js';
import { newsSeedPages } from './news.js';

export interface SeedPage {
  locale: 'he' | 'en' | 'ar' | 'ru';
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  disableSeoTracking?: boolean;
  /** Not published: visitors get 404, editors see it with a preview token (B§6). */
  disabled?: boolean;
  /** A QA page whose blocks are broken on purpose (A§8: bad data never takes a page down). */
  intentionallyInvalid?: boolean;
  blocks: SeedBlock[];
}

export const seedPages: readonly SeedPage[] = [
  ...hebrewPages,
  ...englishPages,
  ...arabicPages,
  ...russianPages,
  ...demoPages,
  ...cataloguePages,
  ...stockPages,
  ...retailerPages,
  ...formPages,
  ...dynamicContentPages,
  ...toolsPages,
  ...newsSeedPages,
];
/** url_redirection pages (B§3.5), inserted by (locale, path) like the others. */
export const demoRedirects = [...campaignRedirects, ...retailerRedirects];

/** Applies to every page (page_id null): the brand colour as a CSS custom property. */
export const seedGlobalMetahead = {
  content: ':root{--lux-brand:#9e1b32}',
  language: 'css',
  sequence: 1,
  inBody: false,
  reloadOnEachPage: false,
} as const;
