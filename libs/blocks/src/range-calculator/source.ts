import { parseRangeDataFile, type RangeDataFile } from '@lux/vehicle-tools';

/** A data file larger than this is refused (the seeded one is ~2 KB; 50 models stay far below). */
export const MAX_DATA_FILE_BYTES = 256 * 1024;
/** How long a fetch of the data file may take, on the server and in the browser. */
export const DATA_FILE_TIMEOUT_MS = 5_000;

/** The site serves the content service's data files at its own origin (CSP connect-src 'self'). */
export const CONTENT_PROXY_PREFIX = '/api/content';

const DATA_FILE_PATH = /^\/data-files\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/**
 * Where `data_url` points: a data file of the content service (`/data-files/<key>`, also written as the
 * site's `/api/content/data-files/<key>`), or an absolute https URL fetched as is (on the server only:
 * the browser's CSP allows the site's own origin). Anything else is a configuration error.
 */
export type DataSource =
  | { kind: 'content'; path: string }
  | { kind: 'absolute'; url: string }
  | { kind: 'none' }
  | { kind: 'invalid'; value: string };

export function dataSourceOf(value: unknown): DataSource {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { kind: 'none' };
  const path = text.startsWith(`${CONTENT_PROXY_PREFIX}/`) ? text.slice(CONTENT_PROXY_PREFIX.length) : text;
  if (DATA_FILE_PATH.test(path) && !path.includes('..')) return { kind: 'content', path };
  if (/^https:\/\//i.test(text)) {
    try {
      return { kind: 'absolute', url: new URL(text).href };
    } catch {
      return { kind: 'invalid', value: text };
    }
  }
  return { kind: 'invalid', value: text };
}

/** What the block renders from: the file, or why there is none (A§8: the block says so; the page stays). */
export type RangeData =
  | { status: 'ready'; file: RangeDataFile }
  | { status: 'missing' }
  | { status: 'invalid'; problems: readonly string[] }
  | { status: 'unavailable' };

export function rangeDataOf(raw: unknown): RangeData {
  const result = parseRangeDataFile(raw);
  return result.ok ? { status: 'ready', file: result.file } : { status: 'invalid', problems: result.problems };
}

/** Loader data as it arrived (through JSON): trusted only in shape. */
export function isRangeData(value: unknown): value is RangeData {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  if (status === 'ready') return Array.isArray((value as { file?: { models?: unknown } }).file?.models);
  return status === 'missing' || status === 'unavailable' || (status === 'invalid' && Array.isArray((value as { problems?: unknown }).problems));
}

export class DataFileError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DataFileError';
  }
}

/**
 * Reads a response's JSON, refusing a body over `MAX_DATA_FILE_BYTES`: first by its Content-Length, then
 * while reading (a server may leave the length out), so a huge answer is never held in memory whole.
 */
export async function readLimitedJson(response: Response, maxBytes = MAX_DATA_FILE_BYTES): Promise<unknown> {
  if (!response.ok) throw new DataFileError(`data file request failed with status ${response.status}`, response.status);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new DataFileError(`data file is larger than ${maxBytes} bytes`, null);
  const reader = response.body?.getReader();
  if (!reader) return JSON.parse(await response.text()) as unknown;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DataFileError(`data file is larger than ${maxBytes} bytes`, null);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new DataFileError('data file is not valid JSON', null);
  }
}

/** The browser's fetch of a content-service data file through the site's proxy (a fallback when the loader failed). */
export async function fetchRangeDataInBrowser(path: string, fetcher: typeof fetch = fetch): Promise<RangeData> {
  try {
    const response = await fetcher(`${CONTENT_PROXY_PREFIX}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DATA_FILE_TIMEOUT_MS),
    });
    return rangeDataOf(await readLimitedJson(response));
  } catch (error) {
    if (error instanceof DataFileError && error.status === 404) return { status: 'missing' };
    if (error instanceof DataFileError && error.status === null) return { status: 'invalid', problems: [error.message] };
    throw error;
  }
}
