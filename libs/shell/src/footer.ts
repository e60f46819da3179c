import { isSettingOn, readJsonSetting, type Settings, type SettingsLogger } from '@lux/content';
import { normaliseLinkTarget, safeImageUrl, safeUrl, type LinkTarget } from './links';
import { asRecord, field, list, positiveNumber, text, type JsonRecord } from './values';

/** A§5 footer item types; an unknown or missing type is a plain `link`. */
export const footerItemTypes = ['link', 'social', 'image', 'wrapper'] as const;
export type FooterItemType = (typeof footerItemTypes)[number];

/** Element a wrapper item renders as (A§5). */
export type FooterWrapperTag = 'div' | 'span';

/** Outline level of a column heading (A§5: 1–6 or h1–h6). */
export type FooterHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A§5 image defaults, in CSS pixels. */
export const footerImageDefaults = { width: 200, height: 80 } as const;

type FooterLinkBase = {
  /** Visible text and accessible name; for a social link, the network's name ("Facebook"). */
  label: string;
  /** Safe address, or `null` for a no-op link (rendered as text, never as a link to nowhere). */
  url: string | null;
  target: LinkTarget;
};

export type FooterTextLink = FooterLinkBase & { type: 'link' };
export type FooterSocialLink = FooterLinkBase & { type: 'social'; /** Icon name, e.g. `facebook`. */ icon: string };
export type FooterImage = { src: string; alt: string; width: number; height: number };
export type FooterImageLink = FooterLinkBase & { type: 'image'; image: FooterImage };
export type FooterWrapper = { type: 'wrapper'; tag: FooterWrapperTag; items: readonly FooterItem[] };
export type FooterItem = FooterTextLink | FooterSocialLink | FooterImageLink | FooterWrapper;

/** A row of items inside a column; never empty. */
export type FooterRow = readonly FooterItem[];

export type FooterColumn = {
  /** Column heading; '' when the column has none. */
  heading: string;
  headingLevel: FooterHeadingLevel;
  /** Never empty: a column without valid rows is dropped. */
  rows: readonly FooterRow[];
};

/** Everything the footer shows, read from one settings namespace. */
export type FooterContent = {
  columns: readonly FooterColumn[];
  /** Editor HTML between the columns and the secondary links; '' when unset. */
  middleHtml: string;
  secondaryLinks: readonly FooterItem[];
  /** Editor HTML at the very bottom (legal text); '' when unset. */
  bottomHtml: string;
  retailersEnabled: boolean;
  searchEnabled: boolean;
};

export const emptyFooterContent: FooterContent = {
  columns: [],
  middleHtml: '',
  secondaryLinks: [],
  bottomHtml: '',
  retailersEnabled: false,
  searchEnabled: false,
};

/** `1`–`6`, `'3'`, `'h3'` or `'H3'` as a level; anything else is 2, a section inside the footer. */
export function normaliseHeadingLevel(value: unknown): FooterHeadingLevel {
  const match = /^h?([1-6])$/i.exec(text(value));
  return match?.[1] === undefined ? 2 : (Number(match[1]) as FooterHeadingLevel);
}

function normaliseType(value: unknown): FooterItemType {
  const type = text(value).toLowerCase();
  return footerItemTypes.find((known) => known === type) ?? 'link';
}

/** Wrappers may nest, but not without bound: deeper ones are dropped. */
const maxWrapperDepth = 3;

/** A whole number of pixels, at least 1; anything else is the default. */
function pixels(value: unknown, fallback: number): number {
  const rounded = Math.round(positiveNumber(value) ?? 0);
  return rounded >= 1 ? rounded : fallback;
}

function normaliseImage(raw: JsonRecord | undefined, label: string): FooterImage | undefined {
  const nested = asRecord(field(raw, 'image'));
  const source = nested ?? raw;
  const src = safeImageUrl(field(source, 'src'));
  if (src === null) return undefined;
  return {
    src,
    alt: text(field(source, 'alt')) || label,
    width: pixels(field(source, 'width'), footerImageDefaults.width),
    height: pixels(field(source, 'height'), footerImageDefaults.height),
  };
}

function normaliseItem(value: unknown, depth: number): FooterItem | undefined {
  const raw = asRecord(value);
  if (raw === undefined) return undefined;
  const type = normaliseType(field(raw, 'type'));
  if (type === 'wrapper') {
    if (depth >= maxWrapperDepth) return undefined;
    const items = normaliseItems(field(raw, 'items'), depth + 1);
    if (items.length === 0) return undefined;
    return { type, tag: text(field(raw, 'tag')).toLowerCase() === 'span' ? 'span' : 'div', items };
  }
  const label = text(field(raw, 'label'));
  const link = { label, url: safeUrl(field(raw, 'url')), target: normaliseLinkTarget(field(raw, 'target')) };
  if (type === 'image') {
    // A§5: an image item is valid when it has a source, with or without a label.
    const image = normaliseImage(raw, label);
    return image === undefined ? undefined : { type, ...link, image };
  }
  if (label === '') return undefined;
  if (type === 'social') {
    const icon = text(field(raw, 'icon')).toLowerCase();
    return icon === '' ? undefined : { type, ...link, icon };
  }
  return { type, ...link };
}

function normaliseItems(value: unknown, depth = 0): FooterItem[] {
  return list(value).flatMap((raw) => normaliseItem(raw, depth) ?? []);
}

/**
 * Footer items per A§5: invalid ones are dropped — an image needs a source, a link or social item
 * a label, a social item an icon, a wrapper at least one valid item. Never throws.
 */
export function normaliseFooterItems(value: unknown): FooterItem[] {
  return normaliseItems(value);
}

function normaliseRow(value: unknown): FooterRow {
  // A row is a list of items, or `{ "items": [...] }`.
  return normaliseItems(Array.isArray(value) ? value : field(asRecord(value), 'items'));
}

/** Footer columns per A§5; empty rows and columns without rows are dropped. Never throws. */
export function normaliseFooterColumns(value: unknown): FooterColumn[] {
  return list(value).flatMap((rawColumn) => {
    const column = asRecord(rawColumn);
    if (column === undefined) return [];
    const rows = list(field(column, 'rows'))
      .map(normaliseRow)
      .filter((row) => row.length > 0);
    if (rows.length === 0) return [];
    return [
      {
        heading: text(field(column, 'heading')),
        headingLevel: normaliseHeadingLevel(field(column, 'heading_level')),
        rows,
      },
    ];
  });
}

/** Settings namespaces with a footer: the default one, redesigned pages, electric-model pages (A§2). */
export const footerNamespaces = ['footer', 'footer_redesign', 'footer_electric'] as const;
export type FooterNamespace = (typeof footerNamespaces)[number];

/**
 * The footer of a namespace from flat settings. Blank JSON gives no columns or links; invalid JSON
 * or a non-list is logged and ignored (A§8).
 */
export function footerContentFromSettings(
  settings: Settings,
  logger: SettingsLogger,
  namespace: FooterNamespace = 'footer',
): FooterContent {
  const readList = <T>(key: string, normalise: (value: unknown) => T[]): T[] =>
    readJsonSetting<T[]>(settings, `${namespace}.${key}`, {
      fallback: [],
      validate: (parsed) => (Array.isArray(parsed) ? normalise(parsed) : undefined),
      invalidMessage: `Invalid JSON in ${namespace}.${key} setting`,
      logger,
    });
  return {
    columns: readList('columns', normaliseFooterColumns),
    middleHtml: settings[`${namespace}.middle_html`]?.trim() ?? '',
    secondaryLinks: readList('secondary_links', normaliseFooterItems),
    bottomHtml: settings[`${namespace}.bottom_html`]?.trim() ?? '',
    retailersEnabled: isSettingOn(settings, `${namespace}.retailers_enabled`),
    searchEnabled: isSettingOn(settings, `${namespace}.search_enabled`),
  };
}
