import { demoRangeDataFile, RANGE_DATA_FILE_PATH } from '@lux/vehicle-tools';
import { rangeDataOf, type RangeData } from './source';
import type { Fields } from './types';

/** The seeded file as the loader answers it. */
export const readyRangeData = (): RangeData => rangeDataOf(demoRangeDataFile);

export const rangeFields = (locale: 'he' | 'en', extra: Partial<Fields> = {}): Fields => ({
  block_scroll_id: '',
  heading: locale === 'he' ? 'כמה רחוק תגיעו?' : 'How far will you go?',
  header_size: 'xl',
  header_tag: 'H2',
  paragraph:
    locale === 'he'
      ? '<p>בחרו דגם, סגנון נהיגה, מהירות, טמפרטורה וחישוקים, וראו את הטווח החשמלי המשוער.</p>'
      : '<p>Choose a model, driving profile, speed, temperature and wheels to see the estimated electric range.</p>',
  minimal_range: 187,
  maximal_range: 493,
  distance_unit: 'km',
  data_url: RANGE_DATA_FILE_PATH,
  driving_profile_label: 'Driving profile',
  wheel_label: 'Wheels',
  temperature_label: 'Outside temperature',
  box_color: 'light',
  ...extra,
});
