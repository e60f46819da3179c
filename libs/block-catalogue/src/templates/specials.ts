// Specials group, service tools: map updates, VIN checks, vehicle pickers, range and car rent.
import { json, key, link, markdown, num, select, separator, str } from '../fields/builders';
import {
  DISTANCE_UNITS,
  alignment,
  boxColor,
  button,
  copyFields,
  headingFields,
  imageField,
} from '../fields/shared';
import type { TemplateDefinition } from '../template';

export const MAP_UPDATE_VIN_ERROR =
  'VIN not recognised. Please check you have entered your VIN correctly or try again later.';
export const VIN_CHECKER_NEGATIVE = 'Your vehicle is NOT the affected vehicle.';

export const specialDefinitions = [
  {
    key: 'map-update',
    name: 'Map update',
    short_description: 'Navigation map updates by VIN, in three steps.',
    description:
      'Three steps: enter the VIN; accept the terms and download the maps; success or retry, with links to ' +
      'the retailer finder and to update another vehicle.',
    external_block: true,
    fields: [
      separator('step_1', { label: 'Step 1: enter the VIN' }),
      str('step_1_heading'),
      markdown('step_1_description'),
      str('vin_label', 'VIN'),
      str('vin_placeholder', 'Enter your VIN'),
      str('submit_button_text', 'Submit'),
      str('error_text', MAP_UPDATE_VIN_ERROR),
      separator('step_2', { label: 'Step 2: terms and download' }),
      str('step_2_heading'),
      markdown('terms_text'),
      str('accept_terms_label', 'I accept the terms and conditions'),
      str('download_button_text', 'Download maps'),
      separator('step_3', { label: 'Step 3: result' }),
      str('success_heading'),
      markdown('success_text'),
      str('retry_heading'),
      markdown('retry_text'),
      str('retry_button_text', 'Try again'),
      link('retailer_finder_link', { tooltip: 'e.g. /en/retailer-locator' }),
      link('update_new_vehicle_link'),
    ],
  },
  {
    key: 'vin-checker',
    name: 'VIN checker',
    short_description: 'Is my vehicle affected?',
    description: 'Checks a VIN and answers whether the vehicle is affected (e.g. by a recall).',
    external_block: true,
    fields: [
      ...headingFields(),
      alignment('text_alignment_class', 'center', { label: 'Text alignment' }),
      select('height_class', ['auto', 's', 'm', 'l'], 'auto', { label: 'Height' }),
      str('label_text', 'VIN'),
      str('button_text', 'Check'),
      markdown('response_positive', 'Please contact the service centre for parts replacement.'),
      markdown('response_negative', VIN_CHECKER_NEGATIVE),
      boxColor(),
    ],
  },
  {
    key: 'select-vehicle-to-update',
    name: 'Select vehicle to update',
    short_description: 'Vehicle and model year dropdowns leading to updates.',
    description:
      'A vehicle dropdown and a model-year dropdown pick which sub-blocks show; the result line counts them ' +
      'with {amount}, {parent} and {child}.',
    fields: [
      ...headingFields(),
      str('parent_label', 'Vehicle'),
      str('parent_placeholder', 'Select vehicle'),
      str('parent_all_label', 'All vehicles'),
      str('child_label', 'Model year'),
      str('child_placeholder', 'Select model year'),
      str('child_all_label', 'All model years'),
      str('button_text', 'Show me'),
      str('clear_text', 'Clear'),
      str('result_text_label', '{amount} updates for {parent} {child}'),
      str('view_all_link_text', 'View all'),
      json(
        'subblocks_mapper',
        { dropdowns: [], subblocks_groups: [] },
        {
          tooltip:
            'JSON {dropdowns: [{label, key, children}], subblocks_groups: [{key, match_dropdowns: [{parent_key, child_key: []}]}]}.',
        },
      ),
      boxColor(),
    ],
    field_groups_template: [
      key('subblock_key'),
      str('button_text'),
      str('modal_title'),
      markdown('modal_description'),
      button('modal_button'),
    ],
  },
  {
    key: 'range-calculator',
    name: 'Range calculator',
    short_description: 'Electric range by profile, wheels and temperature.',
    description:
      'Estimates electric range between 187 and 493 km from a data file (data_url) by driving profile, ' +
      'wheel size and outside temperature.',
    external_block: true,
    fields: [
      ...copyFields(),
      num('minimal_range', 187),
      num('maximal_range', 493),
      select('distance_unit', DISTANCE_UNITS, 'km'),
      key('data_url', '', { label: 'Data URL', tooltip: 'JSON file with the range table.' }),
      str('driving_profile_label', 'Driving profile'),
      str('wheel_label', 'Wheels'),
      str('temperature_label', 'Outside temperature'),
      boxColor(),
    ],
  },
  {
    key: 'car-rent',
    name: 'Car rent',
    short_description: 'Rental cars with icons and extras.',
    description: 'Up to 20 rental cars, each with up to 8 feature icons and up to 5 extra equipment items.',
    max_field_groups: 20,
    fields: [...copyFields(), boxColor()],
    field_groups_template: [
      str('name'),
      imageField('image', 'wide'),
      str('price'),
      json('icons', [], { tooltip: 'JSON array of {icon, label}; at most 8.' }),
      json('extra_equipment', [], { tooltip: 'JSON array of {label, price}; at most 5.' }),
      button('link'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
