/**
 * Opening hours of a retailer as schema.org OpeningHoursSpecification (B§3.2 retailer schemas). Read
 * from the editor's JSON (`opening_hours`) or from the dealer's text ("א'–ה' 08:30–18:00, ו' 08:30–13:00",
 * "Sun–Thu 08:30–18:00"); whatever cannot be read is reported and left out, never guessed.
 */
import { isRecord } from './values';

export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface OpeningHours {
  readonly days: readonly WeekDay[];
  /** 24-hour `HH:MM`. */
  readonly opens: string;
  /** 24-hour `HH:MM` (24:00 allowed). */
  readonly closes: string;
}

export interface OpeningHoursResult {
  readonly hours: OpeningHours[];
  /** What was left out and why; the caller logs it. */
  readonly problems: string[];
}

const HEBREW_DAYS = 'אבגדהוש';
const HEBREW_DAY_NAMES = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'];
const ENGLISH_DAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/** Sunday = 0. Hebrew day letters (with or without geresh), English names and abbreviations, schema.org URLs. */
export function weekDayIndex(token: string): number | null {
  const clean = token
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .replace(/^יום\s*/, '')
    .replace(/['׳"״.]/g, '')
    .toLowerCase();
  if (clean.length === 1 && HEBREW_DAYS.includes(clean)) return HEBREW_DAYS.indexOf(clean);
  if (HEBREW_DAY_NAMES.includes(clean)) return HEBREW_DAY_NAMES.indexOf(clean);
  const full = WEEK_DAYS.findIndex((day) => day.toLowerCase() === clean);
  if (full >= 0) return full;
  if (clean.length >= 2 && clean.length <= 3) {
    const short = ENGLISH_DAYS.indexOf(clean.slice(0, 2));
    if (short >= 0 && WEEK_DAYS[short]!.toLowerCase().startsWith(clean)) return short;
  }
  return null;
}

/** `8:30` → `08:30`; null unless a real time of day (`24:00` allowed as a closing time). */
export function timeOfDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Days from `from` to `to` inclusive, wrapping past Saturday. */
function dayRange(from: number, to: number): WeekDay[] {
  const days: WeekDay[] = [];
  for (let day = from; ; day = (day + 1) % 7) {
    days.push(WEEK_DAYS[day]!);
    if (day === to || days.length === 7) return days;
  }
}

const DASH = '[-–—]';
const DAY = `(?:יום\\s*)?(?:${HEBREW_DAY_NAMES.join('|')}|[א-ת]['׳]?)|[A-Za-z]{2,9}`;
const TIME = '\\d{1,2}[:.]\\d{2}';
const SEGMENT = new RegExp(`(${DAY})(?:\\s*${DASH}\\s*(${DAY}))?\\s*:?\\s+(${TIME})\\s*${DASH}\\s*(${TIME})`, 'u');

/** Reads opening-hours text: comma- or semicolon-separated "days time–time" segments. */
export function openingHoursFromText(text: string): OpeningHoursResult {
  const hours: OpeningHours[] = [];
  const problems: string[] = [];
  const segments = text.split(/[,;\n]/).map((part) => part.trim()).filter(Boolean);
  for (const segment of segments) {
    const match = SEGMENT.exec(segment);
    const from = match ? weekDayIndex(match[1]!) : null;
    const to = match?.[2] ? weekDayIndex(match[2]) : from;
    const opens = timeOfDay(match?.[3]);
    const closes = timeOfDay(match?.[4]);
    if (from === null || to === null || !opens || !closes) {
      problems.push(`opening hours "${segment}" could not be read`);
      continue;
    }
    hours.push({ days: dayRange(from, to), opens, closes });
  }
  return { hours, problems };
}

function daysOf(value: unknown): WeekDay[] | null {
  const tokens = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s*,\s*/) : null;
  if (!tokens || tokens.length === 0) return null;
  const days: WeekDay[] = [];
  for (const token of tokens) {
    if (typeof token !== 'string') return null;
    const range = token.split(new RegExp(`\\s*${DASH}\\s*`));
    const from = weekDayIndex(range[0] ?? '');
    const to = range.length === 2 ? weekDayIndex(range[1]!) : from;
    if (from === null || to === null || range.length > 2) return null;
    for (const day of dayRange(from, to)) if (!days.includes(day)) days.push(day);
  }
  return days;
}

/**
 * The editor's `opening_hours` JSON: a list of `{ dayOfWeek | days, opens, closes }` objects (days as
 * names, abbreviations, ranges or schema.org URLs) or text entries. Accepts the parsed value or its text.
 */
export function parseOpeningHours(value: unknown): OpeningHoursResult {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return { hours: [], problems: [] };
    try {
      list = JSON.parse(value);
    } catch {
      return openingHoursFromText(value);
    }
  }
  if (list === null || list === undefined) return { hours: [], problems: [] };
  if (!Array.isArray(list)) return { hours: [], problems: ['opening hours must be a JSON list'] };
  const hours: OpeningHours[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, index) => {
    if (typeof entry === 'string') {
      const read = openingHoursFromText(entry);
      hours.push(...read.hours);
      problems.push(...read.problems);
      return;
    }
    const days = isRecord(entry) ? daysOf(entry['dayOfWeek'] ?? entry['days']) : null;
    const opens = isRecord(entry) ? timeOfDay(entry['opens']) : null;
    const closes = isRecord(entry) ? timeOfDay(entry['closes']) : null;
    if (!days || !opens || !closes) problems.push(`opening hours entry ${index} needs days, opens and closes`);
    else hours.push({ days, opens, closes });
  });
  return { hours, problems };
}
