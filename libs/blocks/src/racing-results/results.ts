/** A racing results file as stored in data_files (`racing/results-n.json`), and how the block reads it. */

export interface ResultRow {
  position: number | null;
  driver: string;
  team: string;
  number: number | null;
  laps: number | null;
  time: string;
  points: number;
}

export interface RaceResults {
  event: string;
  circuit: string;
  city: string;
  country: string;
  date: string;
  round: number | null;
  rows: ResultRow[];
}

/** The data-files path of a results file; only the five known names (the field's select) are read. */
export function resultsPath(file: string): string | null {
  return /^results-[1-5]\.json$/.test(file) ? `/data-files/racing/${file}` : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads a results file; rows without a driver are dropped; throws when it is not a results file at all. */
export function parseRaceResults(body: unknown): RaceResults {
  if (!isRecord(body) || !Array.isArray(body['results'])) throw new Error('racing results: not a results file');
  const rows = body['results']
    .filter(isRecord)
    .map((row): ResultRow => ({
      position: num(row['position']),
      driver: str(row['driver']).trim(),
      team: str(row['team']),
      number: num(row['number']),
      laps: num(row['laps']),
      time: str(row['time']),
      points: num(row['points']) ?? 0,
    }))
    .filter((row) => row.driver !== '');
  return {
    event: str(body['event']),
    circuit: str(body['circuit']),
    city: str(body['city']),
    country: str(body['country']),
    date: str(body['date']),
    round: num(body['round']),
    rows,
  };
}

/** The race day as the locale writes it; the file's date is a calendar day (no time zone). */
export function raceDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
