import { describe, expect, it, vi } from 'vitest';
import { builtInSettings, isSettingOn, localiseSettings, mergeSettings, readJsonSetting, settingsFromEnvelope } from './settings';

describe('mergeSettings', () => {
  it('lets server values win and keeps defaults for missing keys', () => {
    const merged = mergeSettings({ 'meta.title_divider': '•', 'custom.key': 'x' });
    expect(merged['meta.title_divider']).toBe('•');
    expect(merged['search.popup.enabled']).toBe('false');
    expect(merged['custom.key']).toBe('x');
    expect(merged['price.format']).toBe(builtInSettings['price.format']);
  });
});

describe('settingsFromEnvelope', () => {
  it('reads data.data items and skips malformed ones', () => {
    expect(
      settingsFromEnvelope({
        data: [
          { id: '1', type: 'settings', attributes: { key: 'a.b', value: '1' } },
          { id: '2', type: 'settings', attributes: { key: 'a.c', value: 2 } },
          null,
        ],
      }),
    ).toEqual({ 'a.b': '1' });
    expect(settingsFromEnvelope('nope')).toEqual({});
  });
});

describe('readJsonSetting', () => {
  const validate = (parsed: unknown) => (Array.isArray(parsed) ? (parsed as string[]) : undefined);

  it('returns the fallback silently for a blank value', () => {
    const logger = { warn: vi.fn() };
    expect(readJsonSetting({ k: '  ' }, 'k', { fallback: ['d'], validate, invalidMessage: 'bad', logger })).toEqual(['d']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs the given message and falls back on invalid JSON', () => {
    const logger = { warn: vi.fn() };
    expect(readJsonSetting({ k: '[oops' }, 'k', { fallback: [], validate, invalidMessage: 'bad json', logger })).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('bad json', expect.objectContaining({ key: 'k' }));
  });

  it('logs and falls back when the shape is wrong', () => {
    const logger = { warn: vi.fn() };
    expect(readJsonSetting({ k: '{"a":1}' }, 'k', { fallback: [], validate, invalidMessage: 'bad', logger })).toEqual([]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('returns the parsed value when valid', () => {
    const logger = { warn: vi.fn() };
    expect(readJsonSetting({ k: '["/a"]' }, 'k', { fallback: [], validate, invalidMessage: 'bad', logger })).toEqual(['/a']);
  });
});

describe('isSettingOn', () => {
  it('is on only for the string "true"', () => {
    expect(isSettingOn({ k: 'true' }, 'k')).toBe(true);
    expect(isSettingOn({ k: 'TRUE' }, 'k')).toBe(false);
    expect(isSettingOn({ k: '1' }, 'k')).toBe(false);
    expect(isSettingOn({}, 'k')).toBe(false);
  });
});

describe('localiseSettings', () => {
  it("replaces a key with its locale's value and leaves other locales alone", () => {
    const settings = { 'meta.app_name': 'לנד רובר ישראל', 'meta.app_name:en': 'Land Rover Israel', 'footer.columns:ru': '[]', 'theme.name': 'light' };
    expect(localiseSettings(settings, 'en')).toMatchObject({ 'meta.app_name': 'Land Rover Israel', 'theme.name': 'light' });
    expect(localiseSettings(settings, 'he')['meta.app_name']).toBe('לנד רובר ישראל');
    expect(localiseSettings(settings, 'en')['footer.columns']).toBeUndefined();
  });

  it('ignores a bare suffix', () => {
    expect(localiseSettings({ ':en': 'x' }, 'en')).toEqual({ ':en': 'x' });
  });
});
