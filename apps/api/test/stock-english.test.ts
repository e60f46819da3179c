import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILIES } from '../src/services/stock/query.js';
import { seedDealers } from '../src/seed/dealers.data.js';
import { seedSettings } from '../src/seed/settings.js';
import { seedStockTranslations } from '../src/seed/stock.config.js';
import { generateStockVehicles } from '../src/seed/stock.data.js';

const HEBREW = /[\u0590-\u05FF]/;
const english = seedStockTranslations.find((t) => t.key === 'stock-locator-en')!.data;
const hebrew = seedStockTranslations.find((t) => t.key === 'stock-locator-he')!.data;

/** The value texts a stock card or filter shows as stored (A§3 card fields, the checkbox facets). */
function shownTexts(vehicle: ReturnType<typeof generateStockVehicles>[number]): string[] {
  const a = vehicle.attributes;
  return [
    vehicle.nameplateName,
    vehicle.version,
    vehicle.engineType,
    vehicle.transmission,
    vehicle.colorName,
    String(a['drivetrain']),
    String(a['interior_color']),
    String(a['engines']),
    String(a['model_display_name']),
  ];
}

describe('English stock data (issue 16: English pages show English vehicle data)', () => {
  it('gives every Hebrew value text of the demo stock an English label free of Hebrew', () => {
    const missing = new Set<string>();
    for (const vehicle of generateStockVehicles()) {
      for (const text of shownTexts(vehicle)) {
        if (!HEBREW.test(text)) continue;
        const label = english[text];
        if (label === undefined || HEBREW.test(label) || label.trim() === '') missing.add(text);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('names every seeded retailer, as the stock service composes it per brand, and its city in English', () => {
    for (const dealer of seedDealers) {
      // serialise.ts: owner_metadata.display_name_lr / display_name_jag from the Hebrew name.
      const landRover = dealer.nameHe.replace('לוקס מוטורס', 'לנד רובר לוקס מוטורס');
      const jaguar = dealer.nameHe.replace('לוקס מוטורס', 'יגואר לוקס מוטורס');
      expect([english[landRover], english[jaguar], english[dealer.cityHe]]).toEqual([
        `Land Rover ${dealer.nameEn}`,
        `Jaguar ${dealer.nameEn}`,
        dealer.cityEn,
      ]);
    }
  });

  it('labels the colour families of the colours filter', () => {
    expect(COLOUR_FAMILIES.map((family) => english[family])).toEqual([
      'Black',
      'White',
      'Grey',
      'Silver',
      'Blue',
      'Green',
      'Red',
      'Bronze',
      'Stone',
    ]);
  });

  it('keeps the widget texts, and adds no value labels to the Hebrew dictionary', () => {
    expect(english['filters']).toBe('Filters');
    expect(english['results']).toBe('{{count}} vehicles');
    expect(english['דיזל מיילד-היברידי']).toBe('Mild-hybrid diesel');
    expect(english['הנעה כפולה']).toBe('All-wheel drive');
    expect(hebrew['דיזל מיילד-היברידי']).toBeUndefined();
    expect(Object.values(english).filter((text) => HEBREW.test(text))).toEqual([]);
  });

  it('has English price strings for the English site (settings `key:en`)', () => {
    for (const key of ['price.lease_string', 'price.subscribe_string', 'price.offer_string']) {
      expect(HEBREW.test(seedSettings[key] ?? '')).toBe(true);
      const value = seedSettings[`${key}:en`];
      expect(value, key).toBeDefined();
      expect(HEBREW.test(value!)).toBe(false);
      // The same placeholders: % the symbol, ^ the amount, @ the formatted price.
      expect(value!.replace(/[^%^@]/g, '')).toBe(seedSettings[key]!.replace(/[^%^@]/g, ''));
    }
  });
});
