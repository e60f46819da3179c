// Other group: retailers, news, racing results and merchandise collections.
import { bool, json, key, links, markdown, num, select, str } from '../fields/builders';
import type { Field } from '../fields/types';
import {
  DISTANCE_UNITS,
  boxColor,
  button,
  copyFields,
  headingFields,
  imageField,
  sliderTheme,
} from '../fields/shared';
import { NOT_SHOWN, type TemplateDefinition } from '../template';

/** Structured data (schema.org) for a retailer or its service centre; both blocks render nothing visible. */
function retailerSchemaFields(): Field[] {
  return [
    imageField('image', 'wide'),
    str('name'),
    markdown('description'),
    str('keywords'),
    json('opening_hours', [], { tooltip: 'JSON array of opening-hours specifications.' }),
    str('payment_accepted'),
    str('price_range'),
    str('address'),
    num('latitude'),
    num('longitude'),
    json('contact_info', [], { tooltip: 'JSON array of {type: phone|whatsapp|email, icon, label, href}.' }),
    json('offers_info', [], { tooltip: 'JSON array of {category, description, url}.' }),
  ];
}

export const otherDefinitions = [
  {
    key: 'retailer-locator',
    name: 'Retailer locator',
    short_description: 'Find a retailer on a map.',
    description: `${NOT_SHOWN} Search and map of retailers (created in the admin Dealers tab); list or map layout.`,
    external_block: true,
    fields: [
      ...copyFields(),
      select('variant', ['list', 'map', 'list-and-map'], 'list-and-map'),
      select('distance_unit', DISTANCE_UNITS, 'km'),
      str('search_placeholder', 'City or postcode'),
      boxColor(),
    ],
  },
  {
    key: 'retailer-cards',
    name: 'Retailer cards',
    short_description: 'Up to 30 retailers as cards.',
    description: 'Up to 30 retailers, each with address, position, contact channels and services.',
    max_field_groups: 30,
    fields: [
      ...headingFields(),
      json('translations', {}),
      select('distance_unit', DISTANCE_UNITS, 'km'),
      boxColor(),
    ],
    field_groups_template: [
      str('name'),
      str('address'),
      str('city'),
      num('latitude'),
      num('longitude'),
      json('contact_info', [], { tooltip: 'JSON array of {type: phone|whatsapp|email, icon, label, href}.' }),
      json('services', [], { tooltip: 'JSON array of {icon, label}.' }),
    ],
  },
  {
    key: 'retailer-schema',
    name: 'Retailer schema',
    short_description: 'Retailer structured data.',
    description: 'Publishes a retailer as structured data for search engines; nothing visible.',
    fields: retailerSchemaFields(),
  },
  {
    key: 'retailer-service-schema',
    name: 'Retailer service schema',
    short_description: 'Service-centre structured data.',
    description:
      'Publishes a retailer service centre as structured data for search engines; nothing visible.',
    fields: retailerSchemaFields(),
  },
  {
    key: 'news',
    name: 'News',
    short_description: 'News list with pagination.',
    description:
      'A paginated list of news pages with quick links, and messages for errors and empty results.',
    fields: [
      ...headingFields(),
      str('read_more_label', 'Read more'),
      str('pagination_label', 'of %', { tooltip: '% is replaced by the number of pages.' }),
      str('error_heading', 'Something went wrong'),
      str('error_text', 'We ran into a technical issue. Please refresh and try again.'),
      str('no_results_heading', 'No results'),
      str('no_results_text', 'We have not found any news'),
      links('quick_links'),
      boxColor(),
    ],
  },
  {
    key: 'racing-results',
    name: 'Racing results',
    short_description: 'Results table of a race.',
    description: 'The results of one race, read from one of five results files.',
    external_block: true,
    fields: [
      ...headingFields(),
      select(
        'url',
        [1, 2, 3, 4, 5].map((n) => ({ label: `Results file ${n}`, value: `results-${n}.json` })),
        'results-1.json',
        { label: 'Results file', tooltip: 'The spec names five files without their names.' },
      ),
      boxColor(),
    ],
  },
  {
    key: 'collection-item',
    name: 'Collection item (merchandise)',
    short_description: 'One merchandise item with photos.',
    description: 'A merchandise item: photos from a JSON list of URLs placed where the HTML says {photos}.',
    fields: [
      json('images', [], { tooltip: 'JSON array of image URLs.' }),
      str('images_alt'),
      markdown('html', '{photos}', { label: 'HTML', tooltip: '{photos} marks where the photos go.' }),
      boxColor(),
    ],
  },
  {
    key: 'collection-slider',
    name: 'Collection slider',
    short_description: 'Hand-picked items in a slider.',
    description: 'Items chosen by the editor, each with image, heading, copy, price and link, in a slider.',
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      imageField('image', 'square'),
      str('heading'),
      markdown('paragraph'),
      str('price'),
      button('link'),
    ],
  },
  {
    key: 'collection-feed-slider',
    name: 'Collection feed slider',
    short_description: 'Items of a collection feed in a slider.',
    description:
      'Items of a market collection read from the feed (10 by default), grouped or not, with pagination.',
    external_block: true,
    fields: [
      ...copyFields(),
      select('lang', ['en', 'ar'], 'en', { label: 'Language' }),
      key('market'),
      key('collection'),
      num('limit', 10),
      bool('grouped'),
      bool('show_pagination'),
      sliderTheme(),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
