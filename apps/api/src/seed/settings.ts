/**
 * Settings the site needs on a fresh install. Every value is a string (JSON ones included), and an
 * empty string means "use the site's own default" (its origin, its not-found page).
 */
export const seedSettings: Readonly<Record<string, string>> = {
  'meta.title_divider': '|',
  'meta.app_name': 'לנד רובר ישראל',
  'search.popup.enabled': 'false',
  'navigation.disabled_on_pages': '[]',
  'theme.name': 'light',
  'price.symbol': '₪',
  'price.currency_iso': 'ILS',
  'price.delimiter': ',',
  'price.format': '% ^',
  'price.lease_string': '% ^ / לחודש',
  'price.subscribe_string': 'החל מ-% ^ / לחודש',
  'price.stock_format': '% ^',
  'price.general_format': '^%',
  'price.offer_string': 'החל מ-@',
  'price.double_price.enabled': 'false',
  'price.double_price.symbol': 'EUR',
  'price.double_price.rate': '1',
  'price.double_price.decimals': '0',
  page_not_found: '',
  'site.host_name': '',
  'site.base_path': '',
};
