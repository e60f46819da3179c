import { allSettled, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $basicPopupVisible,
  basicPopupClosed,
  basicPopupConfigFromJson,
  basicPopupConfigFromSettings,
  basicPopupConfigured,
  closureCookie,
  closureReadFx,
  closureRecordedFx,
  currentTimeReadFx,
  dateWindowAt,
  disabledBasicPopup,
  hasClosureCookie,
  isWithinDateWindow,
  parsePopupDate,
  type BasicPopupConfig,
  type ClosureQuery,
  type ClosureRecord,
} from './basic-popup';
import { warningLoggedFx } from './logging';
import { pathChanged } from './route';

const now = Date.parse('2026-11-22T10:00:00Z');
const day = 24 * 60 * 60 * 1000;

const config = (overrides: Partial<BasicPopupConfig> = {}): BasicPopupConfig => ({
  ...disabledBasicPopup,
  enabled: true,
  title: 'Winter service offer',
  text: 'Book before December.',
  storeType: 'localStorage',
  ...overrides,
});

/** A scope with fake storage, a fixed clock and captured warnings. */
function setup(options: { closedBefore?: boolean; readFails?: boolean; recordFails?: boolean; time?: number } = {}) {
  const reads: ClosureQuery[] = [];
  const records: ClosureRecord[] = [];
  const warnings: unknown[] = [];
  const scope = fork({
    handlers: [
      [currentTimeReadFx, () => options.time ?? now],
      [
        closureReadFx,
        (query: ClosureQuery) => {
          reads.push(query);
          if (options.readFails) throw new Error('SecurityError');
          return options.closedBefore ?? false;
        },
      ],
      [
        closureRecordedFx,
        (record: ClosureRecord) => {
          if (options.recordFails) throw new Error('QuotaExceededError');
          records.push(record);
        },
      ],
      [warningLoggedFx, (warning: unknown) => void warnings.push(warning)],
    ],
  });
  return { scope, reads, records, warnings };
}

async function visit(scope: Scope, path: string, popup: BasicPopupConfig = config()) {
  await allSettled(basicPopupConfigured, { scope, params: popup });
  await allSettled(pathChanged, { scope, params: path });
}

// Each test has its own scope and waits for the real 500 ms delay, so they run side by side.
describe.concurrent('basic popup model (A§4, A§9)', () => {
  it('opens 500 ms after the page is shown', async () => {
    const { scope, reads } = setup();
    await allSettled(basicPopupConfigured, { scope, params: config({ namespace: 'winter-2026' }) });
    const started = performance.now();
    const settled = allSettled(pathChanged, { scope, params: '/offers' });
    expect(scope.getState($basicPopupVisible)).toBe(false);
    await settled;
    expect(performance.now() - started).toBeGreaterThanOrEqual(490);
    expect(scope.getState($basicPopupVisible)).toBe(true);
    expect(reads).toEqual([{ storeType: 'localStorage', namespace: 'winter-2026' }]);
  });

  it('stays hidden when disabled, and never touches storage', async () => {
    const { scope, reads } = setup();
    await visit(scope, '/', { ...config(), enabled: false });
    expect(scope.getState($basicPopupVisible)).toBe(false);
    expect(reads).toEqual([]);
  });

  it('stays hidden on paths that match no pattern', async () => {
    const { scope, reads } = setup();
    await visit(scope, '/models/defender', config({ paths: ['/offers/*', '/service'] }));
    expect(scope.getState($basicPopupVisible)).toBe(false);
    expect(reads).toEqual([]);
    await allSettled(pathChanged, { scope, params: '/service/' });
    expect(scope.getState($basicPopupVisible)).toBe(true);
  });

  it('stays hidden outside the date window', async () => {
    const early = setup({ time: now });
    await visit(early.scope, '/', config({ dateFrom: now + 1 }));
    expect(early.scope.getState($basicPopupVisible)).toBe(false);

    const late = setup({ time: now });
    await visit(late.scope, '/', config({ dateTo: now - 1 }));
    expect(late.scope.getState($basicPopupVisible)).toBe(false);

    const inside = setup({ time: now });
    await visit(inside.scope, '/', config({ dateFrom: now - day * 30, dateTo: now + day * 30 }));
    expect(inside.scope.getState($basicPopupVisible)).toBe(true);
  });

  it('stays hidden when it was closed before', async () => {
    const { scope } = setup({ closedBefore: true });
    await visit(scope, '/');
    expect(scope.getState($basicPopupVisible)).toBe(false);
  });

  it('hides on close and records the closure per the store type', async () => {
    const { scope, records } = setup();
    await visit(scope, '/', config({ storeType: 'cookie', cookieExpiryDays: 7, namespace: 'spring' }));
    await allSettled(basicPopupClosed, { scope });
    expect(scope.getState($basicPopupVisible)).toBe(false);
    expect(records).toEqual([{ storeType: 'cookie', namespace: 'spring', cookieExpiryDays: 7 }]);
  });

  it('does not record a close of a popup that is not showing', async () => {
    const { scope, records } = setup();
    await allSettled(basicPopupClosed, { scope });
    expect(records).toEqual([]);
  });

  it('comes back on the next route change when nothing remembers the closure (store type none)', async () => {
    const { scope } = setup({ closedBefore: false });
    await visit(scope, '/', config({ storeType: 'none' }));
    await allSettled(basicPopupClosed, { scope });
    expect(scope.getState($basicPopupVisible)).toBe(false);
    await allSettled(pathChanged, { scope, params: '/offers' });
    expect(scope.getState($basicPopupVisible)).toBe(true);
  });

  it('hides on a route change and checks again only for the page the visitor stayed on', async () => {
    const { scope, reads } = setup();
    await visit(scope, '/');
    expect(scope.getState($basicPopupVisible)).toBe(true);
    const first = allSettled(pathChanged, { scope, params: '/a' });
    expect(scope.getState($basicPopupVisible)).toBe(false);
    const second = allSettled(pathChanged, { scope, params: '/b' });
    await Promise.all([first, second]);
    expect(scope.getState($basicPopupVisible)).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('only logs storage failures (A§8)', async () => {
    const failing = setup({ readFails: true, recordFails: true });
    await visit(failing.scope, '/');
    expect(failing.scope.getState($basicPopupVisible)).toBe(true);
    await allSettled(basicPopupClosed, { scope: failing.scope });
    expect(failing.scope.getState($basicPopupVisible)).toBe(false);
    expect(failing.warnings).toEqual([
      { message: 'Popup closure storage failed', details: { storeType: 'localStorage', reason: 'SecurityError' } },
      { message: 'Popup closure storage failed', details: { storeType: 'localStorage', reason: 'QuotaExceededError' } },
    ]);
  });
});

describe('popup.basic setting (A§5, A§8, A§9)', () => {
  const logger = () => ({ warn: vi.fn() });

  it('fills the A§9 defaults', () => {
    const log = logger();
    const parsed = basicPopupConfigFromJson({ enabled: true, title: 'Hello' }, log);
    expect(parsed).toEqual({
      enabled: true,
      title: 'Hello',
      text: '',
      cta: null,
      paths: ['/*'],
      dateFrom: null,
      dateTo: null,
      storeType: 'none',
      cookieExpiryDays: 1,
      namespace: 'basic-popup',
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('reads every field', () => {
    const parsed = basicPopupConfigFromJson(
      {
        enabled: 'true',
        title: 'Winter service',
        text: 'Free check',
        cta: { url: '/service', link_text: 'Book', target: '_blank' },
        paths: ['/', '/service/*'],
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        store_type: 'sessionStorage',
        cookie_expiry_days: '3',
        namespace: 'winter_2026',
      },
      logger(),
    );
    expect(parsed).toEqual({
      enabled: true,
      title: 'Winter service',
      text: 'Free check',
      cta: { url: '/service', text: 'Book', target: '_blank' },
      paths: ['/', '/service/*'],
      dateFrom: Date.parse('2026-11-01T00:00:00Z'),
      dateTo: Date.parse('2026-12-01T00:00:00Z') - 1,
      storeType: 'sessionStorage',
      cookieExpiryDays: 3,
      namespace: 'winter_2026',
    });
  });

  it('turns an unknown store type into none, with a warning', () => {
    const log = logger();
    expect(basicPopupConfigFromJson({ title: 'x', store_type: 'indexedDB' }, log).storeType).toBe('none');
    expect(log.warn).toHaveBeenCalledWith('Unknown popup store type, using none', { storeType: 'indexedDB' });
  });

  it('warns about invalid URL patterns and treats them as no match', () => {
    const log = logger();
    expect(basicPopupConfigFromJson({ title: 'x', paths: ['/{a', '/ok', 5] }, log).paths).toEqual(['/ok', '5']);
    expect(log.warn).toHaveBeenCalledWith('Invalid popup URL pattern', { pattern: '/{a', problem: 'unbalanced-braces' });
    expect(basicPopupConfigFromJson({ title: 'x', paths: [''] }, logger()).paths).toEqual([]);
    expect(basicPopupConfigFromJson({ title: 'x', paths: '/offers/*' }, logger()).paths).toEqual(['/offers/*']);
    expect(basicPopupConfigFromJson({ title: 'x', paths: { a: 1 } }, logger()).paths).toEqual([]);
    expect(basicPopupConfigFromJson({ title: 'x', paths: null }, logger()).paths).toEqual(['/*']);
  });

  it('falls back from an unusable namespace, drops a cta without text or with a script url, and needs a title', () => {
    const log = logger();
    const parsed = basicPopupConfigFromJson({ enabled: true, namespace: 'a b;c', cta: { url: 'javascript:x', link_text: 'Go' } }, log);
    expect(parsed.namespace).toBe('basic-popup');
    expect(parsed.cta).toBeNull();
    expect(parsed.enabled).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('is off for a blank setting, and logs invalid JSON (A§8)', () => {
    const log = logger();
    expect(basicPopupConfigFromSettings({ 'popup.basic': '' }, log)).toBe(disabledBasicPopup);
    expect(log.warn).not.toHaveBeenCalled();
    expect(basicPopupConfigFromSettings({ 'popup.basic': '{nope' }, log)).toBe(disabledBasicPopup);
    expect(basicPopupConfigFromSettings({ 'popup.basic': '[1]' }, log)).toBe(disabledBasicPopup);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('never throws, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = basicPopupConfigFromJson(value, { warn: () => undefined });
        return parsed.cookieExpiryDays > 0 && /^[A-Za-z0-9_-]+$/.test(parsed.namespace);
      }),
    );
    fc.assert(fc.property(fc.json(), (json) => typeof basicPopupConfigFromSettings({ 'popup.basic': json }, { warn: () => undefined }) === 'object'));
  });
});

describe('default date window (A§9: yesterday to tomorrow)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs from exactly a day before the clock to a day after it', async () => {
    // A fixed clock: the site's own (currentTimeReadFx reads Date.now), pinned.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const clock = await allSettled(currentTimeReadFx, { scope: fork() });
    expect(clock).toEqual({ status: 'done', value: Date.parse('2026-11-22T10:00:00Z') });
    const at = Date.now();
    const { from, to } = dateWindowAt({ dateFrom: null, dateTo: null }, at);
    expect(new Date(from).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    // Only the open end takes the default.
    const fixedEnd = Date.parse('2026-12-31T23:59:59Z');
    expect(dateWindowAt({ dateFrom: null, dateTo: fixedEnd }, at)).toEqual({ from: Date.parse('2026-11-21T10:00:00Z'), to: fixedEnd });
  });
});

describe('popup helpers', () => {
  it('defaults the window to yesterday → tomorrow', () => {
    expect(isWithinDateWindow({ dateFrom: null, dateTo: null }, now)).toBe(true);
    expect(isWithinDateWindow({ dateFrom: now, dateTo: now }, now)).toBe(true);
    expect(isWithinDateWindow({ dateFrom: null, dateTo: now - 1 }, now)).toBe(false);
    expect(isWithinDateWindow({ dateFrom: now + 1, dateTo: null }, now)).toBe(false);
  });

  it('parses dates, leaving unreadable ones to the default', () => {
    expect(parsePopupDate('2026-11-22T12:00:00Z', 'from')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parsePopupDate(1_800_000_000_000, 'to')).toBe(1_800_000_000_000);
    expect(parsePopupDate('someday', 'from')).toBeNull();
    expect(parsePopupDate(undefined, 'to')).toBeNull();
    expect(parsePopupDate(Number.NaN, 'to')).toBeNull();
  });

  it('writes and finds the closure cookie, expiring after the given days', () => {
    expect(closureCookie('basic-popup', 1, false)).toBe('basic-popup.closed=1; Max-Age=86400; Path=/; SameSite=Lax');
    expect(closureCookie('x', 0.5, true)).toBe('x.closed=1; Max-Age=43200; Path=/; SameSite=Lax; Secure');
    expect(hasClosureCookie('a=1; basic-popup.closed=1', 'basic-popup')).toBe(true);
    expect(hasClosureCookie('basic-popup.closedx=1', 'basic-popup')).toBe(false);
    expect(hasClosureCookie('', 'basic-popup')).toBe(false);
  });
});
