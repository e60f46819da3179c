import { DEFAULT_FUEL_SCORING, FUEL_SCORING_SETTING } from '@lux/vehicle-tools';
import { orderSettings } from './orders.js';

/** The words of a smaller site's chrome (Arabic, Russian): its app name, price texts, footer and quick links. */
interface ChromeWords {
  appName: string;
  lease: string;
  subscribe: string;
  offer: string;
  modelsAndStock: string;
  defender: string;
  stock: string;
  followUs: string;
  call: string;
  middleHtml: string;
  bottomHtml: string;
}

const SOCIAL_LINKS = [
  { type: 'social', label: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/LandRoverIsrael', target: '_blank' },
  { type: 'social', label: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/landroverisrael', target: '_blank' },
  { type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/@LandRover', target: '_blank' },
];

/**
 * A smaller site's chrome settings (`key:locale`), one shape for every such language: its pages are the
 * home page, Defender and the stock search, so the footer and the quick links name those two and a call.
 */
function localeChrome(locale: 'ar' | 'ru', words: ChromeWords): Record<string, string> {
  const defender = `/${locale}/models/defender`;
  const stock = `/${locale}/stock`;
  return {
    [`meta.app_name:${locale}`]: words.appName,
    [`price.lease_string:${locale}`]: words.lease,
    [`price.subscribe_string:${locale}`]: words.subscribe,
    [`price.offer_string:${locale}`]: words.offer,
    [`footer.columns:${locale}`]: JSON.stringify([
      {
        heading: words.modelsAndStock,
        heading_level: 'h2',
        rows: [
          [
            { label: words.defender, url: defender },
            { label: words.stock, url: stock },
          ],
        ],
      },
      { heading: words.followUs, heading_level: 'h2', rows: [SOCIAL_LINKS] },
    ]),
    [`footer.secondary_links:${locale}`]: '[]',
    [`footer.middle_html:${locale}`]: words.middleHtml,
    [`footer.bottom_html:${locale}`]: words.bottomHtml,
    [`fab.items:${locale}`]: JSON.stringify([
      { link: { url: defender, link_text: words.defender, target: '_self', type: 'internal' }, icon: 'car' },
      { link: { url: stock, link_text: words.stock, target: '_self', type: 'internal' }, icon: 'location' },
      { link: { url: 'tel:+97235551234', link_text: words.call, target: '_self', type: 'external' }, icon: 'phone' },
    ]),
  };
}

/**
 * Settings the site needs on a fresh install. Every value is a string (JSON ones included), and an
 * empty string means "use the site's own default" (its origin, its not-found page).
 */
export const seedSettings: Readonly<Record<string, string>> = {
  'meta.title_divider': '|',
  'meta.app_name': 'לנד רובר ישראל',
  'meta.app_name:en': 'Land Rover Israel',
  // A§2: the demo has site search; any value but "true" hides the popup.
  'search.popup.enabled': 'true',
  // A§5: the footer's search bar opens the same popup.
  'footer.search_enabled': 'true',
  'navigation.disabled_on_pages': '[]',
  // A§2 navigation kinds: main site-wide; the light one on redesigned pages, the logo only on the
  // battery-electric model page. `navigation.naas` takes {"origin","enabled","disabled","logo"}.
  'navigation.kind': 'main',
  'navigation.naas': '',
  'navigation.light_on_pages': '["/offers"]',
  'navigation.logo_only_on_pages': '["/models/range-rover-electric"]',
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
  // The English site's price texts (`key:en` replaces `key` on /en pages).
  'price.lease_string:en': '% ^ / month',
  'price.subscribe_string:en': 'From % ^ / month',
  'price.offer_string:en': 'From @',
  'price.double_price.enabled': 'false',
  'price.double_price.symbol': 'EUR',
  'price.double_price.rate': '1',
  'price.double_price.decimals': '0',
  // Issue 15: "from ₪X a month" on stock cards and the showroom (@lux/pricing `parseMonthlyPriceSetting`):
  // an Israeli Spitzer loan, 20–50 % down (30 % shown), 5 years, the product's 5.9 % rate.
  'finance.monthly_price': JSON.stringify({
    finance_product: 'IsraelSpitzerLoan',
    enabled: true,
    input_configuration: {
      down_payment: { label: 'מקדמה', min: 20, max: 50, default: 30, interval: 5, unit: '%' },
      duration: { label: 'תקופה', min: 5, max: 5, default: 5, interval: 1, unit: 'years' },
      interest_rate: { label: 'ריבית', min: 0, max: 0, default: 0, interval: 0, unit: '%' },
    },
  }),
  // Chrome (A§5): the footer and the floating quick links. Popups stay off until an editor sets them.
  'footer.columns': JSON.stringify([
    {
      heading: 'דגמים',
      heading_level: 'h2',
      rows: [
        [
          { label: 'דיפנדר', url: '/models/defender' },
          { label: 'דיסקברי', url: '/models/discovery' },
          { label: "ריינג' רובר", url: '/models/range-rover' },
        ],
      ],
    },
    {
      heading: 'רכישה ושירות',
      heading_level: 'h2',
      rows: [
        [
          { label: 'מבצעים ומימון', url: '/offers' },
          { label: 'צרו קשר', url: '/contact' },
          { label: 'כל הבלוקים', url: '/all-blocks' },
        ],
      ],
    },
    {
      heading: 'עקבו אחרינו',
      heading_level: 'h2',
      rows: [
        [
          {
            type: 'social',
            label: 'פייסבוק',
            icon: 'facebook',
            url: 'https://www.facebook.com/LandRoverIsrael',
            target: '_blank',
          },
          {
            type: 'social',
            label: 'אינסטגרם',
            icon: 'instagram',
            url: 'https://www.instagram.com/landroverisrael',
            target: '_blank',
          },
          {
            type: 'social',
            label: 'יוטיוב',
            icon: 'youtube',
            url: 'https://www.youtube.com/@LandRover',
            target: '_blank',
          },
        ],
      ],
    },
  ]),
  'footer.secondary_links': JSON.stringify([
    { label: 'מדיניות פרטיות', url: '/privacy' },
    { label: 'מדיניות עוגיות', url: '/cookies' },
    { label: 'תנאי שימוש', url: '/terms' },
    { label: 'הצהרת נגישות', url: '/accessibility' },
  ]),
  'footer.middle_html': '<p>לנד רובר ישראל – היבואן הרשמי של לנד רובר בישראל.</p>',
  'footer.bottom_html': '<p>© 2026 לנד רובר ישראל. כל הזכויות שמורות. המחירים כוללים מע״מ.</p>',
  'fab.items': JSON.stringify([
    {
      link: { url: '/contact', link_text: 'תיאום נסיעת מבחן', target: '_self', type: 'internal' },
      icon: 'test-drive',
    },
    // Issue 12, dynamic content (A§3 dc_strategy): on pages whose address names a Land Rover model the
    // Land Rover offers, everywhere else (Jaguar pages, the home page) the Jaguar ones. One of the two
    // shows on any page, so the button keeps four items (the desktop limit) and three on mobile.
    {
      link: { url: '/offers', link_text: 'מבצעי לנד רובר', target: '_self', type: 'internal' },
      icon: 'calculator',
      dc_strategy: { key: 'url_brand', value: 'any_lr', fallback: false },
    },
    {
      link: { url: '/models/f-pace', link_text: 'מבצעי יגואר', target: '_self', type: 'internal' },
      icon: 'calculator',
      dc_strategy: { key: 'url_brand', value: 'any_lr', fallback: true },
    },
    {
      link: { url: 'tel:+97235551234', link_text: 'התקשרו אלינו', target: '_self', type: 'external' },
      icon: 'phone',
    },
    {
      link: { url: '/models/defender', link_text: 'דיפנדר', target: '_self', type: 'internal' },
      icon: 'car',
    },
  ]),
  // The English site's chrome: the same keys with ':en' (localiseSettings), English text and /en paths.
  'footer.columns:en': JSON.stringify([
    {
      heading: 'Models',
      heading_level: 'h2',
      rows: [
        [
          { label: 'Defender', url: '/en/models/defender' },
          { label: 'Discovery', url: '/en/models/discovery' },
          { label: 'Range Rover', url: '/en/models/range-rover' },
        ],
      ],
    },
    {
      heading: 'Buying and service',
      heading_level: 'h2',
      rows: [
        [
          { label: 'Offers and finance', url: '/en/offers' },
          { label: 'Contact us', url: '/en/contact' },
          { label: 'All blocks', url: '/en/all-blocks' },
        ],
      ],
    },
    {
      heading: 'Follow us',
      heading_level: 'h2',
      rows: [
        [
          {
            type: 'social',
            label: 'Facebook',
            icon: 'facebook',
            url: 'https://www.facebook.com/LandRoverIsrael',
            target: '_blank',
          },
          {
            type: 'social',
            label: 'Instagram',
            icon: 'instagram',
            url: 'https://www.instagram.com/landroverisrael',
            target: '_blank',
          },
          {
            type: 'social',
            label: 'YouTube',
            icon: 'youtube',
            url: 'https://www.youtube.com/@LandRover',
            target: '_blank',
          },
        ],
      ],
    },
  ]),
  'footer.secondary_links:en': JSON.stringify([
    { label: 'Privacy policy', url: '/en/privacy' },
    { label: 'Cookie policy', url: '/en/cookies' },
    { label: 'Terms of use', url: '/en/terms' },
    { label: 'Accessibility statement', url: '/en/accessibility' },
  ]),
  'footer.middle_html:en': '<p>Land Rover Israel – the official importer of Land Rover in Israel.</p>',
  'footer.bottom_html:en': '<p>© 2026 Land Rover Israel. All rights reserved. Prices include VAT.</p>',
  'fab.items:en': JSON.stringify([
    {
      link: { url: '/en/contact', link_text: 'Book a test drive', target: '_self', type: 'internal' },
      icon: 'test-drive',
    },
    {
      link: { url: '/en/offers', link_text: 'Offers and finance', target: '_self', type: 'internal' },
      icon: 'calculator',
    },
    {
      link: { url: 'tel:+97235551234', link_text: 'Call us', target: '_self', type: 'external' },
      icon: 'phone',
    },
    {
      link: { url: '/en/models/defender', link_text: 'Defender', target: '_self', type: 'internal' },
      icon: 'car',
    },
  ]),
  // The Arabic and Russian sites' chrome (ADR 033): their own pages only (home, Defender, stock).
  ...localeChrome('ar', {
    appName: 'لاند روفر إسرائيل',
    lease: '% ^ / شهريًا',
    subscribe: 'ابتداءً من % ^ / شهريًا',
    offer: 'ابتداءً من @',
    modelsAndStock: 'الطرازات والمخزون',
    defender: 'ديفندر',
    stock: 'السيارات المتوفرة',
    followUs: 'تابعونا',
    call: 'اتصل بنا',
    middleHtml: '<p>لاند روفر إسرائيل – المستورد الرسمي للاند روفر في إسرائيل.</p>',
    bottomHtml: '<p>© 2026 لاند روفر إسرائيل. جميع الحقوق محفوظة. الأسعار تشمل ضريبة القيمة المضافة.</p>',
  }),
  ...localeChrome('ru', {
    appName: 'Land Rover Израиль',
    lease: '% ^ / мес.',
    subscribe: 'От % ^ / мес.',
    offer: 'От @',
    modelsAndStock: 'Модели и наличие',
    defender: 'Defender',
    stock: 'Автомобили в наличии',
    followUs: 'Мы в соцсетях',
    call: 'Позвонить',
    middleHtml: '<p>Land Rover Израиль – официальный импортёр Land Rover в Израиле.</p>',
    bottomHtml: '<p>© 2026 Land Rover Израиль. Все права защищены. Цены включают НДС.</p>',
  }),
  'fab.quick_links_enabled': 'true',
  page_not_found: '',
  'site.host_name': '',
  'site.base_path': '',
  // A§7: the retailer locator's postcode search calls the dealers endpoint, else the fallback; with neither
  // it logs "No API URL has been provided" (A§8). Paths on the content service; the dealers list filters
  // by this brand name.
  'dealers.endpoint': '/dealers/by_postcode',
  'dealers.fallback_endpoint': '/dealers',
  'dealers.brand_name': 'Land Rover',
  // ADR 028: the fuel-type quiz's scoring table (answer → points per powertrain, tie-break order); the
  // built-in one, stored so a product manager can tune it (libs/vehicle-tools/README.md explains each row).
  [FUEL_SCORING_SETTING]: JSON.stringify(DEFAULT_FUEL_SCORING),
  // ADR 026 §2: how long an unpaid order-online hold lasts (the back office's hold settings).
  ...orderSettings,
};
