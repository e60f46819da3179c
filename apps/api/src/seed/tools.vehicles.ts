import type { Database } from '../db/client.js';
import { mapUpdatePackages, registeredVehicles, serviceCampaigns, serviceCampaignVehicles } from '../db/schema.js';
import { buildPackageFiles } from '../services/content/vehicle-services/package-files.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/**
 * Demo VINs (Land Rover WMI SAL; position 9 carries the ISO 3779 check digit although Land Rover need
 * not, computed independently with python3). The e2e tests and the all-blocks page use two of them:
 * MAP_UPDATE_DEMO_VIN gets a Pivi Pro package, VIN_CHECKER_AFFECTED_VIN is in an active campaign.
 */
export const MAP_UPDATE_DEMO_VIN = 'SALGA2BE8MA400123';
export const VIN_CHECKER_AFFECTED_VIN = 'SALEA7BW8N2081234';
/** Registered, but its navigation system (InControl Touch) has no package: "not recognised" too. */
export const NO_PACKAGE_VIN = 'SALLAAAG0HA051234';

const vehicles = [
  { vin: MAP_UPDATE_DEMO_VIN, nameplateKey: 'range-rover', modelYear: 2021, navigationSystem: 'Pivi Pro' },
  { vin: 'SALYA2BX2LA250871', nameplateKey: 'range-rover-velar', modelYear: 2020, navigationSystem: 'InControl Touch Pro' },
  { vin: VIN_CHECKER_AFFECTED_VIN, nameplateKey: 'defender-110', modelYear: 2022, navigationSystem: 'Pivi Pro' },
  { vin: 'SALZA2BN7KH012345', nameplateKey: 'range-rover-evoque', modelYear: 2019, navigationSystem: 'InControl Touch Pro' },
  { vin: 'SALCA2BN9PH700456', nameplateKey: 'discovery-sport', modelYear: 2023, navigationSystem: 'Pivi Pro' },
  { vin: 'SALKA9AW5RA300789', nameplateKey: 'range-rover-sport', modelYear: 2024, navigationSystem: 'Pivi Pro' },
  { vin: NO_PACKAGE_VIN, nameplateKey: 'discovery', modelYear: 2017, navigationSystem: 'InControl Touch' },
].map((vehicle) => ({ ...vehicle, mapRegion: 'IL' }));

const packages = [
  {
    navigationSystem: 'Pivi Pro',
    region: 'IL',
    version: '2025.Q4',
    releasedAt: new Date('2025-11-12T00:00:00Z'),
    notesHe: 'מפות ישראל המעודכנות לרבעון הרביעי של 2025, כולל כביש 6 צפון ונקודות טעינה חדשות.',
    notesEn: 'Israel maps for the fourth quarter of 2025, including Highway 6 north and new charging points.',
  },
  {
    navigationSystem: 'Pivi Pro',
    region: 'IL',
    version: '2026.Q2',
    releasedAt: new Date('2026-05-14T00:00:00Z'),
    notesHe: 'עדכון מפות לרבעון השני של 2026: מחלפים חדשים בגוש דן ותחנות טעינה מהירה.',
    notesEn: 'Map update for the second quarter of 2026: new Gush Dan interchanges and rapid-charging stations.',
  },
  {
    navigationSystem: 'Pivi Pro',
    region: 'IL',
    version: '2026.Q4',
    releasedAt: new Date('2026-10-29T00:00:00Z'),
    notesHe: 'עדכון מפות לרבעון הרביעי של 2026: הקו האדום של הרכבת הקלה, כבישים חדשים בנגב ו-1,200 נקודות עניין מעודכנות.',
    notesEn: 'Map update for the fourth quarter of 2026: the light rail Red Line, new roads in the Negev and 1,200 updated points of interest.',
  },
  {
    // Another region's newer release: proves the lookup keeps to the vehicle's own region.
    navigationSystem: 'Pivi Pro',
    region: 'EU',
    version: '2026.Q4.1',
    releasedAt: new Date('2026-11-20T00:00:00Z'),
    notesHe: 'מפות אירופה.',
    notesEn: 'Europe maps.',
  },
  {
    navigationSystem: 'InControl Touch Pro',
    region: 'IL',
    version: '2025.2',
    releasedAt: new Date('2025-09-08T00:00:00Z'),
    notesHe: 'מפות ישראל לשנת 2025, מהדורה שנייה.',
    notesEn: 'Israel maps for 2025, second edition.',
  },
  {
    navigationSystem: 'InControl Touch Pro',
    region: 'IL',
    version: '2026.1',
    releasedAt: new Date('2026-06-22T00:00:00Z'),
    notesHe: 'מפות ישראל לשנת 2026: כבישים חדשים, הגבלות מהירות מעודכנות ומצלמות אכיפה.',
    notesEn: 'Israel maps for 2026: new roads, updated speed limits and enforcement cameras.',
  },
].map((pkg) => ({ ...pkg, files: buildPackageFiles(pkg).map(({ name, size_bytes, sha256 }) => ({ name, size_bytes, sha256 })) }));

const campaigns = [
  {
    code: 'N424',
    titleHe: 'עדכון תוכנה למערכת Pivi Pro',
    titleEn: 'Pivi Pro software update',
    descriptionHe: 'במקרים נדירים מצלמת הרוורס עלולה שלא להופיע במסך. העדכון נמשך כשעה ואינו כרוך בתשלום.',
    descriptionEn: 'In rare cases the rear-view camera may not appear on the screen. The update takes about an hour and is free of charge.',
    active: true,
    vins: [VIN_CHECKER_AFFECTED_VIN, 'SALCA2BN9PH700456', 'SALEA7BW3N2081299'],
  },
  {
    code: 'H512',
    titleHe: 'החלפת תפס חגורת בטיחות אחורית',
    titleEn: 'Rear seat belt buckle replacement',
    descriptionHe: 'תפס חגורת הבטיחות במושב האחורי האמצעי יוחלף ללא תשלום.',
    descriptionEn: 'The centre rear seat belt buckle will be replaced free of charge.',
    active: true,
    vins: ['SALZA2BN7KH012345', VIN_CHECKER_AFFECTED_VIN],
  },
  {
    // Closed: its vehicles are no longer "affected".
    code: 'P101',
    titleHe: 'בדיקת צינור דלק (הסתיים)',
    titleEn: 'Fuel line inspection (closed)',
    descriptionHe: '',
    descriptionEn: '',
    active: false,
    vins: [MAP_UPDATE_DEMO_VIN],
  },
];

/** Registered vehicles, map-update packages and service campaigns for the VIN tools (issue 15, ADR 028); inserts only what is absent. */
export async function seedVehicleServices(tx: Tx): Promise<void> {
  await tx.insert(registeredVehicles).values(vehicles).onConflictDoNothing();
  await tx.insert(mapUpdatePackages).values(packages).onConflictDoNothing();
  await tx
    .insert(serviceCampaigns)
    .values(campaigns.map(({ vins: _vins, ...campaign }) => campaign))
    .onConflictDoNothing();
  await tx
    .insert(serviceCampaignVehicles)
    .values(campaigns.flatMap(({ code, vins }) => vins.map((vin) => ({ campaignCode: code, vin }))))
    .onConflictDoNothing();
}
