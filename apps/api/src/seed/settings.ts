import { DEFAULT_FUEL_SCORING, FUEL_SCORING_SETTING } from '@lux/vehicle-tools';
import { orderSettings } from './orders.js';

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
  'meta.app_name:ar': 'لاند روفر إسرائيل',
  'price.lease_string:ar': '% ^ / شهريًا',
  'price.subscribe_string:ar': 'ابتداءً من % ^ / شهريًا',
  'price.offer_string:ar': 'ابتداءً من @',
  'footer.columns:ar': JSON.stringify([
    {
      heading: 'الطرازات والمخزون',
      heading_level: 'h2',
      rows: [
        [
          { label: 'ديفندر', url: '/ar/models/defender' },
          { label: 'السيارات المتوفرة', url: '/ar/stock' },
        ],
      ],
    },
    {
      heading: 'تابعونا',
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
  'footer.secondary_links:ar': '[]',
  'footer.middle_html:ar': '<p>لاند روفر إسرائيل – المستورد الرسمي للاند روفر في إسرائيل.</p>',
  'footer.bottom_html:ar':
    '<p>© 2026 لاند روفر إسرائيل. جميع الحقوق محفوظة. الأسعار تشمل ضريبة القيمة المضافة.</p>',
  'fab.items:ar': JSON.stringify([
    {
      link: { url: '/ar/models/defender', link_text: 'ديفندر', target: '_self', type: 'internal' },
      icon: 'car',
    },
    {
      link: { url: '/ar/stock', link_text: 'السيارات المتوفرة', target: '_self', type: 'internal' },
      icon: 'location',
    },
    {
      link: { url: 'tel:+97235551234', link_text: 'اتصل بنا', target: '_self', type: 'external' },
      icon: 'phone',
    },
  ]),
  'meta.app_name:ru': 'Land Rover Израиль',
  'price.lease_string:ru': '% ^ / мес.',
  'price.subscribe_string:ru': 'От % ^ / мес.',
  'price.offer_string:ru': 'От @',
  'footer.columns:ru': JSON.stringify([
    {
      heading: 'Модели и наличие',
      heading_level: 'h2',
      rows: [
        [
          { label: 'Defender', url: '/ru/models/defender' },
          { label: 'Автомобили в наличии', url: '/ru/stock' },
        ],
      ],
    },
    {
      heading: 'Мы в соцсетях',
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
  'footer.secondary_links:ru': '[]',
  'footer.middle_html:ru': '<p>Land Rover Израиль – официальный импортёр Land Rover в Израиле.</p>',
  'footer.bottom_html:ru': '<p>© 2026 Land Rover Израиль. Все права защищены. Цены включают НДС.</p>',
  'fab.items:ru': JSON.stringify([
    {
      link: { url: '/ru/models/defender', link_text: 'Defender', target: '_self', type: 'internal' },
      icon: 'car',
    },
    {
      link: { url: '/ru/stock', link_text: 'Автомобили в наличии', target: '_self', type: 'internal' },
      icon: 'location',
    },
    {
      link: { url: 'tel:+97235551234', link_text: 'Позвонить', target: '_self', type: 'external' },
      icon: 'phone',
    },
  ]),
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
