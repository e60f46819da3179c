import { findTemplate } from '@lux/block-catalogue';
import {
  BLOCK_POSITIONS,
  DEFAULT_REDIRECT_HTTP_CODE,
  LINK_TYPES,
  METAHEAD_CONSENT_SCOPES,
  METAHEAD_LANGUAGES,
  PAGE_KINDS,
  PAGE_TYPES,
  REDIRECT_HTTP_CODES,
  type BlockFields,
  type BlockPosition,
  type LinkType,
  type MetaheadConsentScope,
  type MetaheadLanguage,
  type PageKind,
  type PageType,
  type RedirectHttpCode,
} from '../../db/schema.js';
import { LOCALES } from './schemas.js';

/** B§5: the exact text, shared with the site's redirect fetch. */
export const PATHNAME_REQUIRED = 'You have to provide current page pathname.';

export interface PageInput {
  locale?: unknown;
  path?: unknown;
  pageType?: unknown;
  type?: unknown;
  title?: unknown;
  disabled?: unknown;
  httpCode?: unknown;
  redirectPath?: unknown;
  linkType?: unknown;
  linkNewWindow?: unknown;
  blocks?: unknown;
  metaheads?: unknown;
}

export interface ValidPage {
  locale: (typeof LOCALES)[number];
  path: string;
  pageType: PageType;
  type: PageKind;
  title: string | null;
  disabled: boolean;
  httpCode: RedirectHttpCode;
  redirectPath: string | null;
  linkType: LinkType;
  linkNewWindow: boolean;
  blocks: Array<{ template: string; fields: BlockFields; groups: BlockFields[]; activePositions: BlockPosition[] }>;
  metaheads: Array<{
    content: string;
    language: MetaheadLanguage;
    sequence: number | null;
    inBody: boolean;
    reloadOnEachPage: boolean;
    consentScope: MetaheadConsentScope;
  }>;
}

/** One problem, pointing into the input like JSON:API's `source.pointer`. */
export interface PageProblem {
  pointer: string;
  detail: string;
}

export type PageValidation = { ok: true; page: ValidPage } | { ok: false; problems: PageProblem[] };

const MAX_PATH = 2048;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/**
 * The stored form of a page path: a leading slash, no empty segment, no trailing slash (home is '/'),
 * no query, fragment, backslash, whitespace or control character. Returns the problem, or null.
 */
export function pagePathProblem(path: unknown): string | null {
  if (path === undefined || path === null || (typeof path === 'string' && path.trim() === '')) {
    return PATHNAME_REQUIRED;
  }
  if (typeof path !== 'string') return 'The page pathname must be a string.';
  if (path.length > MAX_PATH) return `The page pathname must be at most ${MAX_PATH} characters long.`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\?#\u0000-\u001f\u007f]/.test(path)) {
    return 'The page pathname must not contain whitespace, control characters, backslashes, "?" or "#".';
  }
  const canonical = `/${path.split('/').filter((segment) => segment !== '').join('/')}`;
  if (path !== canonical) {
    return `The page pathname must start with "/" and have no empty segment or trailing slash (did you mean "${canonical}"?).`;
  }
  return null;
}

function redirectProblem(linkType: LinkType, target: string, ownPath: string): string | null {
  if (/[\s\\]/.test(target)) return 'The redirect path must not contain whitespace or backslashes.';
  const absolute = /^https?:\/\/[^/\s]+/i.test(target);
  const rootRelative = target.startsWith('/') && !target.startsWith('//');
  switch (linkType) {
    case 'internal': {
      if (!rootRelative) return 'An internal redirect path must start with a single "/" (e.g. /models/defender).';
      const pathOnly = `/${(target.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
      if (pathOnly === ownPath) return 'A page cannot redirect to itself.';
      return null;
    }
    case 'external':
      return absolute ? null : 'An external redirect must be an absolute http(s) URL.';
    case 'file': {
      if (!absolute && !rootRelative) return 'A file redirect must be a "/" path or an absolute http(s) URL.';
      const lastSegment = (target.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
      return /\.[A-Za-z0-9]{1,8}$/.test(lastSegment)
        ? null
        : 'A file redirect must name a file with an extension (e.g. /files/price-list.pdf).';
    }
  }
}

/**
 * Checks a page before it is stored, for the repository now and the editor later. Fills the spec's
 * defaults (http_code 301, link_type internal, blocks active everywhere) and reports every problem.
 */
export function validatePage(input: PageInput): PageValidation {
  const problems: PageProblem[] = [];
  const add = (pointer: string, detail: string) => problems.push({ pointer, detail });

  const locale = input.locale ?? 'he';
  if (!oneOf(LOCALES, locale)) add('/locale', `The locale must be one of ${LOCALES.join(', ')}.`);

  const pathProblem = pagePathProblem(input.path);
  if (pathProblem) add('/path', pathProblem);
  const path = typeof input.path === 'string' ? input.path : '';

  const pageType = input.pageType ?? 'page';
  if (!oneOf(PAGE_TYPES, pageType)) add('/pageType', `The page type must be one of ${PAGE_TYPES.join(', ')}.`);
  const type = input.type ?? 'page';
  if (!oneOf(PAGE_KINDS, type)) add('/type', `The type must be one of ${PAGE_KINDS.join(', ')}.`);

  const title = input.title ?? null;
  if (title !== null && typeof title !== 'string') add('/title', 'The title must be a string.');
  const disabled = input.disabled ?? false;
  if (typeof disabled !== 'boolean') add('/disabled', 'disabled must be true or false.');

  const httpCode = input.httpCode ?? DEFAULT_REDIRECT_HTTP_CODE;
  if (!oneOf(REDIRECT_HTTP_CODES, httpCode)) {
    add('/httpCode', `The redirect http code must be one of ${REDIRECT_HTTP_CODES.join(', ')}.`);
  }
  const linkType = input.linkType ?? 'internal';
  if (!oneOf(LINK_TYPES, linkType)) add('/linkType', `The link type must be one of ${LINK_TYPES.join(', ')}.`);
  const linkNewWindow = input.linkNewWindow ?? false;
  if (typeof linkNewWindow !== 'boolean') add('/linkNewWindow', 'link_new_window must be true or false.');

  const redirectPath = input.redirectPath ?? null;
  if (type === 'url_redirection') {
    if (typeof redirectPath !== 'string' || redirectPath.trim() === '') {
      add('/redirectPath', 'A url_redirection page needs a redirect path.');
    } else if (oneOf(LINK_TYPES, linkType)) {
      const problem = redirectProblem(linkType, redirectPath, path);
      if (problem) add('/redirectPath', problem);
    }
  } else if (redirectPath !== null) {
    add('/redirectPath', 'Only a url_redirection page has a redirect path.');
  }

  const blocks = validateBlocks(input.blocks, type === 'url_redirection', add);
  const metaheads = validateMetaheads(input.metaheads, add);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    page: {
      locale: locale as ValidPage['locale'],
      path,
      pageType: pageType as PageType,
      type: type as PageKind,
      title: title as string | null,
      disabled: disabled as boolean,
      httpCode: httpCode as RedirectHttpCode,
      redirectPath: redirectPath as string | null,
      linkType: linkType as LinkType,
      linkNewWindow: linkNewWindow as boolean,
      blocks,
      metaheads,
    },
  };
}

function validateBlocks(
  input: unknown,
  isRedirect: boolean,
  add: (pointer: string, detail: string) => void,
): ValidPage['blocks'] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) {
    add('/blocks', 'blocks must be a list.');
    return [];
  }
  if (isRedirect && input.length > 0) add('/blocks', 'A url_redirection page shows no blocks.');
  return input.map((block: unknown, index) => {
    const at = `/blocks/${index}`;
    if (!isRecord(block)) {
      add(at, 'A block must be an object.');
      return { template: '', fields: {}, groups: [], activePositions: [] };
    }
    const template = block['template'];
    if (typeof template !== 'string' || !findTemplate(template)) {
      add(`${at}/template`, `Unknown block template "${String(template)}".`);
    }
    const fields = block['fields'] ?? {};
    if (!isRecord(fields)) add(`${at}/fields`, 'fields must be an object.');
    const groups = block['groups'] ?? [];
    if (!Array.isArray(groups) || !groups.every(isRecord)) add(`${at}/groups`, 'groups must be a list of objects.');
    const positions = block['activePositions'] ?? [...BLOCK_POSITIONS];
    if (
      !Array.isArray(positions) ||
      !positions.every((position) => oneOf(BLOCK_POSITIONS, position)) ||
      new Set(positions).size !== positions.length
    ) {
      add(`${at}/activePositions`, `active_positions lists each of ${BLOCK_POSITIONS.join(', ')} at most once.`);
    }
    return {
      template: String(template),
      fields: fields as BlockFields,
      groups: groups as BlockFields[],
      activePositions: positions as BlockPosition[],
    };
  });
}

function validateMetaheads(input: unknown, add: (pointer: string, detail: string) => void): ValidPage['metaheads'] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) {
    add('/metaheads', 'metaheads must be a list.');
    return [];
  }
  return input.map((head: unknown, index) => {
    const at = `/metaheads/${index}`;
    const record = isRecord(head) ? head : {};
    if (!isRecord(head)) add(at, 'A metahead must be an object.');
    const { content, language } = record;
    const sequence = record['sequence'] ?? null;
    const inBody = record['inBody'] ?? false;
    const reloadOnEachPage = record['reloadOnEachPage'] ?? false;
    // Issue 12: a snippet nobody classified waits for "accept all" (the column's default).
    const consentScope = record['consentScope'] ?? 'unclassified';
    if (!oneOf(METAHEAD_LANGUAGES, language)) {
      add(`${at}/language`, `The language must be one of ${METAHEAD_LANGUAGES.join(', ')}.`);
    }
    if (typeof content !== 'string' || content.trim() === '') {
      add(`${at}/content`, 'A metahead needs content.');
    } else if (language === 'js-src' && !/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(content.trim())) {
      add(`${at}/content`, 'A js-src metahead holds one script URL (https:// or a "/" path).');
    }
    if (sequence !== null && !Number.isInteger(sequence)) add(`${at}/sequence`, 'sequence must be a whole number.');
    if (typeof inBody !== 'boolean') add(`${at}/inBody`, 'in_body must be true or false.');
    if (typeof reloadOnEachPage !== 'boolean') {
      add(`${at}/reloadOnEachPage`, 'reload_on_each_page must be true or false.');
    }
    if (!oneOf(METAHEAD_CONSENT_SCOPES, consentScope)) {
      add(`${at}/consentScope`, `consent_scope must be one of ${METAHEAD_CONSENT_SCOPES.join(', ')}.`);
    }
    return {
      content: String(content ?? ''),
      language: language as MetaheadLanguage,
      sequence: sequence as number | null,
      inBody: inBody as boolean,
      reloadOnEachPage: reloadOnEachPage as boolean,
      consentScope: consentScope as MetaheadConsentScope,
    };
  });
}
