import { combine, createEvent, createStore } from 'effector';
import { isSettingOn, readJsonSetting, type Settings, type SettingsLogger } from '@lux/content';
import { normaliseLinkTarget, safeUrl, type LinkTarget } from './links';
import { $currentPath } from './route';
import { asRecord, field, flag, list, text } from './values';

/** A§4/A§9: how many items the floating button shows. */
export const floatingButtonLimits = { desktop: 4, mobile: 3 } as const;

/** A dynamic-content condition (key, value, fallback) carried for the dynamic-content feature to judge. */
export type DynamicContentCondition = { key: string; value: string; fallback: boolean };

export type FloatingButtonLink = {
  url: string;
  /** Visible text and accessible name. */
  text: string;
  target: LinkTarget;
  /** The admin's link type (e.g. `internal`, `external`, `phone`), kept as given; '' when unset. */
  type: string;
};

/** A§3 floating button item, validated. */
export type FloatingButtonItem = {
  /** Stable React key, derived from the link (duplicates get a suffix). */
  id: string;
  link: FloatingButtonLink;
  /** Icon name, e.g. `test-drive`; '' for the generic link icon. */
  icon: string;
  dcStrategy: DynamicContentCondition | null;
};

function normaliseCondition(value: unknown): DynamicContentCondition | null {
  const raw = asRecord(value);
  const key = text(field(raw, 'key'));
  if (key === '') return null;
  return { key, value: text(field(raw, 'value')), fallback: flag(field(raw, 'fallback')) };
}

/**
 * Items of the admin JSON list (A§3): an item needs `link.url` (a safe address) and `link.link_text`;
 * others are dropped. Never throws.
 */
export function normaliseFloatingButtonItems(value: unknown): FloatingButtonItem[] {
  const seen = new Map<string, number>();
  return list(value).flatMap((rawItem) => {
    const raw = asRecord(rawItem);
    const rawLink = asRecord(field(raw, 'link'));
    const url = safeUrl(field(rawLink, 'url'));
    const linkText = text(field(rawLink, 'link_text'));
    if (url === null || linkText === '') return [];
    const base = `${url}|${linkText}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return [
      {
        id: count === 0 ? base : `${base}|${count}`,
        link: { url, text: linkText, target: normaliseLinkTarget(field(rawLink, 'target')), type: text(field(rawLink, 'type')) },
        icon: text(field(raw, 'icon')).toLowerCase(),
        dcStrategy: normaliseCondition(field(raw, 'dc_strategy')),
      },
    ];
  });
}

export type FloatingButtonConfig = {
  /** The admin list (`fab.items`); empty when blank or invalid. */
  adminItems: readonly FloatingButtonItem[];
  quickLinksEnabled: boolean;
  /** `fab.predefined_links`: links a page block may offer; empty unless valid JSON. */
  predefinedLinks: readonly FloatingButtonItem[];
};

export const emptyFloatingButtonConfig: FloatingButtonConfig = { adminItems: [], quickLinksEnabled: false, predefinedLinks: [] };

/**
 * The floating button settings (A§5): `fab.items` blank → empty list (and so a disabled button);
 * invalid JSON → logged and ignored; `fab.predefined_links` must be valid JSON, else empty.
 */
export function floatingButtonConfigFromSettings(settings: Settings, logger: SettingsLogger): FloatingButtonConfig {
  const read = (key: string) =>
    readJsonSetting<FloatingButtonItem[]>(settings, key, {
      fallback: [],
      validate: (parsed) => (Array.isArray(parsed) ? normaliseFloatingButtonItems(parsed) : undefined),
      invalidMessage: `Invalid JSON in ${key} setting`,
      logger,
    });
  return {
    adminItems: read('fab.items'),
    quickLinksEnabled: isSettingOn(settings, 'fab.quick_links_enabled'),
    predefinedLinks: read('fab.predefined_links'),
  };
}

/** Items a page-level block (the ready-to-go bar) supplies for its page, and whether it turns the button off. */
export type FloatingButtonBlock = {
  /** Path of the page the block is on; it applies only while the visitor is there. */
  path: string;
  items: readonly FloatingButtonItem[];
  /** The block's `fabDisabled` (B§3.2): no floating button on its page. */
  fabDisabled: boolean;
};

/** `hidden`, the plain floating button, or the quick-links variant. */
export type FloatingButtonMode = 'hidden' | 'button' | 'quickLinks';

export type FloatingButtonState = { mode: FloatingButtonMode; items: readonly FloatingButtonItem[]; disabled: boolean };

/**
 * A§4, exactly: disabled unless the admin list is set, a page block supplies items, or quick links
 * are on (and always when the page block says `fabDisabled`); a page block's items take precedence
 * over the admin list; quick links show if there are items, the button is not disabled and quick
 * links are on; otherwise the plain button shows if there are items and it is not disabled.
 */
export function resolveFloatingButton(
  config: FloatingButtonConfig,
  block: Pick<FloatingButtonBlock, 'items' | 'fabDisabled'> | null,
): FloatingButtonState {
  const adminListSet = config.adminItems.length > 0;
  const blockSuppliesItems = block !== null && block.items.length > 0;
  const disabled = block?.fabDisabled === true || !(adminListSet || blockSuppliesItems || config.quickLinksEnabled);
  const items = block === null ? config.adminItems : block.items;
  const shown = items.length > 0 && !disabled;
  const mode: FloatingButtonMode = !shown ? 'hidden' : config.quickLinksEnabled ? 'quickLinks' : 'button';
  return { mode, items: shown ? items : [], disabled };
}

/** The first 4 items on desktop, 3 on mobile (A§9). */
export function visibleItems<T>(items: readonly T[], isMobile: boolean): T[] {
  return items.slice(0, isMobile ? floatingButtonLimits.mobile : floatingButtonLimits.desktop);
}

/** The site read the `fab.*` settings. */
export const floatingButtonConfigured = createEvent<FloatingButtonConfig>();
/** A page-level block mounted with its items (and possibly `fabDisabled`). */
export const floatingButtonBlockRegistered = createEvent<FloatingButtonBlock>();
/** That block unmounted. */
export const floatingButtonBlockUnregistered = createEvent();

export const $floatingButtonConfig = createStore<FloatingButtonConfig>(emptyFloatingButtonConfig, {
  sid: 'shell/floatingButton/$config',
}).on(floatingButtonConfigured, (_, config) => config);

export const $floatingButtonBlock = createStore<FloatingButtonBlock | null>(null, { sid: 'shell/floatingButton/$block' })
  .on(floatingButtonBlockRegistered, (_, block) => block)
  .on(floatingButtonBlockUnregistered, () => null);

/**
 * What to show, recomputed on every path change (A§4): a block registered for another path no
 * longer applies, even if it never unregistered.
 */
export const $floatingButton = combine(
  $floatingButtonConfig,
  $floatingButtonBlock,
  $currentPath,
  (config, block, path): FloatingButtonState => resolveFloatingButton(config, block !== null && block.path === path ? block : null),
);
