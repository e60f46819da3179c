import type { FloatingButtonItem } from '@lux/shell';

/** Floating button items as the domain returns them, for tests and stories. */
export function floatingItems(entries: readonly [text: string, url: string, icon?: string, target?: '_self' | '_blank'][]): FloatingButtonItem[] {
  return entries.map(([text, url, icon = '', target = '_self']) => ({
    id: `${url}|${text}`,
    link: { url, text, target, type: '' },
    icon,
    dcStrategy: null,
  }));
}

export const englishItems = floatingItems([
  ['Book a test drive', '/test-drive', 'car'],
  ['Find a retailer', '/retailer-locator', 'location'],
  ['Request a brochure', '/brochure', 'document'],
  ['Offers and finance', '/offers-and-finance', 'calculator'],
  ['Contact us', '/contact-us', 'chat'],
]);

export const hebrewItems = floatingItems([
  ['לתיאום נסיעת מבחן', '/test-drive', 'car'],
  ['איתור סוכנות', '/retailer-locator', 'location'],
  ['להזמנת קטלוג', '/brochure', 'document'],
  ['מבצעים ומימון', '/offers-and-finance', 'calculator'],
  ['צור קשר', '/contact-us', 'chat'],
]);
