import type { metaheads } from '../db/schema.js';

type SeedMetahead = Omit<typeof metaheads.$inferInsert, 'id' | 'pageId'>;

/**
 * Demo tags on every page (issue 12), each with the consent scope it needs: a Google tag (statistics)
 * and the Meta pixel (marketing). None runs before the visitor grants its scope; the e2e answers their
 * URLs with stand-ins, and a deployment replaces the ids with its own (or deletes them).
 */
export const seedDemoTags: readonly SeedMetahead[] = [
  {
    content: 'https://www.googletagmanager.com/gtag/js?id=G-LUXDEMO01',
    language: 'js-src',
    sequence: 10,
    inBody: false,
    reloadOnEachPage: false,
    consentScope: 'statistic',
  },
  {
    // window.gtag is defined by the Consent Mode defaults the site puts first in the head.
    content: "window.gtag('js', new Date()); window.gtag('config', 'G-LUXDEMO01');",
    language: 'javascript',
    sequence: 11,
    inBody: false,
    reloadOnEachPage: false,
    consentScope: 'statistic',
  },
  {
    content: 'https://connect.facebook.net/en_US/fbevents.js',
    language: 'js-src',
    sequence: 12,
    inBody: true,
    reloadOnEachPage: false,
    consentScope: 'marketing',
  },
];
