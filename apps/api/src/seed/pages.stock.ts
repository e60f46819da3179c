import { hero, internalLink, type SeedBlock } from './blocks.js';
import type { SeedPage } from './pages.js';
import { DEMO_LISTING } from './stock.data.js';

/**
 * The stock locator (B§3.2) over the demo listing: the filters a Hebrew importer's buyers use most
 * (model, condition, availability, financing, price, year, mileage, engine, colour family, retailer,
 * seats) switched on; the others stay off, as an editor would leave them.
 */
export function stockLocator(): SeedBlock {
  return {
    template: 'stock-locator',
    fields: {
      block_scroll_id: 'stock',
      heading: '',
      header_size: 'l',
      header_tag: 'H2',
      paragraph: '',
      ci_key_list: DEMO_LISTING,
      sl_key_brand: '',
      filter_brands: true,
      filter_models: true,
      filter_financing_options: true,
      filter_states: true,
      filter_statuses: true,
      filter_msrp_price: false,
      filter_display_price: true,
      filter_mileage: true,
      filter_production_year: true,
      filter_model_year: false,
      filter_power: false,
      filter_engine_types: true,
      filter_transmissions: false,
      filter_colors: true,
      filter_specific_colors: false,
      filter_dealers: true,
      filter_number_of_seats: true,
      reset_button_theme: 'secondary',
      vehicles: JSON.stringify({ headline: '', list: [] }),
    },
    groups: [],
  };
}

/** The newest arrivals of the same listing in a carousel, leading to the full search. */
export function latestArrivals(heading: string, linkText: string): SeedBlock {
  return {
    template: 'stock-locator-carousel',
    fields: {
      block_scroll_id: 'latest',
      heading,
      header_size: 'm',
      header_tag: 'H2',
      ci_key_list: DEMO_LISTING,
      sl_key_brand: '',
      link: internalLink('/stock#stock', linkText, 'tertiary'),
      box_color: 'grey',
    },
    groups: [],
  };
}

/** Stock locator demo pages (new, approved, used): the search in Hebrew and English. */
export const stockPages: SeedPage[] = [
  {
    locale: 'he',
    path: '/stock',
    title: 'מלאי רכבים',
    metaTitle: 'מלאי רכבים – חדשים, מאושרים Approved ויד שנייה',
    metaDescription:
      'כל רכבי לנד רובר ויגואר במלאי אצל משווקי לוקס מוטורס: חדשים, מאושרים Approved ויד שנייה. סננו לפי דגם, מחיר ומשווק ושמרו את הרכבים שאהבתם.',
    blocks: [
      hero({
        heading: 'מלאי רכבים',
        paragraph: 'רכבים חדשים, מאושרים Approved ויד שנייה אצל כל משווקי לוקס מוטורס בארץ – עם מחיר, זמינות ומשווק לכל רכב.',
        button: internalLink('/contact', 'לתיאום נסיעת מבחן', 'secondary'),
        headerSize: 'l',
      }),
      stockLocator(),
      latestArrivals('הגיעו לאחרונה למלאי', 'לכל הרכבים החדשים במלאי'),
    ],
  },
  {
    locale: 'en',
    path: '/stock',
    title: 'Vehicles in stock',
    metaTitle: 'Vehicles in stock – new, Approved and used',
    metaDescription:
      'Every Land Rover and Jaguar in stock at Lux Motors retailers: new, Approved and used. Filter by model, price and retailer, and save the ones you like.',
    blocks: [
      hero({
        heading: 'Vehicles in stock',
        paragraph: 'New, Approved and used vehicles at every Lux Motors retailer in Israel – with price, availability and retailer for each one.',
        button: internalLink('/contact', 'Book a test drive', 'secondary'),
        headerSize: 'l',
      }),
      stockLocator(),
      latestArrivals('Just arrived', 'All the latest arrivals'),
    ],
  },
];
