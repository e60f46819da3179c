/** The editor's API shapes (ADR 027), as the back office reads them. */

export type CmsLocale = 'he' | 'en';

/** One node of the page tree (`GET {content}/cms/tree`), flattened. */
export interface CmsTreeRow {
  id: string;
  locale: string;
  path: string;
  title: string | null;
  page_type: 'page' | 'folder';
  type: 'page' | 'url_redirection';
  disabled: boolean;
  draft_changed: boolean;
  published_version: number | null;
  updated_at: string;
  to?: string | null;
  http_code?: number | null;
  link_type?: string | null;
  link_new_window?: boolean | null;
}

export interface DraftBlock {
  template: string;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
  active_positions: ('desktop' | 'mobile')[];
}

export interface PageContent {
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  external_meta_image: string | null;
  image_id: number | null;
  disable_seo_tracking: boolean;
  blocks: DraftBlock[];
}

/** A problem of the draft: a JSON pointer into the content and a message. */
export interface ContentProblem {
  pointer: string;
  message: string;
}

export interface PageDraft {
  page_id: number;
  revision: number;
  content: PageContent;
  updated_at: string;
  updated_by_email: string | null;
  problems: ContentProblem[];
}

export interface PageVersionRow {
  version: number;
  kind: 'publish' | 'rollback';
  from_version: number | null;
  created_by_email: string | null;
  created_at: string;
}

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** A field that differs between two versions: where, before, after, and for text the words (jsdiff). */
export interface FieldChange {
  pointer: string;
  before?: unknown;
  after?: unknown;
  parts?: DiffPart[];
}

/** One change between two versions (ADR 027 §3), as the content service describes it. */
export type VersionChange =
  | { kind: 'seo'; field: FieldChange }
  | { kind: 'added'; template: string; to_index: number }
  | { kind: 'removed'; template: string; from_index: number }
  | { kind: 'moved'; template: string; from_index: number; to_index: number }
  | { kind: 'changed'; template: string; from_index: number; to_index: number; moved: boolean; fields: FieldChange[] };

export interface VersionDiff {
  from: { version: number | 'draft' };
  to: { version: number | 'draft'; revision?: number };
  changes: VersionChange[];
}

export interface PageScheduleRow {
  id: string;
  action: 'publish' | 'unpublish';
  run_at: string;
  created_at: string;
  done_at: string | null;
  error: string | null;
}

/** A media-library image (`{media}/library/images`). */
export interface LibraryImageRow {
  id: string;
  filename: string;
  width: number;
  height: number;
  mime: string;
  alt_he: string;
  alt_en: string;
  focal_x: number;
  focal_y: number;
  created_at: string;
  /** The renditions' URLs, as the media service builds them. */
  urls?: Record<string, string>;
  [key: string]: unknown;
}

export interface ImageUsage {
  id: string;
  locale: string;
  path: string;
  title: string | null;
  where: 'live' | 'draft' | string;
}
