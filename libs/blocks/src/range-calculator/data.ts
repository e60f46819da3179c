import type { BlockDataLoader } from '../data/types';
import {
  DATA_FILE_TIMEOUT_MS,
  DataFileError,
  MAX_DATA_FILE_BYTES,
  dataSourceOf,
  rangeDataOf,
  readLimitedJson,
  type RangeData,
} from './source';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown): number | null => {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : error instanceof DataFileError ? error.status : null;
};

/**
 * The range calculator's data file (A§7), read beside the page so the estimates arrive server-rendered.
 * A content-service path goes through `contentHttp` (timeout 5 s, at most 256 KB: axios's
 * `timeout` and `maxContentLength`); an absolute https URL through `fetch` with the same limits (an
 * abort signal, the Content-Length and a counted read). Never throws: a 404 is `missing`, a file the
 * parser refuses is `invalid` (its problems logged), a failed or slow fetch is `unavailable` — each an
 * error state of the block, never the page's (A§8).
 */
export const rangeCalculatorLoader: BlockDataLoader = async (block, context): Promise<RangeData> => {
  const source = dataSourceOf(block.fields['data_url']);
  const log = (details: Record<string, unknown>, text: string) =>
    context.warn({ blockId: block.id, template: block.template, requestId: context.requestId, ...details }, text);
  if (source.kind === 'none' || source.kind === 'invalid') {
    log({ dataUrl: source.kind === 'invalid' ? source.value : '' }, 'range-calculator: data_url is not a data file path or an https URL');
    return { status: 'missing' };
  }
  let raw: unknown;
  try {
    if (source.kind === 'content') {
      const response = await context.contentHttp.get<unknown>(source.path, {
        headers: { 'x-request-id': context.requestId, accept: 'application/json' },
        timeout: DATA_FILE_TIMEOUT_MS,
        maxContentLength: MAX_DATA_FILE_BYTES,
        responseType: 'json',
      });
      raw = response.data;
    } else {
      const response = await fetch(source.url, { headers: { accept: 'application/json' }, redirect: 'follow', signal: AbortSignal.timeout(DATA_FILE_TIMEOUT_MS) });
      raw = await readLimitedJson(response);
    }
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) {
      log({ dataUrl: source.kind === 'content' ? source.path : source.url }, 'range-calculator: the data file does not exist');
      return { status: 'missing' };
    }
    // Too large (our counted read, or axios's maxContentLength) or not JSON: the file itself is wrong.
    if ((error instanceof DataFileError && status === null) || /maxContentLength/.test(message(error))) {
      log({ err: message(error) }, 'range-calculator: the data file was refused');
      return { status: 'invalid', problems: [message(error)] };
    }
    log({ err: message(error), status }, 'range-calculator: the data file could not be read');
    return { status: 'unavailable' };
  }
  const data = rangeDataOf(raw);
  if (data.status === 'invalid') log({ problems: data.problems.slice(0, 20) }, 'range-calculator: the data file is not valid');
  return data;
};
