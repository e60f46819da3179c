import { normaliseFooterColumns, normaliseFooterItems, type FooterContent } from '@lux/shell';

/** Footer content in both languages, built through the domain's normalisers like the site does. */
export const englishFooter: FooterContent = {
  columns: normaliseFooterColumns([
    {
      heading: 'Models',
      heading_level: 'h2',
      rows: [
        [
          { label: 'Defender', url: '/models/defender' },
          { label: 'Discovery', url: '/models/discovery' },
          { label: 'Range Rover', url: '/models/range-rover' },
        ],
      ],
    },
    {
      heading: 'Owners',
      heading_level: 2,
      rows: [[{ label: 'Book a service', url: '/service' }, { label: 'Coming soon' }]],
    },
    {
      heading: 'Follow us',
      heading_level: 'H2',
      rows: [
        [
          { type: 'social', label: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/', target: '_blank' },
          { type: 'social', label: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/', target: '_blank' },
          { type: 'social', label: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/', target: '_blank' },
        ],
        [{ type: 'wrapper', items: [{ type: 'image', label: 'Customer service award 2026', url: '/awards', image: { src: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22200%22 height=%2280%22%3E%3Crect width=%22200%22 height=%2280%22 fill=%22%23999%22/%3E%3C/svg%3E' } }] }],
      ],
    },
  ]),
  middleHtml: '<p>Lux Motors Ltd., the official importer.</p><p>Showroom: 1 Example Street, Tel Aviv</p>',
  secondaryLinks: normaliseFooterItems([
    { label: 'Privacy policy', url: '/privacy-policy' },
    { label: 'Cookie policy', url: '/cookie-policy' },
    { label: 'Terms and conditions', url: '/terms-conditions' },
  ]),
  bottomHtml: '&copy; 2026 Lux Motors. All rights reserved.',
  retailersEnabled: true,
  searchEnabled: true,
};

export const hebrewFooter: FooterContent = {
  columns: normaliseFooterColumns([
    {
      heading: 'דגמים',
      rows: [
        [
          { label: 'דיפנדר', url: '/models/defender' },
          { label: 'דיסקברי', url: '/models/discovery' },
          { label: 'ריינג׳ רובר', url: '/models/range-rover' },
        ],
      ],
    },
    { heading: 'בעלי רכב', rows: [[{ label: 'תיאום טיפול', url: '/service' }, { label: 'בקרוב' }]] },
    {
      heading: 'עקבו אחרינו',
      rows: [
        [
          { type: 'social', label: 'פייסבוק', icon: 'facebook', url: 'https://www.facebook.com/', target: '_blank' },
          { type: 'social', label: 'אינסטגרם', icon: 'instagram', url: 'https://www.instagram.com/', target: '_blank' },
        ],
      ],
    },
  ]),
  middleHtml: '<p>לוקס מוטורס בע״מ, היבואן הרשמי.</p>',
  secondaryLinks: normaliseFooterItems([
    { label: 'מדיניות פרטיות', url: '/privacy-policy' },
    { label: 'מדיניות עוגיות', url: '/cookie-policy' },
    { label: 'תנאי שימוש', url: '/terms-conditions' },
  ]),
  bottomHtml: '&copy; 2026 לוקס מוטורס. כל הזכויות שמורות.',
  retailersEnabled: false,
  searchEnabled: false,
};
