import { describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_COOKIE_SCOPE,
  campaignCookie,
  campaignCookieDeletion,
  campaignFromSearch,
  parseCampaignCookie,
} from './campaign';
import { consentModeDefaults, consentModeDefaultsScript, consentModeState, createGtag, sendConsentModeDefaults } from './consent-mode';
import { analyticsAffiliation, linkClickEvents, outboundLinkEvent, pushDataLayerEvent, stockSource, type VehicleState } from './data-layer';
import { pushAndWait, TAG_MANAGER_WAIT_MS } from './tag-manager';
import { createFakeWindow } from './testing';

describe('Google Consent Mode v2', () => {
  it('defaults to denied for the four v2 signals', () => {
    expect(consentModeDefaults()).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      security_storage: 'granted',
    });
  });

  it.each([
    [['obligatory'], { ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'denied' }],
    [['obligatory', 'statistic'], { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied' }],
    [['obligatory', 'marketing'], { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }],
    [['obligatory', 'optional'], { functionality_storage: 'granted', personalization_storage: 'granted', ad_storage: 'denied' }],
  ] as const)('maps %j', (scopes, expected) => {
    expect(consentModeState(scopes)).toMatchObject(expected);
  });

  it('gtag pushes Arguments objects, as Google tags require', () => {
    const dataLayer: unknown[] = [];
    sendConsentModeDefaults(createGtag(dataLayer), 300);
    expect(Object.prototype.toString.call(dataLayer[0])).toBe('[object Arguments]');
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', consentModeDefaults(300)]);
  });

  it('gives an inline head script that sets the defaults', () => {
    const win: { dataLayer?: unknown[]; gtag?: unknown } = {};
    new Function('window', consentModeDefaultsScript())(win);
    expect(Array.from(win.dataLayer?.[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', consentModeDefaults()]);
  });
});

describe('data layer', () => {
  it.each([
    ['new', false, 'sl-nvl', 'NVL'],
    ['new', true, 'sl-nvl-config', 'NVL'],
    ['approved', false, 'sl-avl', 'AVL'],
    ['approved', true, 'sl-avl', 'AVL'],
    ['configurator', false, 'sl-nvl-config', 'NVL'],
    ['used', false, null, null],
  ] as const)('%s (configurator journey %s) → affiliation %s, source %s (A§4)', (state, journey, affiliation, source) => {
    expect(analyticsAffiliation(state as VehicleState, journey)).toBe(affiliation);
    expect(stockSource(state as VehicleState)).toBe(source);
  });

  it('pushes typed events, clearing ecommerce before ecommerce events', () => {
    const { dataLayer } = createFakeWindow();
    pushDataLayerEvent(dataLayer, { event: 'header_nav_click', link_text: 'דגמים', link_url: '/models' });
    pushDataLayerEvent(dataLayer, {
      event: 'view_item',
      ecommerce: { currency: 'ILS', value: 389000, items: [{ item_id: 'v1', item_name: 'Velar', affiliation: 'sl-nvl', source: 'NVL', price: 389000 }] },
    });
    expect(dataLayer).toEqual([
      { event: 'header_nav_click', link_text: 'דגמים', link_url: '/models' },
      { ecommerce: null },
      expect.objectContaining({ event: 'view_item' }),
    ]);
    expect(() => pushDataLayerEvent(null, { event: 'form_start', form_id: 'f' })).not.toThrow();
  });

  it.each([
    ['https://partner.example/x', { event: 'outbound_link_click', link_url: 'https://partner.example/x', link_domain: 'partner.example', link_text: 'go' }],
    ['/stock', null],
    ['https://site.example/offers', null],
    ['mailto:a@b.c', null],
    ['tel:+97231234567', null],
  ])('outbound link %s', (href, expected) => {
    expect(outboundLinkEvent(href, 'https://site.example', 'go')).toEqual(expected);
  });
});

describe('tag manager wait', () => {
  it('runs the callback when the tag manager confirms the event', () => {
    const dataLayer: Record<string, unknown>[] = [];
    const callback = vi.fn();
    pushAndWait(dataLayer, { event: 'outbound_link_click', link_url: 'https://x.example/', link_domain: 'x.example' }, callback, {
      setTimeout: () => 1,
      clearTimeout: () => undefined,
    });
    expect(dataLayer[0]).toMatchObject({ event: 'outbound_link_click', eventTimeout: 5000 });
    (dataLayer[0]!.eventCallback as () => void)();
    (dataLayer[0]!.eventCallback as () => void)();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway after 5000 ms with a warning (B§8), once', () => {
    vi.useFakeTimers();
    try {
      const dataLayer: Record<string, unknown>[] = [];
      const callback = vi.fn();
      const logger = { warn: vi.fn() };
      pushAndWait(dataLayer, { event: 'form_submit', form_id: 'test-drive' }, callback, { logger });
      vi.advanceTimersByTime(TAG_MANAGER_WAIT_MS - 1);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('5000 ms'), { event: 'form_submit' });
      (dataLayer[0]!.eventCallback as () => void)();
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs it at once without a data layer', () => {
    const callback = vi.fn();
    pushAndWait(undefined, { event: 'form_start', form_id: 'f' }, callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('campaign cookie', () => {
  const search = '?utm_source=google&utm_medium=cpc&utm_campaign=velar%20launch&gclid=abc&utm_id=&other=1';

  it('keeps the A§4 parameters only', () => {
    expect(campaignFromSearch(search)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'velar launch', gclid: 'abc' });
    expect(campaignFromSearch('?page=2')).toBeNull();
  });

  it('is written only when marketing is granted', () => {
    expect(CAMPAIGN_COOKIE_SCOPE).toBe('marketing');
    expect(campaignCookie(search, ['obligatory'])).toBeNull();
    expect(campaignCookie(search, ['obligatory', 'statistic', 'optional', 'unclassified'])).toBeNull();
    const cookie = campaignCookie(search, ['obligatory', 'marketing']);
    expect(cookie).toMatch(/^campaign=[^;]+; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    expect(campaignCookie('?x=1', ['obligatory', 'marketing'])).toBeNull();
  });

  it('reads back what it wrote, and is deleted with Max-Age=0', () => {
    const jar = createFakeWindow().document;
    jar.cookie = campaignCookie(search, ['marketing'], { domain: 'site.example' })!;
    const value = jar.cookie.replace(/^campaign=/, '');
    expect(parseCampaignCookie(value)).toEqual(campaignFromSearch(search));
    jar.cookie = campaignCookieDeletion();
    expect(jar.cookie).toBe('');
    expect(parseCampaignCookie('%7B')).toBeNull();
  });
});

describe('linkClickEvents', () => {
  const origin = 'https://www.example.co.il';
  it('names header and footer navigation clicks, with absolute URLs and tidy text', () => {
    expect(linkClickEvents({ href: '/models', text: ' דגמים \n', area: 'header', navLevel: 2 }, origin)).toEqual([
      { event: 'header_nav_click', link_text: 'דגמים', link_url: 'https://www.example.co.il/models', nav_level: 2 },
    ]);
    expect(linkClickEvents({ href: '/contact', text: 'צור קשר', area: 'footer' }, origin)).toEqual([
      { event: 'footer_nav_click', link_text: 'צור קשר', link_url: 'https://www.example.co.il/contact' },
    ]);
  });

  it('adds outbound_link_click for links that leave the site, and nothing for same-site content links', () => {
    expect(linkClickEvents({ href: 'https://www.jaguar.com/x', text: 'Jaguar', area: 'content' }, origin)).toEqual([
      { event: 'outbound_link_click', link_url: 'https://www.jaguar.com/x', link_domain: 'www.jaguar.com', link_text: 'Jaguar' },
    ]);
    expect(linkClickEvents({ href: 'https://facebook.com/lux', text: 'Facebook', area: 'footer' }, origin).map((e) => e.event)).toEqual([
      'footer_nav_click',
      'outbound_link_click',
    ]);
    expect(linkClickEvents({ href: '/offers', text: 'Offers', area: 'content' }, origin)).toEqual([]);
    expect(linkClickEvents({ href: 'http://[bad', text: 'x', area: 'header' }, origin)).toEqual([]);
  });
});
