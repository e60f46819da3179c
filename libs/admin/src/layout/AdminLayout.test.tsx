import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin';
import { Dashboard } from '../screens/Dashboard';
import { cmsScreensFor, screensFor } from './screens';

const links = () => within(screen.getByRole('navigation', { name: 'Back office navigation' })).getAllByRole('link').map((link) => link.textContent);

describe('AdminLayout', () => {
  it("shows the user's name, a sign-out form with the CSRF token and the language switch", () => {
    renderAdmin(<Dashboard />, { url: '/en/admin' });
    expect(screen.getByText('Signed in as Ada Admin')).toBeTruthy();
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form')!;
    expect(form.getAttribute('action')).toBe('/en/auth/sign-out');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="csrf"]') as HTMLInputElement).value).toBe('csrf-1');
    expect(screen.getByRole('link', { name: 'עברית' }).getAttribute('href')).toBe('/admin');
  });

  it('lists every screen for an admin', () => {
    renderAdmin(<Dashboard />, { url: '/en/admin' });
    expect(links()).toEqual([
      'Overview',
      'Settings',
      'Dealers',
      'Locations',
      'Forms',
      'Mailbox',
      'Orders',
      'Order online settings',
      'Redirects',
      'Users',
      'Consent records',
      'Audit log',
      // The editor's screens (issue 14), under /cms.
      'Pages',
      'Media library',
      'Metaheads',
    ]);
  });

  it('speaks Hebrew at /admin, right to left', () => {
    renderAdmin(<Dashboard />, { url: '/admin', locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'ממשק ניהול' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/admin');
  });

  it('filters the navigation by role', () => {
    expect(screensFor({ roles: ['editor'] })).toEqual(['settings', 'locations', 'forms', 'redirects']);
    // Metaheads (scripts on every page) only for developers (ADR 027 §5).
    expect(cmsScreensFor({ roles: ['editor'] }).map((screen) => screen.id)).toEqual(['pages', 'media']);
    expect(cmsScreensFor({ roles: ['editor', 'developer'] }).map((screen) => screen.id)).toEqual(['pages', 'media', 'metaheads']);
    expect(cmsScreensFor({ roles: ['sales'] })).toEqual([]);
    expect(screensFor({ roles: ['sales'] })).toEqual(['locations', 'forms', 'mailbox']);
    expect(screensFor({ roles: ['viewer'] })).toEqual([]);
    renderAdmin(<Dashboard />, { url: '/en/admin', user: { id: 's', email: 's@x', name: 'Sam', roles: ['sales'] } });
    expect(links()).toEqual(['Overview', 'Locations', 'Forms', 'Mailbox']);
  });
});
