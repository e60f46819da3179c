// Hero group: the blocks that open a page.
import { bool, key, markdown, num, select, str, text } from '../fields/builders';
import {
  boxColor,
  button,
  copyFields,
  headingFields,
  imageField,
  paragraph,
  sliderTheme,
} from '../fields/shared';
import { NOT_SHOWN, type TemplateDefinition } from '../template';

export const heroDefinitions = [
  {
    key: 'hero-title-banner',
    name: 'Hero title banner (tall)',
    short_description: 'Tall hero with heading, copy, image and one button.',
    description:
      'A tall opening banner: heading (size xl and tag H2 by default), paragraph, one button, an image, and ' +
      'copy aligned to the top or the centre. The timer box has its own dark or light theme.',
    fields: [
      ...headingFields(),
      paragraph(),
      select('header_font', ['default', 'display'], 'default'),
      boxColor(),
      select('copy_alignment_class', ['top', 'center'], 'center'),
      select(
        'timer_box_color',
        [
          { label: 'Dark', value: 'dark-theme' },
          { label: 'Light', value: 'light-theme' },
        ],
        'dark-theme',
      ),
      imageField('image', 'wide', { label: 'Image (rdx-image)' }),
      button('button'),
      key('level', '', { tooltip: 'Named by the spec without detail; kept as free text.' }),
    ],
  },
  {
    key: 'hero-banner',
    name: 'Hero banner',
    short_description: 'Banner with image, heading and a button.',
    description: `${NOT_SHOWN} A wide banner image (and a mobile image) with heading, paragraph and a button.`,
    fields: [
      ...copyFields(),
      imageField('image', 'banner'),
      imageField('mobile_image', 'wide'),
      button('button'),
      boxColor('dark'),
    ],
  },
  {
    key: 'hero-carousel',
    name: 'Hero carousel',
    short_description: 'Full-width slides with video, timer and offers.',
    description:
      'Full-width slides of image or video with copy, price and a button; autoplay every slide_duration ms ' +
      '(default 6000), an optional timer, banner and per-slide duration limit.',
    fields: [
      bool('has_timer'),
      bool('has_banner'),
      bool('has_touch_devices_slides_limit'),
      bool('has_mobile_video'),
      bool('has_wide_ratio'),
      bool('is_ffi', false, { label: 'Is FFI' }),
      key('offer_key'),
      bool('has_mxo', false, { label: 'Has MXO' }),
      bool('is_autoplay', true),
      num('slide_duration', 6000, { tooltip: 'Milliseconds per slide.' }),
      sliderTheme('dark'),
    ],
    field_groups_template: [
      ...headingFields(),
      paragraph('description'),
      imageField('image', 'wide'),
      imageField('mobile_image', 'square'),
      select('video_type', ['video', 'video_background'], 'video'),
      key('video_url_desktop', '', { label: 'Background video URL (desktop)' }),
      key('video_url_mobile', '', { label: 'Background video URL (mobile)' }),
      num('slide_duration_limit', null, { tooltip: 'Overrides slide_duration for this slide (ms).' }),
      text('additional_info'),
      str('price'),
      button('button'),
      markdown('disclaimer'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
