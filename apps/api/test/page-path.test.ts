import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePagePath } from '../src/services/content/page-path.js';

describe('normalisePagePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['models/defender', '/models/defender'],
    ['models/defender/', '/models/defender'],
    ['//models///defender//', '/models/defender'],
    ['דגמים/דיפנדר', '/דגמים/דיפנדר'],
    ['a%b', '/a%b'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePagePath(input)).toBe(expected);
  });

  const segment = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes('/'));
  const slashes = fc.integer({ min: 0, max: 3 }).map((n) => '/'.repeat(n));

  it('ignores extra slashes anywhere', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(slashes, segment), { maxLength: 5 }), slashes, (parts, tail) => {
        const messy = parts.map(([sep, name]) => `${sep}${name}`).join('/') + tail;
        const clean = `/${parts.map(([, name]) => name).join('/')}`;
        expect(normalisePagePath(messy)).toBe(clean);
      }),
    );
  });

  it('always yields a stored-form path: leading slash, no empty segment, idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const path = normalisePagePath(input);
        expect(path.startsWith('/')).toBe(true);
        expect(path === '/' || !path.endsWith('/')).toBe(true);
        expect(path).not.toContain('//');
        expect(normalisePagePath(path.slice(1))).toBe(path);
      }),
    );
  });
});
