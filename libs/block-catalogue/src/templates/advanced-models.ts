// Advanced group, model pages: 360° views, specifications, summaries and colour pickers.
import { bool, each, json, key, markdown, num, str } from '../fields/builders';
import { boxColor, button, copyFields, headingFields, imageField, sliderTheme } from '../fields/shared';
import { NOT_SHOWN, type TemplateDefinition } from '../template';

export const advancedModelDefinitions = [
  {
    key: 'exterior-360',
    name: 'Exterior 360',
    short_description: 'Spin the car around.',
    description:
      'A 360° exterior view from rotation frames, with an optional slider handle, sidebar and autostart.',
    fields: [
      ...headingFields(),
      json('frames', [], { tooltip: 'JSON array of media ids in rotation order.' }),
      bool('has_slider_with_handle'),
      bool('has_sidebar'),
      bool('has_autostart'),
      boxColor('dark'),
    ],
  },
  {
    key: 'interior-360',
    name: 'Interior 360',
    short_description: 'Look around the cabin.',
    description: `${NOT_SHOWN} A panoramic interior image the visitor drags to look around.`,
    fields: [
      ...headingFields(),
      imageField('panorama', 'wide'),
      bool('has_sidebar'),
      bool('has_autostart'),
      boxColor('dark'),
    ],
  },
  {
    key: 'specification-accordion',
    name: 'Specification accordion',
    short_description: 'Specifications per model, in sections.',
    description: 'Up to 100 specification sections for the models chosen in a select.',
    max_field_groups: 100,
    fields: [
      ...headingFields(),
      key('model_keys', '', { tooltip: 'Comma-separated model keys offered in the select.' }),
      str('select_label', 'Model'),
      str('select_placeholder', 'Select a model'),
      boxColor(),
    ],
    field_groups_template: [str('label'), key('spec_key'), markdown('content')],
  },
  {
    key: 'specification-at-a-glance',
    name: 'Specification at a glance',
    short_description: 'Key figures, four per row.',
    description: 'Up to 20 key figures, 4 per row, each a number heading with a caption, and a disclaimer.',
    max_field_groups: 20,
    fields: [...headingFields(), markdown('disclaimer'), boxColor()],
    field_groups_template: [
      str('number_heading', '', { tooltip: 'The figure, e.g. "5.4 s".' }),
      markdown('paragraph'),
    ],
  },
  {
    key: 'model-summary',
    name: 'Model summary',
    short_description: 'Price and three specs of one model.',
    description:
      'One model, body style and engine from car data by car_key and engine_key: three chosen specs with ' +
      'labels, and the standard equipment.',
    external_block: true,
    fields: [
      ...headingFields(),
      key('car_key'),
      key('engine_key'),
      ...each([1, 2, 3], (n) => [key(`spec_key_${n}`), str(`spec_label_${n}`)]),
      bool('has_columns'),
      key('tab_id'),
      str('standard_equipment_label', 'Standard equipment'),
      markdown('standard_equipment_content'),
      str('model'),
      str('bodystyle', '', { label: 'Body style' }),
      button('button'),
      boxColor(),
    ],
  },
  {
    key: 'model-summary-filters',
    name: 'Model summary filters',
    short_description: 'Filters over model summaries.',
    description: `${NOT_SHOWN} Filters by model, body style and engine over the model summaries that follow.`,
    fields: [
      ...headingFields(),
      str('model_label', 'Model'),
      str('bodystyle_label', 'Body style'),
      str('engine_label', 'Engine'),
      str('reset_label', 'Reset'),
      boxColor(),
    ],
  },
  {
    key: 'color-picker-slider',
    name: 'Color picker slider',
    short_description: 'Paint colours of a model.',
    description: 'Up to 20 paint colours, each a swatch and a picture of the car in that colour.',
    max_field_groups: 20,
    fields: [...copyFields(), sliderTheme()],
    field_groups_template: [
      str('color_name'),
      key('color_code', '#000000', { tooltip: 'Swatch colour as #rrggbb.' }),
      imageField('swatch', 'square'),
      imageField('image', 'wide'),
      str('price'),
    ],
  },
  {
    key: 'versatility',
    name: 'Versatility',
    short_description: 'Interactive frames with a counter.',
    description:
      'Up to four frames the visitor steps through, with a counter, small and big headings and ' +
      'click-to-interact labels for desktop and mobile.',
    fields: [
      num('counter_number'),
      str('small_heading'),
      str('big_heading'),
      ...each([1, 2, 3, 4], (n) => [imageField(`frame_${n}`, 'wide')]),
      bool('reversed_counter_position'),
      str('click_to_interact_desktop', 'Click to interact'),
      str('click_to_interact_mobile', 'Tap to interact'),
      boxColor('dark'),
    ],
  },
  {
    key: 'models-carousel',
    name: 'Models carousel',
    short_description: 'Nameplates with image, link and specs.',
    description:
      'A carousel of nameplates, each with a car image, a transparent image, a link and a spec table.',
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      str('nameplate'),
      imageField('car_image', 'wide'),
      imageField('transparent_image', 'wide'),
      button('link'),
      json(
        'specs',
        { name: '', rows: [] },
        { tooltip: 'JSON {name, rows: [{name, engine, consumption, price, lease}]}.' },
      ),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
