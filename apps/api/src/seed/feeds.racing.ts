/**
 * Five racing results files (the racing-results block's `url` select, B§3.2): Formula E-style races as a
 * results file holds them. Times are text as timing sheets print them; the winner has the race time, the
 * others a gap.
 */

export interface RaceResultRow {
  position: number | null;
  driver: string;
  team: string;
  number: number;
  laps: number;
  /** Race time of the winner, a gap for the others, or a status (DNF). */
  time: string;
  points: number;
}

export interface RaceResultsFile {
  event: string;
  round: number;
  season: string;
  circuit: string;
  city: string;
  country: string;
  date: string;
  laps: number;
  results: RaceResultRow[];
}

const POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

const DRIVERS = {
  evans: { driver: 'Mitch Evans', team: 'Jaguar TCS Racing', number: 9 },
  cassidy: { driver: 'Nick Cassidy', team: 'Jaguar TCS Racing', number: 37 },
  wehrlein: { driver: 'Pascal Wehrlein', team: 'TAG Heuer Porsche', number: 94 },
  dacosta: { driver: 'António Félix da Costa', team: 'TAG Heuer Porsche', number: 13 },
  rowland: { driver: 'Oliver Rowland', team: 'Nissan Formula E Team', number: 23 },
  vandoorne: { driver: 'Stoffel Vandoorne', team: 'Maserati MSG Racing', number: 2 },
  dennis: { driver: 'Jake Dennis', team: 'Andretti Formula E', number: 1 },
  buemi: { driver: 'Sébastien Buemi', team: 'Envision Racing', number: 16 },
  vergne: { driver: 'Jean-Éric Vergne', team: 'DS Penske', number: 25 },
  guenther: { driver: 'Maximilian Günther', team: 'DS Penske', number: 7 },
  dideus: { driver: 'Nyck de Vries', team: 'Mahindra Racing', number: 21 },
  frijns: { driver: 'Robin Frijns', team: 'Envision Racing', number: 4 },
} as const;

type DriverKey = keyof typeof DRIVERS;

/** Rows from an order of finishers (with gaps) and the retirements; points by finishing position. */
function rows(laps: number, winnerTime: string, finishers: Array<[DriverKey, string]>, retired: Array<[DriverKey, number]> = []): RaceResultRow[] {
  return [
    ...finishers.map(([key, gap], index) => ({
      position: index + 1,
      ...DRIVERS[key],
      laps,
      time: index === 0 ? winnerTime : gap,
      points: POINTS[index] ?? 0,
    })),
    ...retired.map(([key, lapsDone]) => ({ position: null, ...DRIVERS[key], laps: lapsDone, time: 'DNF', points: 0 })),
  ];
}

export const racingResultsFiles: Record<string, RaceResultsFile> = {
  'racing/results-1.json': {
    event: 'Mexico City E-Prix',
    round: 1,
    season: '2026',
    circuit: 'Autódromo Hermanos Rodríguez',
    city: 'Mexico City',
    country: 'Mexico',
    date: '2026-01-11',
    laps: 36,
    results: rows(36, '47:12.458', [
      ['evans', ''], ['wehrlein', '+1.204'], ['cassidy', '+3.877'], ['rowland', '+6.315'], ['dacosta', '+8.902'],
      ['dennis', '+10.441'], ['vandoorne', '+12.006'], ['buemi', '+14.530'], ['vergne', '+15.118'], ['frijns', '+17.724'],
    ], [['guenther', 21], ['dideus', 9]]),
  },
  'racing/results-2.json': {
    event: 'Diriyah E-Prix',
    round: 2,
    season: '2026',
    circuit: 'Riyadh Street Circuit',
    city: 'Diriyah',
    country: 'Saudi Arabia',
    date: '2026-02-14',
    laps: 37,
    results: rows(37, '45:58.013', [
      ['cassidy', ''], ['evans', '+0.612'], ['rowland', '+2.930'], ['vergne', '+5.004'], ['wehrlein', '+5.871'],
      ['buemi', '+9.245'], ['dacosta', '+11.380'], ['guenther', '+13.512'], ['dennis', '+16.097'], ['dideus', '+18.660'],
    ], [['vandoorne', 30], ['frijns', 12]]),
  },
  'racing/results-3.json': {
    event: 'Monaco E-Prix',
    round: 3,
    season: '2026',
    circuit: 'Circuit de Monaco',
    city: 'Monte Carlo',
    country: 'Monaco',
    date: '2026-05-02',
    laps: 29,
    results: rows(29, '46:31.770', [
      ['dacosta', ''], ['evans', '+2.118'], ['wehrlein', '+2.905'], ['vandoorne', '+4.761'], ['cassidy', '+7.333'],
      ['rowland', '+8.020'], ['frijns', '+10.954'], ['dennis', '+12.207'], ['guenther', '+14.889'], ['vergne', '+15.402'],
    ], [['buemi', 17]]),
  },
  'racing/results-4.json': {
    event: 'London E-Prix',
    round: 4,
    season: '2026',
    circuit: 'ExCeL London',
    city: 'London',
    country: 'United Kingdom',
    date: '2026-07-25',
    laps: 40,
    results: rows(40, '48:05.316', [
      ['evans', ''], ['cassidy', '+0.398'], ['dennis', '+4.117'], ['rowland', '+4.960'], ['buemi', '+7.283'],
      ['wehrlein', '+9.541'], ['dideus', '+11.806'], ['vergne', '+12.330'], ['dacosta', '+13.975'], ['guenther', '+16.502'],
    ], [['vandoorne', 25], ['frijns', 3]]),
  },
  'racing/results-5.json': {
    event: 'Berlin E-Prix',
    round: 5,
    season: '2026',
    circuit: 'Tempelhof Airport Street Circuit',
    city: 'Berlin',
    country: 'Germany',
    date: '2026-08-08',
    laps: 38,
    results: rows(38, '47:40.902', [
      ['wehrlein', ''], ['cassidy', '+1.645'], ['evans', '+2.077'], ['vergne', '+6.219'], ['rowland', '+6.840'],
      ['frijns', '+8.905'], ['dennis', '+11.113'], ['vandoorne', '+13.460'], ['buemi', '+14.021'], ['dideus', '+17.388'],
    ], [['dacosta', 33], ['guenther', 28]]),
  },
};
