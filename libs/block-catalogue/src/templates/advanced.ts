// Advanced group, page structure: navigation, tabs, hotspots, the floating bar and raw HTML.
import { bool, icon, json, key, link, markdown, num, select, str } from '../fields/builders';
import { boxColor, copyFields, headingFields, imageField } from '../fields/shared';
import type { TemplateDefinition } from '../template';

export const advancedDefinitions = [
  {
    key: 'in-page-navigation',
    name: 'In-page navigation',
    short_description: 'Anchor links to the blocks of this page.',
    description:
      'Up to 10 links to blocks on the page by their block_scroll_id, plus a go-to-top link (TOP). The one ' +
      'block without a block_scroll_id of its own.',
    without_scroll_id: true,
    max_field_groups: 10,
    fields: [str('goTopShort', 'TOP', { label: 'Go to top (short)' }), boxColor()],
    field_groups_template: [
      str('label'),
      key('blockId', '', { label: 'Block id', tooltip: 'The block_scroll_id of the target block.' }),
    ],
  },
  {
    key: 'section-tabs',
    name: 'Section tabs',
    short_description: 'Tabs over the next blocks, optionally in a modal.',
    description:
      'Tabs, each showing the next blocks_count blocks; a tab may open in a modal with its own title.',
    fields: [...headingFields(), boxColor()],
    field_groups_template: [
      str('tab_label'),
      key('tab_id'),
      num('blocks_count', 1),
      select('copy_position', ['left', 'right'], 'left'),
      bool('has_modal'),
      str('modal_title'),
    ],
  },
  {
    key: 'tabbed-component',
    name: 'Tabbed component',
    short_description: 'Tabs of images and 360° views.',
    description: 'Tabs whose content is an image, an exterior 360 or an interior 360 view.',
    fields: [...headingFields(), boxColor()],
    field_groups_template: [
      str('tab_label'),
      select(
        'tab_type',
        [
          { label: 'Image', value: 'image' },
          { label: 'Exterior 360', value: 'exterior-360' },
          { label: 'Interior 360', value: 'interior-360' },
        ],
        'image',
      ),
      imageField('image', 'wide'),
      json('frames', [], { tooltip: 'For 360 views: JSON array of media ids in rotation order.' }),
      str('heading'),
      markdown('paragraph'),
    ],
  },
  {
    key: 'info-system',
    name: 'Info system',
    short_description: 'Pick an option to see its blocks.',
    description:
      'A dropdown of up to 30 options, each showing the next blocks_count blocks; the modal title names the ' +
      'choice through {selectedOption}.',
    max_field_groups: 30,
    fields: [
      ...headingFields(),
      str('dropdown_label', 'Select'),
      str('back_label', 'Back'),
      str('modal_label', 'Close'),
      str('model_title', '{selectedOption}', {
        tooltip: '{selectedOption} is replaced by the chosen option.',
      }),
      boxColor(),
    ],
    field_groups_template: [str('option_label'), num('blocks_count', 1)],
  },
  {
    key: 'hotspots-container',
    name: 'Hotspots container',
    short_description: 'Points of interest on an image.',
    description: 'An image with hotspots described in JSON; each opened hotspot sends a data-layer event.',
    fields: [
      ...copyFields(),
      imageField('image', 'wide'),
      json('hotspots', [], { tooltip: 'JSON array of {x, y, heading, paragraph} in percent of the image.' }),
      key('data_layer_label'),
      key('data_layer_action'),
      boxColor(),
    ],
  },
  {
    key: 'ready-to-go-bar',
    name: 'Ready to go bar',
    short_description: 'Floating bar of quick actions.',
    description:
      'A floating bar of quick actions: up to 5 items, of which only the first 4 are shown; on mobile they ' +
      'fold behind a "Show more" button.',
    area: 'floating',
    max_field_groups: 5,
    fields: [
      str('mobile_button_label', 'Show more'),
      bool('fabDisabled', false, { label: 'Floating button disabled' }),
      bool('hide_block'),
    ],
    field_groups_template: [
      icon('icon'),
      link('link'),
      icon('fallback_icon'),
      link('fallback_link', { tooltip: 'Used when the main link cannot be shown.' }),
    ],
  },
  {
    key: 'html-box',
    name: 'HTML box',
    short_description: 'Raw HTML.',
    description: 'HTML written by the editor, rendered as is. Must not be empty.',
    fields: [markdown('code', '', { label: 'HTML code' })],
  },
] as const satisfies readonly TemplateDefinition[];
