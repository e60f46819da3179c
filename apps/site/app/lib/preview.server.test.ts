import { describe, expect, it } from 'vitest';
import { previewCookie, previewState } from './preview.server';

const token = 'eyJ2IjoxLCJleHAiOjE5MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';

describe('previewState', () => {
  it('moves a link token into an HttpOnly cookie and sends the visitor to the clean URL', async () => {
    const state = await previewState(new Request(`http://site.test/models/x?a=1&preview_token=${token}`));
    expect(state.kind).toBe('store');
    if (state.kind !== 'store') return;
    expect(state.location).toBe('/models/x?a=1');
    expect(state.setCookie).toMatch(/^lux_preview=/);
    expect(state.setCookie).toMatch(/HttpOnly/);
    expect(state.setCookie).toMatch(/SameSite=Lax/);
    expect(await previewCookie.parse(state.setCookie.split(';')[0] ?? '')).toBe(token);
  });

  it('clears the cookie for a malformed token instead of forwarding it', async () => {
    const state = await previewState(new Request('http://site.test/x?preview_token=%3Cscript%3E'));
    expect(state.kind).toBe('store');
    if (state.kind === 'store') expect(state.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('reads a stored token on later requests and ignores junk', async () => {
    const cookie = (await previewCookie.serialize(token)).split(';')[0] ?? '';
    expect(await previewState(new Request('http://site.test/x', { headers: { cookie } }))).toEqual({ kind: 'active', token });
    const junk = (await previewCookie.serialize('not a token')).split(';')[0] ?? '';
    expect(await previewState(new Request('http://site.test/x', { headers: { cookie: junk } }))).toEqual({ kind: 'none' });
    expect(await previewState(new Request('http://site.test/x'))).toEqual({ kind: 'none' });
  });
});
