import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRentalConfig, type RentalConfig } from './config';
import { EMPTY_SELECTION, availableVehicles, rentalTotal, tripProblems, vehicleProblems, type RentalSelection } from './selection';
import { rentalFields, rentalGroups } from './testing';

const config = parseRentalConfig(rentalFields, rentalGroups).config as RentalConfig;
const TODAY = '2026-11-27'; // a Friday
const trip: RentalSelection = { ...EMPTY_SELECTION, pickup: { kind: 'location', key: 'tlv' }, pickupDate: '2026-11-30', dropoffDate: '2026-12-03' };
const withSettings = (settings: Partial<RentalConfig['settings']>): RentalConfig => ({ ...config, settings: { ...config.settings, ...settings } });

describe('trip rules', () => {
  it.each<[string, Partial<RentalSelection>, RentalConfig, string[]]>([
    ['a valid trip', {}, config, []],
    ['no pick-up', { pickup: null }, config, ['pickup_required']],
    ['unknown pick-up', { pickup: { kind: 'location', key: 'eilat' } }, config, ['pickup_unknown']],
    ['custom pick-up not allowed', { pickup: { kind: 'custom', address: 'Herzl 1, Rishon' } }, config, ['custom_pickup_not_allowed']],
    ['custom pick-up allowed', { pickup: { kind: 'custom', address: 'Herzl 1, Rishon' } }, withSettings({ allowCustomPickup: true }), []],
    ['custom pick-up without address', { pickup: { kind: 'custom', address: ' ' } }, withSettings({ allowCustomPickup: true }), ['custom_address_required']],
    ['different drop-off allowed', { dropoff: { kind: 'location', key: 'haifa' } }, config, []],
    ['different drop-off not allowed', { dropoff: { kind: 'location', key: 'haifa' } }, withSettings({ allowDifferentDropoff: false }), ['different_dropoff_not_allowed']],
    ['same drop-off when not allowed', { dropoff: { kind: 'location', key: 'tlv' } }, withSettings({ allowDifferentDropoff: false }), []],
    ['custom drop-off not allowed', { dropoff: { kind: 'custom', address: 'Hotel Dan' } }, config, ['custom_dropoff_not_allowed']],
    ['custom drop-off allowed', { dropoff: { kind: 'custom', address: 'Hotel Dan' } }, withSettings({ allowCustomDropoff: true }), []],
    ['no dates', { pickupDate: null }, config, ['dates_required']],
    ['pick-up in the past', { pickupDate: '2026-11-26' }, config, ['pickup_date_unavailable']],
    ['pick-up on Sunday', { pickupDate: '2026-11-29' }, config, ['pickup_date_unavailable']],
    ['drop-off on Sunday', { dropoffDate: '2026-12-06' }, config, ['dropoff_date_unavailable']],
    ['drop-off before pick-up', { dropoffDate: '2026-11-28' }, config, ['dropoff_not_after_pickup']],
    ['same-day drop-off', { dropoffDate: '2026-11-30' }, config, ['dropoff_not_after_pickup']],
    ['pick-up today', { pickupDate: TODAY }, config, []],
  ])('%s', (_, change, cfg, problems) => {
    expect(tripProblems(cfg, { ...trip, ...change }, TODAY)).toEqual(problems);
  });
});

describe('vehicles', () => {
  it('offers the vehicles of the pick-up location (empty list = everywhere)', () => {
    expect(availableVehicles(config, { kind: 'location', key: 'tlv_airport' }).map((v) => v.key)).toEqual(['discovery', 'evoque']);
    expect(availableVehicles(config, { kind: 'custom', address: 'x' })).toHaveLength(3);
    expect(vehicleProblems(config, { ...trip, vehicleKey: 'evoque' })).toEqual(['vehicle_unavailable']);
    expect(vehicleProblems(config, { ...trip, vehicleKey: null })).toEqual(['vehicle_required']);
    expect(vehicleProblems(config, { ...trip, vehicleKey: 'defender' })).toEqual([]);
  });
});

describe('rentalTotal (agorot)', () => {
  const [seat, gps] = config.steps[0]!.extras.map((e) => e.id) as [string, string];
  it.each<[string, Partial<RentalSelection>, number]>([
    ['no vehicle', {}, 0],
    ['3 days of Defender', { vehicleKey: 'defender' }, 3 * 95_000],
    ['3 days of Evoque at 620.50', { vehicleKey: 'evoque' }, 3 * 62_050],
    ['+ 2 baby seats per day', { vehicleKey: 'defender', extras: { [seat]: 2 } }, 3 * 95_000 + 2 * 3 * 3_500],
    ['+ GPS once', { vehicleKey: 'defender', extras: { [gps]: true } }, 3 * 95_000 + 12_000],
    ['baby seats clamped to 10', { vehicleKey: 'defender', extras: { [seat]: 99 } }, 3 * 95_000 + 10 * 3 * 3_500],
    ['negative amount clamped to 0', { vehicleKey: 'defender', extras: { [seat]: -3 } }, 3 * 95_000],
    ['no dates', { vehicleKey: 'defender', pickupDate: null }, 0],
    ['one day', { vehicleKey: 'discovery', dropoffDate: '2026-12-01' }, 80_000],
  ])('%s', (_, change, total) => {
    expect(rentalTotal(config, { ...trip, ...change }).total).toBe(total);
  });

  it('lists the chosen extras with their cost', () => {
    const total = rentalTotal(config, { ...trip, vehicleKey: 'defender', extras: { [seat]: 1, [gps]: true } });
    expect(total.extras.map((l) => [l.extra.heading, l.quantity, l.cost])).toEqual([
      ['Baby seat', 1, 10_500],
      ['GPS', 1, 12_000],
    ]);
  });

  const selections = fc.record({
    days: fc.integer({ min: 0, max: 60 }),
    vehicle: fc.constantFrom('defender', 'discovery', 'evoque', 'none'),
    seats: fc.integer({ min: -20, max: 30 }),
    gps: fc.boolean(),
  });
  const at = ({ days, vehicle, seats, gps: on }: { days: number; vehicle: string; seats: number; gps: boolean }): RentalSelection => ({
    ...trip,
    pickupDate: '2026-11-30',
    dropoffDate: new Date(Date.UTC(2026, 10, 30 + days)).toISOString().slice(0, 10),
    vehicleKey: vehicle,
    extras: { [seat]: seats, [gps]: on },
  });

  it('is never negative and always a whole number of agorot', () => {
    fc.assert(fc.property(selections, (s) => {
      const { total } = rentalTotal(config, at(s));
      return total >= 0 && Number.isInteger(total);
    }));
  });

  it('never falls as the rental gets longer', () => {
    fc.assert(fc.property(selections, fc.integer({ min: 1, max: 30 }), (s, more) =>
      rentalTotal(config, at({ ...s, days: s.days + more })).total >= rentalTotal(config, at(s)).total,
    ));
  });
});
