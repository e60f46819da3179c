// Content group, text blocks: quotes, cards, steps and accordions.
import { bool, icon, json, key, markdown, num, select, str, text } from '../fields/builders';
import {
  alignment,
  boxColor,
  button,
  copyFields,
  headingFields,
  imageField,
  sliderTheme,
} from '../fields/shared';
import { NOT_SHOWN, type TemplateDefinition } from '../template';

/** The kinds of item a content-blocks row holds; B§5 sets a validity rule for most of them. */
export const CONTENT_ITEM_TYPES = [
  'card',
  'html',
  'calculator',
  'form',
  'finance-options-table',
  'finance-options',
] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

export const contentDefinitions = [
  {
    key: 'quote',
    name: 'Quote',
    short_description: 'A pull quote with its author.',
    description: 'A quotation with author and position, aligned left, centre or right, optionally justified.',
    fields: [
      text('quote'),
      str('author'),
      str('author_position'),
      alignment('alignment'),
      bool('justify_text'),
      boxColor(),
    ],
  },
  {
    key: 'content-blocks',
    name: 'Content blocks',
    short_description: 'Rows of up to four cards, HTML, forms or calculators.',
    description:
      'A grid of content items, up to 4 per row and 1000 in all. An item is a card (heading, copy, image, ' +
      'price, link) or an HTML, form, calculator, finance-options or finance-options-table item.',
    max_field_groups: 1000,
    fields: [...headingFields(), boxColor(), select('items_per_row', ['1', '2', '3', '4'], '4')],
    field_groups_template: [
      select('content_type', CONTENT_ITEM_TYPES, 'card', {
        tooltip: 'card, or a special item; html, calculator, form and finance options must be filled in.',
      }),
      str('heading'),
      markdown('paragraph'),
      imageField('image', 'wide'),
      num('price', null, { tooltip: 'Shekels; empty for no price.' }),
      button('link'),
      markdown('html', '', { label: 'HTML', tooltip: 'Required for an html item.' }),
      key('form_id', '', { tooltip: 'Required for a form item.' }),
      json(
        'calculator',
        { fields: [], groups: [] },
        { tooltip: 'A calculator item needs non-empty "fields" and "groups" lists.' },
      ),
      str('label', '', { tooltip: 'Required for a finance-options item.' }),
    ],
  },
  {
    key: 'content-blocks-carousel',
    name: 'Content blocks carousel',
    short_description: 'Cards in a carousel.',
    description: `${NOT_SHOWN} Content-block cards (image, heading, copy, price, link) in a carousel.`,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      imageField('image', 'wide'),
      str('heading'),
      markdown('paragraph'),
      str('price'),
      button('link'),
    ],
  },
  {
    key: 'text-steps',
    name: 'Text steps',
    short_description: 'Numbered steps with short copy.',
    description: `${NOT_SHOWN} A heading over numbered steps, each with an icon, heading and copy.`,
    fields: [...copyFields(), boxColor()],
    field_groups_template: [icon('icon'), str('heading'), markdown('paragraph')],
  },
  {
    key: 'accordion',
    name: 'Accordion',
    short_description: 'Questions and answers that open and close.',
    description:
      'Up to 30 question and answer pairs with open-all and close-all buttons; has_schema also publishes ' +
      'them as FAQ structured data.',
    max_field_groups: 30,
    fields: [
      ...headingFields(),
      str('open_all_label', 'Open all'),
      str('close_all_label', 'Close all'),
      bool('has_schema', false, { tooltip: 'Publish the pairs as question/answer structured data.' }),
      boxColor(),
    ],
    field_groups_template: [str('question'), markdown('answer')],
  },
  {
    key: 'sign-post',
    name: 'Sign post',
    short_description: 'Image and copy pointing elsewhere.',
    description: `${NOT_SHOWN} An image with heading, copy and links that send the visitor on.`,
    fields: [
      ...copyFields(),
      imageField('image', 'wide'),
      button('link'),
      button('secondary_link'),
      boxColor(),
    ],
  },
  {
    key: 'snippet',
    name: 'Snippet',
    short_description: 'A short piece of copy with a link.',
    description: `${NOT_SHOWN} A heading, a short paragraph and a link.`,
    fields: [...copyFields(), button('link'), boxColor()],
  },
  {
    key: 'quote-slider',
    name: 'Quote slider',
    short_description: 'Several quotes in a slider.',
    description:
      'Quotes that slide, each with author, position and its own alignment; optionally on a timer.',
    fields: [bool('has_timer'), sliderTheme()],
    field_groups_template: [
      alignment('section_class', 'center', { label: 'Alignment' }),
      bool('justify_text'),
      text('quote'),
      str('author'),
      str('author_position'),
    ],
  },
  {
    key: 'image-box',
    name: 'Image box',
    short_description: 'Copy over a background image with a logo.',
    description:
      'A background image and a logo with a top paragraph, heading, copy and a button; right_on_rtl keeps ' +
      'the box on the right in right-to-left pages.',
    fields: [
      boxColor(),
      bool('right_on_rtl', false, { label: 'Right on RTL' }),
      markdown('top_paragraph'),
      ...copyFields(),
      imageField('background_image', 'banner'),
      imageField('logo_image', 'square'),
      button('button'),
    ],
  },
  {
    key: 'location-map',
    name: 'Location map',
    short_description: 'A map pin with content.',
    description: 'A map centred on a latitude and longitude, with HTML content beside it.',
    fields: [
      ...headingFields(),
      num('location_latitude'),
      num('location_longitude'),
      markdown('location_content'),
      boxColor(),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
