import { COLOUR_FAMILIES } from '../services/stock/query.js';
import { seedNameplates } from './catalogue.data.js';
import { seedDealers } from './dealers.data.js';
import {
  DRIVETRAINS,
  DRIVETRAINS_EN,
  ENGINE_TYPES,
  ENGINE_TYPES_EN,
  INTERIORS,
  INTERIORS_EN,
  TRANSMISSION_NAMES,
  TRANSMISSION_NAMES_EN,
  enginesText,
} from './stock.data.js';

/** The colour families the stock service groups colours into (its `colors` filter), in English. */
const COLOUR_FAMILIES_EN: Record<(typeof COLOUR_FAMILIES)[number], string> = {
  שחור: 'Black',
  לבן: 'White',
  אפור: 'Grey',
  כסף: 'Silver',
  כחול: 'Blue',
  ירוק: 'Green',
  אדום: 'Red',
  ברונזה: 'Bronze',
  אבן: 'Stone',
};

function pairs<K extends string>(
  hebrew: Readonly<Record<K, string>>,
  english: Readonly<Record<K, string>>,
): Array<[string, string]> {
  return (Object.keys(hebrew) as K[]).map((key) => [hebrew[key], english[key]]);
}

/**
 * Hebrew value text → English, for every text the demo stock shows as it is stored: engine types,
 * transmissions, drive, interiors, paint names, colour families, the engine line and the model's
 * display name, and the selling retailer's name and city. Merged into the `stock-locator-en` widget translations (A§7), which the English
 * stock locator uses to label cards and filters; the values themselves stay the filters' keys.
 */
export function stockValueLabelsEn(): Record<string, string> {
  const entries: Array<[string, string]> = [
    ...pairs(ENGINE_TYPES, ENGINE_TYPES_EN),
    ...pairs(TRANSMISSION_NAMES, TRANSMISSION_NAMES_EN),
    ...pairs(DRIVETRAINS, DRIVETRAINS_EN),
    ...INTERIORS.map((text, i): [string, string] => [text, INTERIORS_EN[i] ?? text]),
    ...COLOUR_FAMILIES.map((family): [string, string] => [family, COLOUR_FAMILIES_EN[family]]),
  ];
  for (const nameplate of seedNameplates) {
    entries.push([nameplate.nameHe, nameplate.nameEn]);
    for (const colour of nameplate.colours) entries.push([colour.nameHe, colour.nameEn]);
    for (const car of nameplate.vehicles) {
      entries.push([enginesText(car, 'he'), enginesText(car, 'en')]);
      entries.push([`${nameplate.nameHe} ${car.trim}`, `${nameplate.nameEn} ${car.trim}`]);
    }
  }
  // The selling retailer on a card: its name as the stock service composes it per brand, and its city.
  for (const dealer of seedDealers) {
    entries.push([dealer.nameHe, dealer.nameEn]);
    entries.push([`לנד רובר ${dealer.nameHe}`, `Land Rover ${dealer.nameEn}`]);
    entries.push([`יגואר ${dealer.nameHe}`, `Jaguar ${dealer.nameEn}`]);
    entries.push([dealer.cityHe, dealer.cityEn]);
  }
  return Object.fromEntries(entries.filter(([hebrew, english]) => hebrew !== english));
}
