import { isNumberOrNull, isRecord, isString } from '../model-catalogue/guards';
import type { LinkValue } from '../shared/values';
import type { Offer } from './types';

function parseObject(text: string | undefined): Record<string, string> {
  if (!text || text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
  } catch {
    return {};
  }
}

/**
 * The button with the block's hidden fields added to its form (B§3.2 single offer: "hidden fields passed
 * on to its form"); the block's values win over the link's own. Other links are left as they are.
 */
export function withHiddenFields(link: LinkValue, hiddenFields: string): LinkValue {
  if (link.type !== 'form') return link;
  const merged = { ...parseObject(link.hidden_fields), ...parseObject(hiddenFields) };
  return Object.keys(merged).length === 0 ? link : { ...link, hidden_fields: JSON.stringify(merged) };
}

/** The loader's offer; undefined when the data is not what the loader sends (it failed). */
export function readOffer(data: unknown): Offer | null | undefined {
  if (!isRecord(data) || !('offer' in data)) return undefined;
  const offer = data['offer'];
  if (offer === null) return null;
  if (
    isRecord(offer) &&
    isString(offer['key']) &&
    isString(offer['name']) &&
    isString(offer['text']) &&
    typeof offer['priceFrom'] === 'number' &&
    isNumberOrNull(offer['leasePriceFrom'])
  ) {
    return offer as unknown as Offer;
  }
  return undefined;
}
