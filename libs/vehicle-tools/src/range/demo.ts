/**
 * The demo range data file (A§7): the API seeds it into `data_files` under `RANGE_DATA_FILE_KEY`, and
 * stories and tests read the same figures. Illustrative figures, shaped like published WLTP ranges and
 * real-world loss curves, within the catalogue's 187–493 km (B§9); not manufacturer data.
 */
export const RANGE_DATA_FILE_KEY = 'range-calculator/range-data.json';

/** Where the block finds it: a content-service path (the site proxies it as `/api/content/data-files/…`). */
export const RANGE_DATA_FILE_PATH = `/data-files/${RANGE_DATA_FILE_KEY}`;

export const demoRangeDataFile = {
  version: 1,
  description: 'Range calculator demo figures (illustrative, not manufacturer data). See @lux/vehicle-tools range/format.ts.',
  factors: {
    profile: { city: 1.08, mixed: 1, motorway: 0.9 },
    speed: [
      [50, 1.12],
      [70, 1.06],
      [90, 1],
      [110, 0.86],
      [130, 0.74],
    ],
    temperature: [
      [-10, 0.72],
      [0, 0.82],
      [10, 0.93],
      [20, 1],
      [25, 1],
      [35, 0.95],
    ],
    climate: [
      [-10, 0.86],
      [0, 0.9],
      [10, 0.96],
      [20, 0.99],
      [25, 0.97],
      [35, 0.92],
    ],
    wheels: { '21': 1, '22': 0.97, '23': 0.94 },
  },
  models: [
    {
      key: 'range-rover-electric',
      name: { he: "ריינג' רובר חשמלי", en: 'Range Rover Electric', ar: 'رينج روفر الكهربائية', ru: 'Range Rover Electric' },
      wltp_range_km: 470,
    },
    {
      key: 'range-rover-sport-phev',
      name: { he: "ריינג' רובר ספורט PHEV", en: 'Range Rover Sport PHEV', ar: 'رينج روفر سبورت PHEV', ru: 'Range Rover Sport PHEV' },
      wltp_range_km: 340,
      factors: { wheels: { '21': 1, '22': 0.97, '23': 0.95 } },
    },
    {
      key: 'defender-110-phev',
      name: { he: 'דיפנדר 110 PHEV', en: 'Defender 110 PHEV', ar: 'ديفندر 110 PHEV', ru: 'Defender 110 PHEV' },
      wltp_range_km: 290,
      factors: {
        profile: { city: 1.1, mixed: 1, motorway: 0.86 },
        wheels: { '20': 1, '22': 0.96 },
      },
    },
  ],
} as const;
