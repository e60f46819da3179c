import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { fixtureEnvironment } from '../retailer-locator/fixtures';
import { retailersFromGroups, withTranslations } from './cards';
import { RetailerEnvironmentProvider } from './environment';
import { retailerCardsComponent as RetailerCards } from './RetailerCards';
import { retailerCardStrings } from './strings';
import type { Fields, Group } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: 'הסוכנויות שלנו',
  header_size: 'l',
  header_tag: 'H2',
  translations: '',
  distance_unit: 'km',
  box_color: 'light',
};

const group = (name: string, city: string, latitude: number | null, longitude: number | null, extra: Partial<Group> = {}): Group => ({
  name,
  address: 'רחוב 1',
  city,
  latitude,
  longitude,
  contact_info: JSON.stringify([
    { type: 'phone', icon: 'phone', label: '04-8612500', href: 'tel:+97248612500' },
    { type: 'email', icon: 'mail', label: 'sales@example.co.il', href: 'mailto:sales@example.co.il' },
    { type: 'whatsapp', icon: 'whatsapp', label: 'וואטסאפ', href: 'https://wa.me/97248612500' },
  ]),
  services: JSON.stringify([{ icon: 'wrench', label: 'מרכז שירות' }]),
  ...extra,
});

const groups = [group('לוקס מוטורס אילת', 'אילת', 29.5629, 34.9612), group('לוקס מוטורס חיפה', 'חיפה', 32.8191, 34.9983), group('בלי מיקום', 'לוד', null, null)];

function page(f: Partial<Fields>, g: Group[], geolocation: 'granted' | 'denied' = 'granted', locale: 'he' | 'en' = 'he') {
  return (
    <UiProvider locale={locale}>
      <RetailerEnvironmentProvider value={fixtureEnvironment({ geolocation })}>
        <RetailerCards id={4} index={2} locale={locale} fields={{ ...fields, ...f }} groups={g} />
      </RetailerEnvironmentProvider>
    </UiProvider>
  );
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  warn.mockRestore();
});

const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('retailer-cards', () => {
  it('declares exactly the template fields and group fields', () => {
    const template = templateByKey('retailer-cards');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(groups[0]!).sort()).toEqual(template.field_groups_template!.map((f) => f.symbol).sort());
  });

  it('server-renders each card with a tel: phone, a mailto: email, WhatsApp in a new window, services and a route', () => {
    const html = renderToString(page({}, groups));
    expect(html).toContain('href="tel:+97248612500"');
    expect(html).toContain('href="mailto:sales@example.co.il"');
    expect(html).toContain('href="https://wa.me/97248612500" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('מרכז שירות');
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=29.5629%2C34.9612');
  });

  it('names each card by its retailer and its links by their channel', () => {
    render(page({}, groups));
    const haifa = screen.getByRole('article', { name: 'לוקס מוטורס חיפה' });
    expect(within(haifa).getByRole('link', { name: 'טלפון: 04-8612500' }).getAttribute('href')).toBe('tel:+97248612500');
    expect(within(haifa).getByRole('list', { name: 'שירותים' })).toBeTruthy();
    expect(names()).toEqual(['לוקס מוטורס אילת', 'לוקס מוטורס חיפה', 'בלי מיקום']);
  });

  it('sorts nearest first with the distance in the block’s unit when the visitor shares their location', async () => {
    render(page({ distance_unit: 'mi' }, groups));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'מיון לפי המרחק ממני' })));
    expect(names()).toEqual(['לוקס מוטורס חיפה', 'לוקס מוטורס אילת', 'בלי מיקום']);
    expect(within(screen.getByRole('article', { name: 'לוקס מוטורס אילת' })).getByText(/^\d+ מייל ממך$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('הסוכנויות ממוינות לפי המרחק ממך.');
  });

  it('says so when location permission is denied', async () => {
    render(page({}, groups, 'denied'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'מיון לפי המרחק ממני' })));
    expect(screen.getByRole('status').textContent).toContain('לא ניתנה הרשאה לגשת למיקום שלך');
    expect(names()[0]).toBe('לוקס מוטורס אילת');
  });

  it('skips broken JSON with a log and keeps the card', () => {
    render(page({ translations: '{"directions": ' }, [group('שבורה', 'חיפה', null, null, { contact_info: '[{"type":', services: '{}' }), { ...groups[1]!, name: ' ' }]));
    const card = screen.getByRole('article', { name: 'שבורה' });
    expect(within(card).queryByRole('link', { name: /טלפון/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'מיון לפי המרחק ממני' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('retailer-cards 4: parts of the content were skipped', [
      'translations: not valid JSON',
      'card 0 contact_info: not valid JSON',
      'card 0 services: must be a JSON list',
      'card 1: has no name',
    ]);
  });

  it('renders nothing without a named card', () => {
    const { container } = render(page({}, []));
    expect(container.innerHTML).toBe('');
  });

  it('lets the translations field override the card texts', () => {
    render(page({ translations: JSON.stringify({ directions: 'איך מגיעים', hours: 42, nope: 'x' }) }, groups));
    expect(screen.getAllByRole('link', { name: /איך מגיעים/ })).toHaveLength(3);
    const { strings, problems } = withTranslations(retailerCardStrings.he, '["x"]');
    expect(strings).toBe(retailerCardStrings.he);
    expect(problems).toEqual(['translations: must be a JSON object']);
  });

  it('turns groups into retailers with their position and first phone', () => {
    const { retailers } = retailersFromGroups(groups);
    expect(retailers[1]).toMatchObject({ id: 'card-1', phone: '04-8612500', email: 'sales@example.co.il', point: { latitude: 32.8191, longitude: 34.9983 } });
    expect(retailers[2]!.point).toBeNull();
  });
});
