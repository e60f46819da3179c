import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import type { MapUpdateLookup, VinCampaignAnswer } from '@lux/vehicle-tools';
import { validateBlocks } from '../validate';

/** The demo content (examples.service-tools.ts) after the catalogue validator, as the block receives it. */
export function exampleFields<F>(template: 'map-update' | 'vin-checker', locale: 'he' | 'en'): F {
  const instance = exampleInstance(findTemplate(template)!, locale);
  const { valid, problems } = validateBlocks([{ id: 1, template, sequence: 1, fields: instance.fields, groups: [] }]);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.reason).join('; '));
  return valid[0]!.fields as F;
}

export const DEMO_VIN = 'SALGA2BE8MA400123';
export const AFFECTED_VIN = 'SALEA7BW8N2081234';

/** What the content service answers for the demo VIN (the seed's newest Pivi Pro package for Israel). */
export function sampleLookup(locale: 'he' | 'en' = 'he'): MapUpdateLookup {
  return {
    vehicle: { vin: DEMO_VIN, nameplate_key: 'range-rover', model_year: 2021, navigation_system: 'Pivi Pro', region: 'IL' },
    package: {
      id: 3,
      version: '2026.Q4',
      released_at: '2026-10-29T00:00:00.000Z',
      notes:
        locale === 'he'
          ? 'עדכון מפות לרבעון הרביעי של 2026: הקו האדום של הרכבת הקלה, כבישים חדשים בנגב ו-1,200 נקודות עניין מעודכנות.'
          : 'Map update for the fourth quarter of 2026: the light rail Red Line, new roads in the Negev and 1,200 updated points of interest.',
      files: [
        { name: 'pivi-pro-il-2026-q4-manifest.json', size_bytes: 259, sha256: 'a'.repeat(64), url: '/vehicle-services/map-updates/files/3/pivi-pro-il-2026-q4-manifest.json' },
        { name: 'pivi-pro-il-2026-q4-install-guide.txt', size_bytes: 1184, sha256: 'b'.repeat(64), url: '/vehicle-services/map-updates/files/3/pivi-pro-il-2026-q4-install-guide.txt' },
      ],
    },
  };
}

export function sampleCampaigns(affected: boolean, locale: 'he' | 'en' = 'he'): VinCampaignAnswer {
  return {
    vin: affected ? AFFECTED_VIN : DEMO_VIN,
    affected,
    campaigns: affected
      ? [
          { code: 'H512', title: locale === 'he' ? 'החלפת תפס חגורת בטיחות אחורית' : 'Rear seat belt buckle replacement', description: '' },
          { code: 'N424', title: locale === 'he' ? 'עדכון תוכנה למערכת Pivi Pro' : 'Pivi Pro software update', description: '' },
        ]
      : [],
  };
}
