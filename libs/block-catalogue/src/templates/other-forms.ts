// Other group, forms and offers: every block that submits a lead carries the B§3.3 form block fields.
import { bool, json, key, markdown, num, str } from '../fields/builders';
import { button, copyFields, formBlockFields, imageField } from '../fields/shared';
import type { TemplateDefinition } from '../template';

/** A sample only: the spec mentions an AED price table per model without its figures. */
const WARRANTY_TABLE_SAMPLE = [
  '<table>',
  '<thead><tr><th>Model</th><th>1 year (AED)</th><th>2 years (AED)</th></tr></thead>',
  '<tbody>',
  '<tr><td>Defender</td><td>AED —</td><td>AED —</td></tr>',
  '<tr><td>Discovery</td><td>AED —</td><td>AED —</td></tr>',
  '<tr><td>Range Rover</td><td>AED —</td><td>AED —</td></tr>',
  '</tbody>',
  '</table>',
].join('');

export const otherFormDefinitions = [
  {
    key: 'entry-form',
    name: 'Entry form',
    short_description: 'A forms-service form on the page.',
    description:
      'A form from the forms service, placed left, centre (default) or right, with a heading and copy.',
    fields: [...copyFields(), ...formBlockFields()],
  },
  {
    key: 'expanded-entry-form',
    name: 'Expanded entry form (MENA)',
    short_description: 'Tabbed entry form for MENA markets.',
    description:
      'The MENA entry form: a form with tabs above it (top_tabs_limit), tab padding and disclaimers.',
    fields: [
      ...copyFields(),
      ...formBlockFields(),
      num('top_tabs_limit', null, { tooltip: 'How many tabs show above the form.' }),
      key('tab_id'),
      num('tab_x_padding', null, { label: 'Tab horizontal padding' }),
      markdown('disclaimers'),
    ],
  },
  {
    key: 'extended-warranty-form',
    name: 'Extended warranty form',
    short_description: 'Warranty enquiry with a price table.',
    description:
      'An extended-warranty enquiry form (form 1 by default) with a price table per model in AED and hidden ' +
      'fields mapped from JSON.',
    fields: [
      ...copyFields(),
      ...formBlockFields({ formId: '1' }),
      markdown('table_content', WARRANTY_TABLE_SAMPLE, { tooltip: 'HTML table of prices per model.' }),
    ],
  },
  {
    key: 'offers-to-lead',
    name: 'Offers to lead',
    short_description: 'Offers of a category with a lead form.',
    description:
      'Offers of one category for the chosen brand families, with a lead form (button on the right by ' +
      'default). A failed request shows "Offers request error" and a "Try again" button.',
    external_block: true,
    fields: [
      key('category'),
      bool('defender'),
      bool('discovery'),
      bool('range_rover'),
      str('form_title'),
      // The spec's spelling: instances already store it this way.
      str('form_subtile', '', { label: 'Form subtitle' }),
      ...formBlockFields({ buttonPosition: 'right' }),
      str('error_text', 'Offers request error'),
      str('error_button_text', 'Try again'),
    ],
  },
  {
    key: 'single-offer',
    name: 'Single offer',
    short_description: 'One offer by its hash.',
    description: 'One offer, found by its hash, with hidden fields passed on to its form.',
    external_block: true,
    fields: [
      key('hash', '', { tooltip: 'Identifies the offer.' }),
      json('hidden_fields', {}, { tooltip: 'Hidden field name → value for the offer form.' }),
      ...copyFields(),
      imageField('image', 'wide'),
      button('button'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
