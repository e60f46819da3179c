// Content group, image-led blocks: galleries, parallax, timelines, comparisons.
import { bool, json, key, markdown, num, select, str } from '../fields/builders';
import { boxColor, button, copyFields, headingFields, imageField, sliderTheme } from '../fields/shared';
import type { TemplateDefinition } from '../template';

export const contentMediaDefinitions = [
  {
    key: 'gallery-categories',
    name: 'Gallery categories',
    short_description: 'Up to four image categories.',
    description: 'Up to 4 categories, each an image with a title that opens its gallery or page.',
    max_field_groups: 4,
    fields: [...headingFields(), boxColor()],
    field_groups_template: [str('title'), imageField('image', 'square'), button('link')],
  },
  {
    key: 'gallery-carousel',
    name: 'Gallery carousel',
    short_description: 'Up to 40 images in a carousel.',
    description: 'A carousel of up to 40 images with captions.',
    max_field_groups: 40,
    fields: [...headingFields(), sliderTheme()],
    field_groups_template: [imageField('image', 'wide'), str('caption')],
  },
  {
    key: 'parallax-image',
    name: 'Parallax image',
    short_description: 'Images that scroll at their own pace.',
    description: 'Up to 40 full-width images with copy that scroll with a parallax effect.',
    max_field_groups: 40,
    fields: [boxColor('dark')],
    field_groups_template: [imageField('image', 'banner'), str('heading'), markdown('paragraph')],
  },
  {
    key: 'icons-timeline',
    name: 'Icons timeline',
    short_description: 'Model history on a timeline.',
    description: 'Up to 20 timeline entries, each a model and year with its images.',
    max_field_groups: 20,
    fields: [...headingFields(), boxColor()],
    field_groups_template: [
      str('model'),
      str('year'),
      json('images', [], { tooltip: 'JSON array of media-library image ids.' }),
      markdown('paragraph'),
    ],
  },
  {
    key: 'image-tabs',
    name: 'Image tabs',
    short_description: 'Tabs that each show the next blocks.',
    description: 'Tabs, each showing the next blocks_count blocks of the page, optionally lazy-loaded.',
    fields: [...headingFields(), boxColor()],
    field_groups_template: [
      str('tab_label'),
      key('tab_id'),
      num('blocks_count', 1, { tooltip: 'How many following blocks this tab shows.' }),
      bool('has_lazyload', false, { label: 'Lazy-load' }),
    ],
  },
  {
    key: 'masonry',
    name: 'Masonry',
    short_description: 'Image and video grid.',
    description: 'A masonry grid of images with one video placed at the top or the bottom.',
    fields: [
      ...headingFields(),
      select(
        'img_video_grid',
        [
          { label: 'Video on top', value: 'video-top' },
          { label: 'Video at the bottom', value: 'video-bottom' },
        ],
        'video-top',
      ),
      key('video_url'),
      imageField('video_poster', 'wide'),
      bool('disable_autoplay'),
      select('video_ui_theme', ['light', 'dark'], 'dark'),
      boxColor(),
    ],
    field_groups_template: [imageField('image', 'square')],
  },
  {
    key: 'compare-images',
    name: 'Compare images',
    short_description: 'Before-and-after image slider.',
    description: 'Two images compared with a handle that starts at start_position percent (default 50).',
    fields: [
      ...copyFields(),
      num('start_position', 50, { tooltip: 'Percent of the width where the handle starts.' }),
      bool('has_autostart'),
      bool('has_sidebar'),
      imageField('before_image', 'wide'),
      str('before_label'),
      imageField('after_image', 'wide'),
      str('after_label'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
