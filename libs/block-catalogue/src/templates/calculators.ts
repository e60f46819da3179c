// Specials group, B§3.4 calculators and rental: the finance calculator and the rent-a-car enquiry.
import { bool, json, key, links, markdown, select, str } from '../fields/builders';
import { boxColor, button, headingFields } from '../fields/shared';
import type { TemplateDefinition } from '../template';

/** B§3.4: down payment 20–50 % in steps of 5 (default 20), duration 4–7 years (default 4). */
const FINANCE_INPUT_DEFAULT = {
  down_payment: { label: 'Down payment', min: 20, max: 50, default: 20, interval: 5, unit: '%' },
  duration: { label: 'Duration', min: 4, max: 7, default: 4, interval: 1, unit: 'years' },
  interest_rate: { label: 'Interest rate', min: 0, max: 0, default: 0, interval: 0, unit: '%' },
};

const FINANCE_OUTPUT_DEFAULT = {
  monthly_payment: { label: 'Monthly payment' },
  on_the_road_price: { label: 'On the road price' },
  total_deposit: { label: 'Total deposit', cash_deposit: { label: 'Cash deposit' } },
  total_amount_of_credit: { label: 'Total amount of credit' },
  monthly_payments: { label: 'Monthly payments' },
  duration_of_agreement: { label: 'Duration of agreement', unit: 'months' },
  interest_rate: { label: 'Interest rate', unit: '%' },
  created_at: { label: 'Quote date', date_style: 'medium' },
};

const RENT_ADDITIONAL_SETTINGS = {
  allow_different_dropoff: false,
  allow_custom_pickup: false,
  allow_custom_dropoff: false,
  distance_unit: 'km',
  // 0 is Sunday: the spec's sample disables it.
  datepicker_disabled_days: [0],
  date_locale: 'en',
  date_options: {},
};

const RENT_STEP_SAMPLE = [
  {
    heading: 'Baby seat',
    price: 0,
    price_string_context: 'per day',
    features_list: [],
    controller: { amount: { min: 0, max: 10, value: 0, default: 0 } },
  },
];

export const calculatorDefinitions = [
  {
    key: 'finance-calculator',
    name: 'Finance calculator',
    short_description: 'Monthly payments per finance product.',
    description:
      'Monthly payments for the models in nameplate_key_filter under each finance product (a group), from ' +
      'JSON input and output configurations; default or MENA style.',
    fields: [
      ...headingFields(),
      key('nameplate_key_filter', '', { tooltip: 'Comma-separated nameplate keys; empty for all.' }),
      select('calculator_style', ['default', 'mena'], 'default'),
      str('model_label', 'Model'),
      str('finance_product_label', 'Finance product'),
      str('results_label', 'Your quote'),
      str('free_items_label', 'Included'),
      bool('hide_free_items'),
      markdown('disclaimers'),
      json('models_info', [], { tooltip: 'JSON array of model data the calculator prices.' }),
      boxColor(),
    ],
    field_groups_template: [
      key('finance_product', 'HirePurchaseSample', {
        tooltip: 'One of about 30 country variants, e.g. HirePurchaseSample.',
      }),
      str('name'),
      markdown('description'),
      button('link'),
      button('main_button'),
      links('additional_buttons'),
      json('input_configuration', FINANCE_INPUT_DEFAULT, {
        tooltip: 'down_payment, duration and interest_rate: {label, min, max, default, interval, unit}.',
      }),
      json('output_configuration', FINANCE_OUTPUT_DEFAULT),
      str('disclaimer_title'),
      markdown('disclaimer_body'),
    ],
  },
  {
    key: 'jlr-rent-a-car',
    name: 'Rent a car',
    short_description: 'Rental enquiry in steps.',
    description:
      'A rental enquiry: choose locations, vehicle and extras (up to 4 step groups), enter contact details, ' +
      'review the summary and send; then a thank-you or an error view.',
    max_field_groups: 4,
    fields: [
      json('translations', {}),
      json('locations', [], {
        tooltip: 'JSON [{name_key, city_name, point_name, address, coordinates: {lat, lng}}].',
      }),
      json('vehicles', [], {
        tooltip: 'JSON [{image_id, display_name, nameplate_name, price: {daily}, locations, specification}].',
      }),
      key('contact_form_id', '', {
        label: 'Contact form',
        tooltip: 'The forms-service form for the enquiry.',
      }),
      json('hidden_field_mapping', {}),
      markdown('summary_template', '', { tooltip: 'Form field ids in braces, e.g. {first_name}.' }),
      str('thank_you_heading', 'Thank you!'),
      str('thank_you_text', 'Your inquiry has been sent. We will contact you soon.'),
      str('error_heading', 'Oops! Something went wrong.'),
      str('error_text', 'Your inquiry has not been sent. Please try again.'),
      str('send_inquiry_label', 'Send inquiry'),
      json('additional_settings', RENT_ADDITIONAL_SETTINGS),
    ],
    field_groups_template: [
      str('heading'),
      json('items', RENT_STEP_SAMPLE, {
        tooltip:
          'JSON items with subitems {heading, price, price_string_context, features_list} and a controller ' +
          '{amount: {min, max, value, default}} or a toggler {labels, value}.',
      }),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
