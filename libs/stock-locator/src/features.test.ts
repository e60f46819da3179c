import { describe, expect, it } from 'vitest';
import { noStockFeatures, stockFeaturesFromConfig } from './features';

describe('stockFeaturesFromConfig (A§9 additional stock features, stock markets)', () => {
  it('reads flags and the market from a JSON:API company config resource', () => {
    const resource = {
      id: '1',
      type: 'company_configs',
      attributes: { config_type: 'additional', data: { postcode_search: true, owner_visible: 'true', market: 'Overseas' } },
    };
    expect(stockFeaturesFromConfig(resource)).toEqual({
      features: { postcode_search: true, owner_visible: true, display_selected_vehicles: false, postcode_filter: false },
      market: 'overseas',
      cardAttributes: null,
      cardIcons: null,
    });
  });

  it('reads the configured card attribute and icon lists as strings', () => {
    const read = stockFeaturesFromConfig({ card_attributes: ['mileage', 7, ' vin '], card_icons: 'power, color' });
    expect(read.cardAttributes).toEqual(['mileage', 'vin']);
    expect(read.cardIcons).toEqual(['power', 'color']);
    expect(stockFeaturesFromConfig({ card_icons: [] }).cardIcons).toBeNull();
  });

  it('accepts a listed feature, a flattened item and a plain data object', () => {
    expect(stockFeaturesFromConfig({ additional_features: ['display_selected_vehicles', 7] }).features.display_selected_vehicles).toBe(true);
    expect(stockFeaturesFromConfig({ config_type: 'additional', data: { postcode_filter: 1, stock_market: 'mobility' } })).toMatchObject({
      features: { postcode_filter: true },
      market: 'mobility',
    });
  });

  it('never throws: bad input turns every feature off and gives no market', () => {
    for (const bad of [null, undefined, 'postcode_search', [], { postcode_search: 'yes', market: 'mars' }, { attributes: 5 }]) {
      expect(stockFeaturesFromConfig(bad)).toEqual(noStockFeatures);
    }
  });
});
