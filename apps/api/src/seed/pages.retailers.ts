import { hero, internalLink } from './blocks.js';
import type { SeedPage } from './pages.js';

/**
 * Retailer locator demo pages (issue 4 item 4) at the spec's address (A§2 "/retailer-locator", B§2
 * "/en/retailer-locator"): a hero, then the locator, which lists the seeded dealers (dealers.data.ts)
 * through the dealers settings of settings.ts; the schema block names no retailer of its own, so it
 * publishes every dealer as schema.org AutoDealer.
 */
export const RETAILER_LOCATOR_PATH = '/retailer-locator';
export const retailerPages: SeedPage[] = [
  {
    locale: 'he',
    path: RETAILER_LOCATOR_PATH,
    title: 'איתור סוכנויות',
    metaTitle: 'איתור סוכנויות ומרכזי שירות',
    metaDescription: 'כל הסוכנויות ומרכזי השירות המורשים של לנד רובר בישראל: כתובות, טלפונים, שעות פתיחה ושירותים.',
    blocks: [
      hero({
        heading: 'איתור סוכנויות',
        paragraph: '25 סוכנויות ומרכזי שירות מורשים מנהריה ועד אילת: מכירות, נסיעות מבחן, רכב מאושר ושירות.',
        button: internalLink('/contact', 'צרו קשר', 'secondary'),
        boxColor: 'grey',
      }),
      {
        template: 'retailer-locator',
        fields: {
          block_scroll_id: 'retailer-locator',
          heading: 'חיפוש סוכנות',
          header_size: 'l',
          header_tag: 'H2',
          paragraph: '<p>חפשו לפי עיר, מיקוד או שם הסוכנות, או השתמשו במיקום שלכם כדי למצוא את הסוכנות הקרובה אליכם.</p>',
          variant: 'list-and-map',
          distance_unit: 'km',
          search_placeholder: 'עיר או מיקוד',
          box_color: 'light',
        },
        groups: [],
      },
      { template: 'retailer-schema', fields: { name: '' }, groups: [] },
    ],
  },
  {
    locale: 'en',
    path: RETAILER_LOCATOR_PATH,
    title: 'Find a retailer',
    metaTitle: 'Find a retailer or service centre',
    metaDescription: 'Every authorised Land Rover retailer and service centre in Israel: addresses, phones, opening hours and services.',
    blocks: [
      hero({
        heading: 'Find a retailer',
        paragraph: '25 authorised retailers and service centres from Nahariya to Eilat: sales, test drives, Approved cars and servicing.',
        button: internalLink('/contact', 'Contact us', 'secondary'),
        boxColor: 'grey',
      }),
      {
        template: 'retailer-locator',
        fields: {
          block_scroll_id: 'retailer-locator',
          heading: 'Search for a retailer',
          header_size: 'l',
          header_tag: 'H2',
          paragraph: '<p>Search by city, postcode or retailer name, or use your location to find the retailer nearest to you.</p>',
          variant: 'list-and-map',
          distance_unit: 'km',
          search_placeholder: 'City or postcode',
          box_color: 'light',
        },
        groups: [],
      },
      { template: 'retailer-schema', fields: { name: '' }, groups: [] },
    ],
  },
];

/**
 * The locator's first address, /retailers (and /en/retailers), now answers 301 to /retailer-locator so
 * links and bookmarks made before the move keep working (B§3.5 url_redirection; the site keeps the locale).
 */
export const retailerRedirects = [
  { locale: 'he' as const, path: '/retailers', title: 'איתור סוכנויות (כתובת ישנה)', to: RETAILER_LOCATOR_PATH, httpCode: 301 as const },
  { locale: 'en' as const, path: '/retailers', title: 'Find a retailer (old address)', to: RETAILER_LOCATOR_PATH, httpCode: 301 as const },
];
