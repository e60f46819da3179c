import { geoPointOf, parseRetailerContacts, parseRetailerServices, type Retailer } from '@lux/stock-locator';
import { OVERRIDABLE_CARD_STRINGS, type RetailerCardStrings } from './strings';
import type { Group } from './types';

/** The editor's cards as retailers; a card without a name is left out, broken JSON parts are skipped. */
export function retailersFromGroups(groups: readonly Group[]): { retailers: Retailer[]; problems: string[] } {
  const problems: string[] = [];
  const retailers: Retailer[] = [];
  groups.forEach((group, index) => {
    const name = group.name.trim();
    if (!name) {
      problems.push(`card ${index}: has no name`);
      return;
    }
    const contacts = parseRetailerContacts(group.contact_info, `card ${index} contact_info`);
    const services = parseRetailerServices(group.services, `card ${index} services`);
    problems.push(...contacts.problems, ...services.problems);
    const phone = contacts.items.find((contact) => contact.type === 'phone');
    const email = contacts.items.find((contact) => contact.type === 'email');
    retailers.push({
      id: `card-${index}`,
      name,
      dealerCode: '',
      address: group.address.trim(),
      city: group.city.trim(),
      postcode: '',
      locality: '',
      phone: phone?.label ?? '',
      email: email?.label ?? '',
      point: geoPointOf(group.latitude, group.longitude),
      openingHours: '',
      contacts: contacts.items,
      services: services.items,
      distanceKm: null,
    });
  });
  return { retailers, problems };
}

/**
 * The `translations` JSON over the block's strings: known names with non-empty text win; anything else
 * (broken JSON, another shape, unknown names) is reported and the page's own strings stay.
 */
export function withTranslations(
  strings: RetailerCardStrings,
  json: string,
): { strings: RetailerCardStrings; problems: string[] } {
  if (json.trim() === '') return { strings, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { strings, problems: ['translations: not valid JSON'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { strings, problems: ['translations: must be a JSON object'] };
  }
  const overrides: Partial<Record<(typeof OVERRIDABLE_CARD_STRINGS)[number], string>> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const known = (OVERRIDABLE_CARD_STRINGS as readonly string[]).includes(key);
    if (known && typeof value === 'string' && value.trim() !== '') {
      overrides[key as (typeof OVERRIDABLE_CARD_STRINGS)[number]] = value.trim();
    } else {
      problems.push(`translations: "${key}" is not a text the cards use`);
    }
  }
  return { strings: { ...strings, ...overrides }, problems };
}
