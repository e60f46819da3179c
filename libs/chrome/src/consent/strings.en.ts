import type { ConsentStrings } from './strings';

/** The consent texts in English: a module of its own, so a page's bundle holds only its language's. */
export const consentEn: ConsentStrings = {
  title: 'Cookies and privacy',
  text: [
    'We use necessary cookies to make the site work.',
    'With your consent we also use statistics and marketing cookies.',
    'You can change your choice at any time in "Cookie settings" at the bottom of the page.',
  ],
  policyLink: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  preferencesTitle: 'Cookie settings',
  preferencesIntro: 'Choose which cookies and scripts run on the site. Necessary cookies always run.',
  save: 'Save my choice',
  withdraw: 'Withdraw my consent',
  close: 'Close',
  obligatory: { label: 'Necessary (always on)', description: 'Running the site, security and keeping your choice.' },
  scopes: {
    optional: { label: 'Preferences', description: 'Remembering settings such as language and saved vehicles.' },
    statistic: { label: 'Statistics', description: 'Anonymous measurement of how the site is used, to improve it.' },
    marketing: { label: 'Marketing', description: 'Tailored advertising and campaign measurement.' },
    unclassified: { label: 'Unclassified', description: 'Scripts not classified yet.' },
  },
  footerLink: 'Cookie settings',
  error: 'Your choice could not be saved. Please try again.',
};
