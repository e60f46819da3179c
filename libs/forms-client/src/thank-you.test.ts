import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { safeRedirectUrl, thankYouFromSettings } from './thank-you';
import { sampleThankYouSettings } from './testing';

describe('thankYouFromSettings', () => {
  it('reads localised settings', () => {
    expect(thankYouFromSettings(sampleThankYouSettings, 'he')).toEqual({
      title: 'תודה רבה!',
      text: 'נציג יחזור אליך תוך יום עסקים.',
      redirectUrl: '/thank-you',
    });
    expect(thankYouFromSettings(sampleThankYouSettings, 'en').title).toBe('Thank you very much!');
  });

  it("reads the forms service's flat shape (title/title_en, message/message_en)", () => {
    const settings = { title: 'תודה!', title_en: 'Thanks!', message: 'נחזור אליך.', message_en: '', redirect_url: '' };
    expect(thankYouFromSettings(settings, 'he')).toEqual({ title: 'תודה!', text: 'נחזור אליך.', redirectUrl: null });
    expect(thankYouFromSettings(settings, 'en')).toEqual({
      title: 'Thanks!',
      text: 'Your inquiry has been sent. We will contact you soon.',
      redirectUrl: null,
    });
  });

  it('reads plain text and falls back to the default texts (B§8) for blank parts', () => {
    expect(thankYouFromSettings({ title: 'Merci', text: '  ' }, 'en')).toEqual({
      title: 'Merci',
      text: 'Your inquiry has been sent. We will contact you soon.',
      redirectUrl: null,
    });
    expect(thankYouFromSettings(null, 'he')).toEqual({ title: 'תודה!', text: 'הפנייה נשלחה. ניצור איתך קשר בהקדם.', redirectUrl: null });
  });
});

describe('safeRedirectUrl', () => {
  it.each([
    ['/he/thanks', '/he/thanks'],
    ['https://example.co.il/x', 'https://example.co.il/x'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['thanks', null],
    [42, null],
  ])('%s → %s', (input, output) => {
    expect(safeRedirectUrl(input)).toBe(output);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

describe('newIdempotencyKey without crypto.randomUUID (a page on plain http)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to getRandomValues', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key[14]).toBe('4');
  });
});
