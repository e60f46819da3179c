import { describe, expect, it } from 'vitest';
import { linkTargetFor, pageRedirect } from './page-redirect';

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
