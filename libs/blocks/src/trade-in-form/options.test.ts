import { describe, expect, it } from 'vitest';
import { tradeInOptionsFixture } from '../forms/fixtures';
import { coveredFields, emptyVehicle, readTradeInOptions, vehicleValues } from './options';

describe('trade-in options (A§3, A§7 /trade_in/form_options)', () => {
  it('keeps well-formed entries, models with their brand, and refuses an answer without brands', () => {
    expect(
      readTradeInOptions({
        brands: [{ value: 'toyota', label: 'טויוטה' }, { value: '' }, 'x'],
        models: [{ brand: 'toyota', value: 'corolla', label: 'Corolla' }, { value: 'orphan' }],
        bodyTypes: [{ value: 'suv' }],
        fuelTypes: null,
      }),
    ).toEqual({
      brands: [{ value: 'toyota', label: 'טויוטה' }],
      models: [{ brand: 'toyota', value: 'corolla', label: 'Corolla' }],
      bodyTypes: [{ value: 'suv', label: 'suv' }],
      fuelTypes: [],
    });
    expect(readTradeInOptions({ brands: [] })).toBeNull();
    expect(readTradeInOptions('nope')).toBeNull();
  });

  it("writes the car into the definition's fields: A§3 names as they are, or the seeded summary fields", () => {
    const vehicle = { ...emptyVehicle, brand: 'toyota', model: 'corolla', mileage: '120000', registrationDate: '2019-05-01', registration: '12-345-67' };
    expect(vehicleValues(vehicle, tradeInOptionsFixture, new Set(['current_car', 'car_year', 'mileage']))).toEqual({
      current_car: 'טויוטה Corolla',
      car_year: '2019',
      mileage: '120000',
    });
    expect(vehicleValues(vehicle, null, new Set(['brand', 'model', 'registration_date', 'registration']))).toEqual({
      brand: 'toyota',
      model: 'corolla',
      registration_date: '2019-05-01',
      registration: '12-345-67',
    });
    expect(coveredFields(new Set(['current_car', 'car_year', 'mileage', 'full_name']))).toEqual(['mileage', 'current_car', 'car_year']);
  });
});
