import { describe, expect, it } from 'vitest';
import { navigationLogosFromSettings } from '@lux/content';
import { navigationLogoFor } from './navigation-logo';

const rules = [
  { path: '/models/defender*', homepage: '/models/defender', logo: 'https://cdn.example.com/defender.svg' },
  { path: '/models/*', homepage: 'https://models.example.com', logo: '42' },
  { path: '/*', homepage: '/', logo: '/logo.svg' },
];

describe('navigationLogoFor', () => {
  it('takes the first entry whose path matches', () => {
    expect(navigationLogoFor(rules, 'he', '/models/defender/110')).toEqual({ href: '/models/defender', src: 'https://cdn.example.com/defender.svg' });
    expect(navigationLogoFor(rules, 'he', '/models/discovery')).toEqual({
      href: 'https://models.example.com',
      src: '/media/api/v2/images/42/w/320.webp',
    });
    expect(navigationLogoFor(rules, 'he', '/offers')).toEqual({ href: '/', src: '/logo.svg' });
  });

  it('keeps an entry homepage in the visitor locale', () => {
    expect(navigationLogoFor(rules, 'en', '/models/defender')).toEqual({ href: '/en/models/defender', src: 'https://cdn.example.com/defender.svg' });
  });

  it('gives the default logo with home path / when nothing matches (the locale home on /en)', () => {
    const some = rules.slice(0, 2);
    expect(navigationLogoFor(some, 'he', '/offers')).toEqual({ href: '/', src: null });
    expect(navigationLogoFor(some, 'en', '/offers')).toEqual({ href: '/en', src: null });
    expect(navigationLogoFor([], 'he', '/models/defender')).toEqual({ href: '/', src: null });
  });

  it('falls back to the default for a script homepage or an unusable pattern', () => {
    expect(navigationLogoFor([{ path: '/*', homepage: 'javascript:alert(1)', logo: 'a.svg' }], 'he', '/a')).toEqual({ href: '/', src: null });
    expect(navigationLogoFor([{ path: '/{a', homepage: '/a', logo: 'a.svg' }], 'he', '/{a')).toEqual({ href: '/', src: null });
  });

  it('gives the default logo everywhere when one entry of the setting is incomplete (A§5)', () => {
    const warnings: string[] = [];
    const parsed = navigationLogosFromSettings(
      { 'navigation.logos': JSON.stringify([rules[0], { path: '/models/*', logo: '42' }]) },
      { warn: (message) => warnings.push(message) },
    );
    expect(navigationLogoFor(parsed, 'he', '/models/defender')).toEqual({ href: '/', src: null });
    expect(warnings).toHaveLength(1);
  });
});
