// Stock Locator group: the stock search and its carousel.
import { bool, json, key, select } from '../fields/builders';
import type { Field } from '../fields/types';
import { button, copyFields, headingFields, sliderTheme } from '../fields/shared';
import type { TemplateDefinition } from '../template';

export const STOCK_FILTERS = [
  'brands',
  'models',
  'financing_options',
  'states',
  'statuses',
  'msrp_price',
  'display_price',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'engine_types',
  'transmissions',
  'colors',
  'specific_colors',
  'dealers',
  'number_of_seats',
] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Overseas turns these filters on by default (B§3.2). */
const OVERSEAS_FILTERS: readonly StockFilter[] = [
  'models',
  'statuses',
  'production_year',
  'engine_types',
  'specific_colors',
];

function stockLocatorFields(filtersOn: readonly StockFilter[]): Field[] {
  return [
    ...copyFields(),
    key('ci_key_list', '', { label: 'CI key list' }),
    key('sl_key_brand', '', { label: 'Brand key' }),
    ...STOCK_FILTERS.map((filter) => bool(`filter_${filter}`, filtersOn.includes(filter))),
    select('reset_button_theme', ['primary', 'secondary', 'tertiary'], 'secondary'),
    json('vehicles', { headline: '', list: [] }, { tooltip: 'JSON {headline, list}.' }),
  ];
}

export const stockLocatorDefinitions = [
  {
    key: 'stock-locator',
    name: 'Stock locator',
    short_description: 'Search the vehicles in stock.',
    description: 'The stock search: filters switched on one by one, vehicle list and a reset button.',
    external_block: true,
    fields: stockLocatorFields([]),
  },
  {
    key: 'stock-locator-overseas',
    name: 'Stock locator overseas',
    short_description: 'Stock search for overseas markets.',
    description:
      'The stock search for overseas markets, with models, statuses, production year, engine and specific ' +
      'colour filters on by default. Requires the market admin setting to be overseas.',
    external_block: true,
    fields: stockLocatorFields(OVERSEAS_FILTERS),
  },
  {
    key: 'stock-locator-carousel',
    name: 'Stock locator carousel',
    short_description: 'Vehicles in stock, in a carousel.',
    description: 'Vehicles from the stock API in a carousel, with a link to the full search.',
    external_block: true,
    fields: [
      ...headingFields(),
      key('ci_key_list', '', { label: 'CI key list' }),
      key('sl_key_brand', '', { label: 'Brand key' }),
      button('link'),
      sliderTheme(),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
