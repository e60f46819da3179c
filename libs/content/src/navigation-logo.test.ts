import { describe, expect, it, vi } from 'vitest';
import { invalidNavigationLogosMessage, navigationLogosFromSettings } from './navigation-logo';

const logger = () => ({ warn: vi.fn() });
const setting = (value: unknown) => ({ 'navigation.logos': typeof value === 'string' ? value : JSON.stringify(value) });

describe('navigationLogosFromSettings (A§5, A§8)', () => {
  it('reads a valid list in order, trimmed; a numeric logo is a media id', () => {
    const log = logger();
    const rules = navigationLogosFromSettings(
      setting([
        { path: '/models/defender/*', homepage: '/models/defender', logo: ' https://cdn.example.com/defender.svg ' },
        { path: '/electric', homepage: 'https://electric.example.com', logo: 42 },
      ]),
      log,
    );
    expect(rules).toEqual([
      { path: '/models/defender/*', homepage: '/models/defender', logo: 'https://cdn.example.com/defender.svg' },
      { path: '/electric', homepage: 'https://electric.example.com', logo: '42' },
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['path', { homepage: '/d', logo: 'd.svg' }],
    ['homepage', { path: '/d/*', logo: 'd.svg' }],
    ['logo', { path: '/d/*', homepage: '/d' }],
    ['a blank value', { path: ' ', homepage: '/d', logo: 'd.svg' }],
  ])('ignores the whole list when one entry lacks %s, and logs it', (_missing, bad) => {
    const log = logger();
    const good = { path: '/a/*', homepage: '/a', logo: 'a.svg' };
    expect(navigationLogosFromSettings(setting([good, bad]), log)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(invalidNavigationLogosMessage, expect.objectContaining({ key: 'navigation.logos' }));
  });

  it('logs invalid JSON or a non-list and gives no rules (the default logo)', () => {
    for (const value of ['[{"path":', '{"path":"/a","homepage":"/a","logo":"a.svg"}', '[null]', '[{"path":"/a","homepage":"/a","logo":0}]']) {
      const log = logger();
      expect(navigationLogosFromSettings(setting(value), log)).toEqual([]);
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
  });

  it('is silent when the setting is blank or missing', () => {
    const log = logger();
    expect(navigationLogosFromSettings({}, log)).toEqual([]);
    expect(navigationLogosFromSettings(setting(''), log)).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
