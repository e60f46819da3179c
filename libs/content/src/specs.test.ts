import { describe, expect, it } from 'vitest';
import { fuelTypeText, isSpecKey, specKeys, specLabel, specText, specUnit } from './specs';

describe('spec formatting (A§3, A§5)', () => {
  it('lists every spec key once, in sheet order', () => {
    expect(specKeys[0]).toBe('fuel_type');
    expect(specKeys).toHaveLength(16);
    expect(new Set(specKeys).size).toBe(16);
    expect(isSpecKey('power_hp')).toBe(true);
    expect(isSpecKey('toString')).toBe(false);
    expect(isSpecKey(3)).toBe(false);
  });

  it('labels and units in both locales', () => {
    expect(specLabel('power_hp', 'he')).toBe('הספק');
    expect(specLabel('power_hp', 'en')).toBe('Power');
    expect(specUnit('torque_nm', 'en')).toBe('Nm');
    expect(specUnit('seats', 'he')).toBeNull();
  });

  it('writes engine capacity in litres with exactly one decimal, and other decimals by key', () => {
    expect(specText('engine_capacity_cc', 2996, 'en')).toBe('3.0 l');
    expect(specText('engine_capacity_cc', 1997, 'he')).toBe('2.0 ליטר');
    expect(specText('acceleration_0_100_s', 8, 'en')).toBe('8.0 s');
    expect(specText('power_hp', 249.4, 'en')).toBe('249 hp');
    expect(specText('electric_range_km', 1200, 'en')).toBe('1,200 km');
    expect(specText('seats', 7, 'he')).toBe('7');
  });

  it('words for enumerated values; unknown values as sent', () => {
    expect(specText('fuel_type', 'phev', 'he')).toBe('היברידי נטען (PHEV)');
    expect(specText('transmission', 'automatic_8', 'en')).toBe('8-speed automatic');
    expect(specText('drivetrain', 'awd', 'en')).toBe('All-wheel drive (AWD)');
    expect(specText('drivetrain', 'hover', 'en')).toBe('hover');
    expect(fuelTypeText('bev', 'en')).toBe('Battery electric (BEV)');
  });

  it('is empty when the spec does not apply', () => {
    expect(specText('battery_kwh', null, 'he')).toBe('');
    expect(specText('battery_kwh', undefined, 'he')).toBe('');
    expect(specText('battery_kwh', Number.NaN, 'he')).toBe('');
    expect(specText('fuel_type', '', 'he')).toBe('');
  });

  it('takes the unit the service sent over its own', () => {
    expect(specText('power_hp', 300, 'he', 'כוחות סוס')).toBe('300 כוחות סוס');
    expect(specText('power_hp', 300, 'he', null)).toBe('300');
  });
});
