import { describe, expect, it } from 'vitest';
import { openingHoursFromText, parseOpeningHours, timeOfDay, weekDayIndex } from './retailers-hours';

const SUN_THU = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'];

describe('opening hours text', () => {
  it('reads the dealers’ Hebrew hours', () => {
    expect(openingHoursFromText("א'–ה' 08:30–18:00, ו' 08:30–13:00")).toEqual({
      hours: [
        { days: SUN_THU, opens: '08:30', closes: '18:00' },
        { days: ['Friday'], opens: '08:30', closes: '13:00' },
      ],
      problems: [],
    });
  });

  it('reads Hebrew day names, English abbreviations and wrapping ranges', () => {
    expect(openingHoursFromText('יום ראשון–חמישי 9:00-17:30').hours).toEqual([{ days: SUN_THU, opens: '09:00', closes: '17:30' }]);
    expect(openingHoursFromText('Sun–Thu 08:30–18:00; Fri 8.30-13.00').hours).toEqual([
      { days: SUN_THU, opens: '08:30', closes: '18:00' },
      { days: ['Friday'], opens: '08:30', closes: '13:00' },
    ]);
    expect(openingHoursFromText('Fr-Su 10:00-14:00').hours[0]!.days).toEqual(['Friday', 'Saturday', 'Sunday']);
  });

  it('reports what it cannot read and keeps the rest', () => {
    const read = openingHoursFromText("בתיאום מראש, ו' 08:30–13:00, Xx 09:00-10:00, א' 25:00-26:00");
    expect(read.hours).toEqual([{ days: ['Friday'], opens: '08:30', closes: '13:00' }]);
    expect(read.problems).toHaveLength(3);
  });

  it('knows the day tokens and times of day', () => {
    expect(weekDayIndex("ש'")).toBe(6);
    expect(weekDayIndex('ש׳')).toBe(6);
    expect(weekDayIndex('https://schema.org/Monday')).toBe(1);
    expect(weekDayIndex('tue')).toBe(2);
    expect(weekDayIndex('tuesday')).toBe(2);
    expect(weekDayIndex('tux')).toBeNull();
    expect(weekDayIndex('ת')).toBeNull();
    expect(timeOfDay('8:05')).toBe('08:05');
    expect(timeOfDay('24:00')).toBe('24:00');
    expect(timeOfDay('24:30')).toBeNull();
    expect(timeOfDay('12:60')).toBeNull();
    expect(timeOfDay(900)).toBeNull();
  });
});

describe('opening hours JSON (retailer schema field)', () => {
  it('reads objects with dayOfWeek or days as lists, ranges or schema.org URLs', () => {
    const read = parseOpeningHours(
      JSON.stringify([
        { dayOfWeek: ['Sunday', 'Monday'], opens: '08:00', closes: '17:00' },
        { days: 'Tu-Th', opens: '08:00', closes: '17:00' },
        { dayOfWeek: 'https://schema.org/Friday', opens: '08:00', closes: '12:00' },
        "ש' 10:00–12:00",
      ]),
    );
    expect(read.problems).toEqual([]);
    expect(read.hours.map((h) => h.days)).toEqual([['Sunday', 'Monday'], ['Tuesday', 'Wednesday', 'Thursday'], ['Friday'], ['Saturday']]);
  });

  it('skips broken entries with a problem, and never throws', () => {
    const read = parseOpeningHours([{ dayOfWeek: 'Someday', opens: '08:00', closes: '17:00' }, { days: 'Mo' }, 42, null]);
    expect(read.hours).toEqual([]);
    expect(read.problems).toHaveLength(4);
    expect(parseOpeningHours({ opens: '08:00' }).problems).toEqual(['opening hours must be a JSON list']);
    expect(parseOpeningHours('')).toEqual({ hours: [], problems: [] });
    expect(parseOpeningHours(null)).toEqual({ hours: [], problems: [] });
    expect(parseOpeningHours('[{"days": ').problems).toHaveLength(1);
  });
});
