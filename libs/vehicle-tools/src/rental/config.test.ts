import { describe, expect, it } from 'vitest';
import { parseRentalConfig, translate } from './config';
import { rentalFields, rentalGroups } from './testing';

describe('parseRentalConfig', () => {
  it('reads locations, vehicles (agorot), extras and settings', () => {
    const { config, problems } = parseRentalConfig(rentalFields, rentalGroups);
    expect(problems).toEqual([]);
    expect(config?.locations.map((l) => l.key)).toEqual(['tlv', 'tlv_airport', 'haifa']);
    expect(config?.locations[0]?.coordinates).toEqual({ lat: 32.0744, lng: 34.7925 });
    expect(config?.vehicles.map((v) => v.dailyPrice)).toEqual([95_000, 80_000, 62_050]);
    expect(config?.vehicles[1]?.specification).toEqual(['Seats: 7']);
    expect(config?.steps[0]?.extras.map((e) => [e.kind, e.charge, e.price])).toEqual([
      ['controller', 'per_day', 3_500],
      ['toggler', 'per_rental', 12_000],
    ]);
    expect(config?.settings).toMatchObject({ allowDifferentDropoff: true, disabledWeekdays: [0], dateLocale: 'en', dateOptions: { dateStyle: 'medium' } });
    expect(config?.hiddenFieldMapping).toEqual({ pickup_location: 'rental_pickup', total: 'rental_total', summary: 'rental_summary' });
  });

  it.each([
    ['locations', '[{"name_key": '],
    ['vehicles', 'not json'],
  ])('bad JSON in %s makes the block unusable, with a problem, never a throw', (field, raw) => {
    const { config, problems } = parseRentalConfig({ ...rentalFields, [field]: raw }, rentalGroups);
    expect(config).toBeNull();
    expect(problems).toContain(`${field}: not valid JSON`);
  });

  it('bad settings or groups fall back and say so', () => {
    const { config, problems } = parseRentalConfig({ ...rentalFields, additional_settings: '{oops', translations: 42 }, [{ heading: 'x', items: '{' }, null]);
    expect(config?.settings.allowDifferentDropoff).toBe(false);
    expect(config?.steps).toEqual([]);
    expect(problems).toEqual(expect.arrayContaining(['additional_settings: not valid JSON', 'groups[0].items: not valid JSON']));
  });

  it('caps controllers at 10 (the baby seat limit) and clamps the start value', () => {
    const items = [{ heading: 'Seat', price: 10, controller: { amount: { min: 1, max: 25, value: 40 } } }];
    const { config, problems } = parseRentalConfig(rentalFields, [{ heading: 'E', items }]);
    expect(config?.steps[0]?.extras[0]).toMatchObject({ min: 1, max: 10, initial: 10 });
    expect(problems).toContain('g0-0: max above 10, capped');
  });

  it('reads sections with subitems and drops entries that are neither controller nor toggler', () => {
    const items = [{ heading: 'Safety', subitems: [{ heading: 'Seat', price: 5, controller: { amount: { max: 2 } } }, { heading: 'Nothing' }] }];
    const { config, problems } = parseRentalConfig(rentalFields, [{ heading: 'E', items }]);
    expect(config?.steps[0]?.extras.map((e) => e.id)).toEqual(['g0-0-0']);
    expect(problems).toContain('g0-0-1: neither a controller nor a toggler');
  });

  it('skips vehicles without a positive daily price and weekdays outside 0–6; keeps at most 4 groups', () => {
    const vehicles = JSON.stringify([{ display_name: 'Free', price: { daily: 0 } }, { display_name: 'Ok', price: { daily: '300' } }]);
    const settings = JSON.stringify({ datepicker_disabled_days: [6, 7, 'x', 6] });
    const { config, problems } = parseRentalConfig({ ...rentalFields, vehicles, additional_settings: settings }, Array(5).fill(rentalGroups[0]));
    expect(config?.vehicles.map((v) => v.key)).toEqual(['Ok']);
    expect(config?.settings.disabledWeekdays).toEqual([6]);
    expect(config?.steps).toHaveLength(4);
    expect(problems).toEqual(expect.arrayContaining(['vehicles[0]: no positive price.daily', 'groups: at most 4, the rest ignored']));
  });

  it('translates by locale, language, then the shared words', () => {
    const { config } = parseRentalConfig({ ...rentalFields, translations: { he: { a: 'א' }, b: 'B' } }, []);
    expect(translate(config!, 'he-IL', 'a', '-')).toBe('א');
    expect(translate(config!, 'en', 'b', '-')).toBe('B');
    expect(translate(config!, 'en', 'a', '-')).toBe('-');
  });
});
