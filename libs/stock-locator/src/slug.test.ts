import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  isCanonicalShowroomSlug,
  parseShowroomParam,
  showroomPath,
  showroomSlug,
  slugify,
} from './slug';
import { sampleVehicle } from './testing';

const defender = sampleVehicle({
  id: '42',
  nameplate_brand_name: 'Land Rover',
  nameplate_name: 'Defender 110',
  state: 'new',
  production_year: 2026,
  engines: 'P400 3.0 ליטר',
  drivetrain: 'הנעה כפולה',
  transmission: 'אוטומטית 8 הילוכים',
  color_name: 'Carpathian Grey',
});

describe('slugify', () => {
  it('lower-cases, joins words with one dash and trims dashes', () => {
    expect(slugify('  Range Rover  Sport!! ')).toBe('range-rover-sport');
    expect(slugify('P400 3.0 ליטר')).toBe('p400-3-0-ליטר');
  });
  it('drops accents, Hebrew points and apostrophes inside words', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
    expect(slugify("ריינג' רובר")).toBe('ריינג-רובר');
    expect(slugify('שָׁלוֹם')).toBe('שלום');
    expect(slugify('ק"מ')).toBe('קמ');
  });
  it('gives "" for non-strings and text without letters or digits', () => {
    expect(slugify(undefined)).toBe('');
    expect(slugify({})).toBe('');
    expect(slugify(' — ')).toBe('');
    expect(slugify(2026)).toBe('2026');
    expect(slugify(Number.NaN)).toBe('');
  });
  it('cuts very long text at a word boundary', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug.endsWith('word')).toBe(true);
  });
  it('never keeps a lone surrogate', () => {
    expect(() => encodeURIComponent(slugify('a\uD800b'))).not.toThrow();
  });
});

describe('showroomSlug (A§2)', () => {
  it('joins state, model, year, engines, drivetrain, transmission and colour; the off-road brand is omitted', () => {
    expect(showroomSlug(defender)).toBe(
      'new-defender-110-2026-p400-3-0-ליטר-הנעה-כפולה-אוטומטית-8-הילוכים-carpathian-grey',
    );
  });
  it('keeps the other brand', () => {
    const jaguar = sampleVehicle({
      id: '7',
      nameplate_brand_name: 'Jaguar',
      nameplate_name: 'F-Pace',
      state: 'approved',
      production_year: 2023,
      engines: 'P250',
      color_name: 'Eiger Grey',
      drivetrain: null,
      transmission: null,
    });
    expect(showroomSlug(jaguar)).toBe('approved-jaguar-f-pace-2023-p250-eiger-grey');
  });
  it('falls back to the display name for the model and to a fixed word when nothing is known', () => {
    expect(showroomSlug({ id: '1', model_display_name: 'דיפנדר 90' })).toBe('דיפנדר-90');
    expect(showroomSlug({ id: '1' })).toBe(FALLBACK_SLUG);
  });
});

describe('showroomPath', () => {
  it('encodes the slug and appends the id', () => {
    const path = showroomPath(defender);
    expect(path.startsWith('/showroom/new-defender-110-2026-p400-3-0-')).toBe(true);
    expect(path.endsWith('-42')).toBe(true);
    expect(decodeURIComponent(path)).toBe(`/showroom/${showroomSlug(defender)}-42`);
    expect(path).not.toMatch(/[^\x21-\x7e]/);
  });
  it('carries the postcode search when given (A§2)', () => {
    const path = showroomPath(defender, {
      postcodeSearch: {
        retailer: '',
        state: 'מרכז',
        postcode: '61000',
        locality: 'Tel Aviv',
        dealerCodes: [],
      },
    });
    const url = new URL(path, 'http://x');
    expect(url.searchParams.get('_state')).toBe('מרכז');
    expect(url.searchParams.get('_postcode')).toBe('61000');
    expect(url.searchParams.get('_locality')).toBe('Tel Aviv');
    expect(url.searchParams.has('_retailer')).toBe(false);
    expect(showroomPath(defender, { postcodeSearch: null })).not.toContain('?');
  });
});

describe('parseShowroomParam', () => {
  it('takes the last dash-separated part as the id', () => {
    expect(parseShowroomParam('new-defender-110-2026-42')).toEqual({
      slug: 'new-defender-110-2026',
      id: '42',
    });
    expect(parseShowroomParam('42')).toEqual({ slug: '', id: '42' });
  });
  it('round-trips a canonical path', () => {
    const param = decodeURIComponent(showroomPath(defender).slice('/showroom/'.length));
    const parsed = parseShowroomParam(param);
    expect(parsed?.id).toBe('42');
    expect(isCanonicalShowroomSlug(defender, parsed!.slug)).toBe(true);
    expect(isCanonicalShowroomSlug(defender, 'old-slug')).toBe(false);
  });
  it('rejects ids that do not match the pattern (A§5)', () => {
    for (const bad of ['', 'slug-', 'slug-4 2', 'slug-../x', 'slug-' + '9'.repeat(65), 'slug-%2F', 'a-ב']) {
      expect(parseShowroomParam(bad)).toBeNull();
    }
    expect(parseShowroomParam(undefined)).toBeNull();
  });
});
