// New Blocks Versions group: redesigned blocks the spec lists without detail.
import { icon, markdown, num, str } from '../fields/builders';
import { boxColor, button, copyFields, headingFields, imageField, sliderTheme } from '../fields/shared';
import { NOT_SHOWN, type TemplateDefinition } from '../template';

export const newVersionDefinitions = [
  {
    key: 'number-button-carousel',
    name: 'Number button carousel',
    short_description: 'Slides picked by numbered buttons.',
    description: `${NOT_SHOWN} Slides of image and copy, chosen with numbered buttons.`,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      str('number'),
      imageField('image', 'wide'),
      str('heading'),
      markdown('paragraph'),
      button('link'),
    ],
  },
  {
    key: 'dual-frame-carousel-2',
    name: 'Dual frame carousel 2.0',
    short_description: 'Two images side by side per slide.',
    description: `${NOT_SHOWN} Slides of two framed images with heading, copy and a link.`,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      imageField('primary_image', 'wide'),
      imageField('secondary_image', 'square'),
      str('heading'),
      markdown('paragraph'),
      button('link'),
    ],
  },
  {
    key: 'icon-button-slider',
    name: 'Icon button slider',
    short_description: 'A row of icon buttons.',
    description: `${NOT_SHOWN} A sliding row of buttons, each an icon with a label and a link.`,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [icon('icon'), str('label'), button('link')],
  },
  {
    key: 'range-component',
    name: 'Range component',
    short_description: 'One range figure with copy.',
    description: `${NOT_SHOWN} A large range figure with its unit, copy and an image.`,
    fields: [
      ...copyFields(),
      num('range_value'),
      str('range_unit', 'km'),
      imageField('image', 'wide'),
      boxColor('dark'),
    ],
  },
  {
    key: 'electrifying-power',
    name: 'Electrifying power',
    short_description: 'Electrified models showcase.',
    description: `${NOT_SHOWN} A showcase of electrified models: heading, copy, image, key figures and a link.`,
    fields: [...copyFields(), imageField('image', 'wide'), button('button'), boxColor('black')],
    field_groups_template: [str('figure'), str('caption')],
  },
  {
    key: 'contents-block-carousel',
    name: 'Contents block carousel',
    short_description: 'Redesigned content cards in a carousel.',
    description: `${NOT_SHOWN} The redesigned carousel of content cards (image, heading, copy, link).`,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [
      imageField('image', 'wide'),
      str('heading'),
      markdown('paragraph'),
      button('link'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
