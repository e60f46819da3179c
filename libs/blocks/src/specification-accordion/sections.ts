import { isSpecKey, type SpecKey } from '@lux/content';
import { isRecord, isString } from '../model-catalogue/guards';
import type { Localized } from '../shared/strings';
import type { Group, SpecAccordionData, SpecModel } from './types';

export const sectionNames = ['performance', 'powertrain', 'efficiency', 'practicality'] as const;
export type SectionName = (typeof sectionNames)[number];

/** The spec sheet in sections, used when the editor defines none and by name in spec_key. */
export const defaultSections: Readonly<Record<SectionName, readonly SpecKey[]>> = {
  performance: ['power_hp', 'torque_nm', 'acceleration_0_100_s', 'top_speed_kmh'],
  powertrain: ['fuel_type', 'engine_capacity_cc', 'cylinders', 'transmission', 'drivetrain'],
  efficiency: [
    'consumption_l_100km',
    'electric_consumption_kwh_100km',
    'electric_range_km',
    'battery_kwh',
    'co2_g_km',
  ],
  practicality: ['seats', 'boot_litres'],
};

export const sectionLabels: Localized<Record<SectionName, string>> = {
  he: {
    performance: 'ביצועים',
    powertrain: 'מערכת הנעה',
    efficiency: 'צריכה ופליטות',
    practicality: 'מרחב ושימושיות',
  },
  en: {
    performance: 'Performance',
    powertrain: 'Powertrain',
    efficiency: 'Efficiency and emissions',
    practicality: 'Space and practicality',
  },
  ar: {
    performance: 'الأداء',
    powertrain: 'نظام الدفع',
    efficiency: 'الاستهلاك والانبعاثات',
    practicality: 'المساحة والعملية',
  },
  ru: {
    performance: 'Динамика',
    powertrain: 'Силовая установка',
    efficiency: 'Расход и выбросы',
    practicality: 'Пространство',
  },
};

const isSectionName = (value: string): value is SectionName =>
  (sectionNames as readonly string[]).includes(value);

export interface Section {
  label: string;
  keys: readonly SpecKey[];
  content: string;
}

/**
 * The editor's sections, or the default four when there are none. spec_key names a default section or
 * lists spec keys; unknown keys are ignored. A section without a label takes its default name.
 */
export function sectionsOf(groups: readonly Group[], labels: Record<SectionName, string>): Section[] {
  if (groups.length === 0) {
    return sectionNames.map((name) => ({ label: labels[name], keys: defaultSections[name], content: '' }));
  }
  return groups.map((group) => {
    const named = group.spec_key.trim().toLowerCase();
    const keys = isSectionName(named)
      ? defaultSections[named]
      : group.spec_key
          .split(',')
          .map((key) => key.trim())
          .filter(isSpecKey);
    const label = group.label.trim() || (isSectionName(named) ? labels[named] : '');
    return { label, keys, content: group.content };
  });
}

/** A section's rows for one model: only specs that apply to it (the service sends '' otherwise). */
export function rowsOf(section: Section, model: SpecModel): SpecModel['specs'] {
  const byKey = new Map(model.specs.map((row) => [row.key, row]));
  return section.keys.flatMap((key) => {
    const row = byKey.get(key);
    return row && row.text.trim() !== '' ? [row] : [];
  });
}

/** The loader's data, or null when it failed or is not what the loader sends. */
export function readData(data: unknown): SpecAccordionData | null {
  if (!isRecord(data) || !Array.isArray(data['models'])) return null;
  const models = data['models'].filter(
    (model): model is SpecModel =>
      isRecord(model) &&
      isString(model['key']) &&
      isString(model['name']) &&
      isString(model['nameplate']) &&
      typeof model['price'] === 'number' &&
      Array.isArray(model['specs']) &&
      model['specs'].every(
        (row) => isRecord(row) && isSpecKey(row['key']) && isString(row['label']) && isString(row['text']),
      ),
  );
  return { models };
}
