import { consentEn, searchEn } from '@lux/chrome';
import type { he } from './he';
import type { Shape } from './shape';

/** English mirrors the Hebrew keys exactly: a missing key is a compile error. */
export const en: Shape<typeof he> = {
  skipToContent: 'Skip to content',
  brand: 'Land Rover Israel',
  nav: {
    menu: 'Menu',
    submenu: '{{name}} menu',
    label: 'Main navigation',
    home: 'Home',
    defender: 'Defender',
    discovery: 'Discovery',
    rangeRover: 'Range Rover',
  },
  language: {
    label: 'Language',
    switchTo: 'עברית',
    switchToLabel: 'מעבר לעברית',
  },
  footer: {
    label: 'Footer',
    rights: 'All rights reserved',
    importer: 'The official importer in Israel',
    navigation: 'Site links',
    secondaryNavigation: 'Legal',
  },
  preview: {
    notice: 'Preview: this page may not be published yet.',
    exit: 'Leave preview',
  },
  breadcrumbs: 'Breadcrumbs',
  newTabHint: '(opens in a new tab)',
  popup: {
    close: 'Close',
    exitOk: 'Continue',
    exitCancel: 'Stay on this page',
  },
  fab: {
    label: 'Quick actions',
    quickLinks: 'Quick links',
  },
  shell: {
    offline: 'You are offline. We will carry on as soon as the connection is back.',
  },
  notFound: {
    status: 'This page could not be found',
    heading: 'Page not found',
    paragraph: 'The address may be mistyped, the page may have been removed, or the link may no longer work.',
    backHome: 'Back to home',
  },
  error: {
    heading: 'Something went wrong',
    paragraph: 'We could not show this page. Please try again in a moment.',
    nested: 'An error occurred while showing the error page',
    goBackHome: 'Go back to home',
    unavailableStatus: '503 · Service unavailable',
    unavailableHeading: 'The site is unavailable right now',
    unavailableParagraph: 'We are already on it. Please try again in a few minutes; pages you have already visited keep working.',
    tryAgain: 'Try again',
    refusedHeading: 'This address cannot be shown',
    refusedParagraph: 'The address you asked for is not valid or is too long. Check it, or go back to the home page.',
  },
  noAccess: {
    heading: 'You do not have access to this page',
    paragraph: 'The page you asked for is available to authorised users only. If you think this is a mistake, contact the site administrator.',
    backHome: 'Back to home',
  },
  authError: {
    heading: 'No permission',
    noPermissions: 'Your account does not have permission to view this content.',
    other: 'Signing in did not complete. Please try signing in again.',
    backHome: 'Back to home',
  },
  /** The consent banner's and preferences' texts (libs/chrome), in this language's own chunk. */
  consent: consentEn,
  /** The search popup's texts (libs/chrome; some are functions of a count), likewise. */
  search: searchEn,
};
