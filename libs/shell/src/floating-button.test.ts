import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  $floatingButton,
  emptyFloatingButtonConfig,
  floatingButtonBlockRegistered,
  floatingButtonBlockUnregistered,
  floatingButtonConfigFromSettings,
  floatingButtonConfigured,
  normaliseFloatingButtonItems,
  resolveFloatingButton,
  visibleItems,
  type FloatingButtonConfig,
  type FloatingButtonItem,
} from './floating-button';
import { pathChanged } from './route';

const item = (text: string): FloatingButtonItem => ({
  id: text,
  link: { url: `/${text}`, text, target: '_self', type: '' },
  icon: '',
  dcStrategy: null,
});
const admin = [item('test-drive'), item('brochure')];
const blockItems = [item('offers')];
const configWith = (overrides: Partial<FloatingButtonConfig>): FloatingButtonConfig => ({ ...emptyFloatingButtonConfig, ...overrides });

describe('resolveFloatingButton (A§4)', () => {
  it('is disabled and hidden with no admin list, no block and quick links off', () => {
    expect(resolveFloatingButton(emptyFloatingButtonConfig, null)).toEqual({ mode: 'hidden', items: [], disabled: true });
  });

  it('shows the plain button for the admin list', () => {
    expect(resolveFloatingButton(configWith({ adminItems: admin }), null)).toEqual({ mode: 'button', items: admin, disabled: false });
  });

  it('shows quick links when there are items and quick links are on', () => {
    expect(resolveFloatingButton(configWith({ adminItems: admin, quickLinksEnabled: true }), null)).toEqual({
      mode: 'quickLinks',
      items: admin,
      disabled: false,
    });
  });

  it('is enabled by quick links alone, but shows nothing without items', () => {
    expect(resolveFloatingButton(configWith({ quickLinksEnabled: true }), null)).toEqual({ mode: 'hidden', items: [], disabled: false });
  });

  it('lets a page block supply items and take precedence over the admin list', () => {
    expect(resolveFloatingButton(emptyFloatingButtonConfig, { items: blockItems, fabDisabled: false })).toMatchObject({ mode: 'button', items: blockItems });
    expect(resolveFloatingButton(configWith({ adminItems: admin }), { items: blockItems, fabDisabled: false }).items).toBe(blockItems);
    expect(resolveFloatingButton(configWith({ adminItems: admin }), { items: [], fabDisabled: false }).mode).toBe('hidden');
  });

  it("obeys a block's fabDisabled (B§3.2)", () => {
    expect(resolveFloatingButton(configWith({ adminItems: admin, quickLinksEnabled: true }), { items: blockItems, fabDisabled: true })).toEqual({
      mode: 'hidden',
      items: [],
      disabled: true,
    });
  });
});

describe('floating button model', () => {
  it('follows the settings, then a block registered for the current path, recomputed on path change', async () => {
    const scope = fork();
    await allSettled(pathChanged, { scope, params: '/models/defender' });
    await allSettled(floatingButtonConfigured, { scope, params: configWith({ adminItems: admin }) });
    expect(scope.getState($floatingButton)).toMatchObject({ mode: 'button', items: admin });

    await allSettled(floatingButtonBlockRegistered, { scope, params: { path: '/models/defender', items: blockItems, fabDisabled: false } });
    expect(scope.getState($floatingButton).items).toEqual(blockItems);

    await allSettled(pathChanged, { scope, params: '/offers' });
    expect(scope.getState($floatingButton).items).toEqual(admin);

    await allSettled(pathChanged, { scope, params: '/models/defender' });
    expect(scope.getState($floatingButton).items).toEqual(blockItems);

    await allSettled(floatingButtonBlockUnregistered, { scope });
    expect(scope.getState($floatingButton).items).toEqual(admin);
  });

  it('registers a block before the path change that leads to its page', async () => {
    const scope = fork();
    await allSettled(pathChanged, { scope, params: '/' });
    await allSettled(floatingButtonConfigured, { scope, params: configWith({ adminItems: admin }) });
    // Child effects run before the layout's: the new page's block registers first.
    await allSettled(floatingButtonBlockRegistered, { scope, params: { path: '/stock', items: [], fabDisabled: true } });
    expect(scope.getState($floatingButton).mode).toBe('button');
    await allSettled(pathChanged, { scope, params: '/stock' });
    expect(scope.getState($floatingButton)).toEqual({ mode: 'hidden', items: [], disabled: true });
  });
});

describe('visibleItems (A§9)', () => {
  it('shows 4 items on desktop and 3 on mobile', () => {
    const five = [1, 2, 3, 4, 5];
    expect(visibleItems(five, false)).toEqual([1, 2, 3, 4]);
    expect(visibleItems(five, true)).toEqual([1, 2, 3]);
    expect(visibleItems([1], true)).toEqual([1]);
  });
});

describe('fab settings (A§5, A§8)', () => {
  const adminJson = JSON.stringify([
    {
      link: { url: '/test-drive', link_text: 'Book a test drive', target: '_blank', type: 'internal' },
      icon: 'Test-Drive',
      dc_strategy: { key: 'brand', value: 'defender', fallback: 'true' },
    },
    { link: { url: '/brochure', link_text: '' }, icon: 'document' },
    { link: { link_text: 'No url' } },
    { link: { url: 'javascript:alert(1)', link_text: 'Bad' } },
    { link: { url: '/test-drive', link_text: 'Book a test drive' } },
  ]);

  it('reads valid items and drops the rest', () => {
    const config = floatingButtonConfigFromSettings({ 'fab.items': adminJson, 'fab.quick_links_enabled': 'true' }, { warn: vi.fn() });
    expect(config.quickLinksEnabled).toBe(true);
    expect(config.adminItems).toEqual([
      {
        id: '/test-drive|Book a test drive',
        link: { url: '/test-drive', text: 'Book a test drive', target: '_blank', type: 'internal' },
        icon: 'test-drive',
        dcStrategy: { key: 'brand', value: 'defender', fallback: true },
      },
      {
        id: '/test-drive|Book a test drive|1',
        link: { url: '/test-drive', text: 'Book a test drive', target: '_self', type: '' },
        icon: '',
        dcStrategy: null,
      },
    ]);
  });

  it('gives an empty list (and so a disabled button) for a blank admin JSON, silently', () => {
    const log = { warn: vi.fn() };
    const config = floatingButtonConfigFromSettings({ 'fab.items': '  ' }, log);
    expect(config.adminItems).toEqual([]);
    expect(resolveFloatingButton(config, null).disabled).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs and ignores invalid admin JSON; predefined links must be valid JSON, else empty', () => {
    const log = { warn: vi.fn() };
    const config = floatingButtonConfigFromSettings({ 'fab.items': '[{', 'fab.predefined_links': '{"a":1}' }, log);
    expect(config).toEqual(emptyFloatingButtonConfig);
    expect(log.warn).toHaveBeenCalledWith('Invalid JSON in fab.items setting', expect.objectContaining({ key: 'fab.items' }));
    expect(log.warn).toHaveBeenCalledWith('Invalid JSON in fab.predefined_links setting', expect.objectContaining({ key: 'fab.predefined_links' }));
    const predefined = floatingButtonConfigFromSettings({ 'fab.predefined_links': JSON.stringify([{ link: { url: '/contact-us', link_text: 'Contact' } }]) }, log);
    expect(predefined.predefinedLinks.map((link) => link.link.url)).toEqual(['/contact-us']);
  });

  it('never throws and returns only complete items with unique ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.record({ link: fc.record({ url: fc.oneof(fc.webUrl(), fc.string()), link_text: fc.string() }, { requiredKeys: [] }), icon: fc.anything() }, { requiredKeys: [] }))), (value) => {
        const items = normaliseFloatingButtonItems(value);
        const ids = new Set(items.map((entry) => entry.id));
        return ids.size === items.length && items.every((entry) => entry.link.url !== '' && entry.link.text !== '');
      }),
    );
    fc.assert(fc.property(fc.string(), (raw) => Array.isArray(floatingButtonConfigFromSettings({ 'fab.items': raw }, { warn: () => undefined }).adminItems)));
  });
});
