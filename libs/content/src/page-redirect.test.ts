import { describe, expect, it } from 'vitest';
import { carryQuery, linkTargetFor, pageRedirect } from './page-redirect';

const redirection = { type: 'url_redirection', to: '/offers-and-finance', http_code: 301, link_type: 'internal', link_new_window: false } as const;

describe('pageRedirect', () => {
  it('turns a url_redirection page into the redirect the site issues', () => {
    expect(pageRedirect(redirection)).toEqual({ status: 301, location: '/offers-and-finance', newWindow: false, linkType: 'internal' });
    expect(pageRedirect({ ...redirection, http_code: 308, link_type: 'external', to: 'https://example.com', link_new_window: true })).toEqual({
      status: 308,
      location: 'https://example.com',
      newWindow: true,
      linkType: 'external',
    });
  });

  it('defaults to 301 (B§9) and ignores ordinary pages', () => {
    expect(pageRedirect({ ...redirection, http_code: null })?.status).toBe(301);
    expect(pageRedirect({ type: 'page', to: null, http_code: null, link_type: null, link_new_window: null })).toBeNull();
    expect(pageRedirect({ ...redirection, to: '' })).toBeNull();
  });
});

describe('linkTargetFor (B§9: a redirect-type link with a new window opens a new tab)', () => {
  it('opens a new tab only for a new-window redirection', () => {
    expect(linkTargetFor({ type: 'url_redirection', link_new_window: true })).toBe('_blank');
    expect(linkTargetFor({ type: 'url_redirection', link_new_window: false })).toBe('_self');
    expect(linkTargetFor({ type: 'page', link_new_window: null })).toBe('_self');
  });
});

describe('carryQuery', () => {
  it('keeps the location as it is when the visitor sent no query', () => {
    expect(carryQuery('/retailer-locator', '')).toBe('/retailer-locator');
    expect(carryQuery('https://example.com/a?x=1#top', '?')).toBe('https://example.com/a?x=1#top');
  });

  it('carries campaign parameters over to the new address', () => {
    expect(carryQuery('/retailer-locator', '?utm_source=mail&gclid=abc')).toBe('/retailer-locator?utm_source=mail&gclid=abc');
  });

  it('lets the target keep its own parameters and puts the hash last', () => {
    expect(carryQuery('/offers?model=defender#terms', '?model=discovery&utm_id=7')).toBe('/offers?model=defender&utm_id=7#terms');
  });

  it('encodes what it carries', () => {
    expect(carryQuery('/a', '?q=%D7%93%D7%99%D7%A4%D7%A0%D7%93%D7%A8&x=a%26b')).toBe('/a?q=%D7%93%D7%99%D7%A4%D7%A0%D7%93%D7%A8&x=a%26b');
  });
});
