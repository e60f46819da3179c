import { Readable } from 'node:stream';
import { CONTENT_TYPES, CSV_BOM, csvLines } from '../exports/index.js';
import type { ConsentFilters, ConsentRecordRow, ConsentsRepository } from './consents.repository.js';
import type { ConsentSort } from './schemas.js';

/** The export's columns, in order: machine names, so the file reads the same in either language. */
export const CONSENT_CSV_COLUMNS = [
  'created_at',
  'consent_id',
  'action',
  'status',
  'scopes',
  'policy_version',
  'strategy',
  'locale',
  'page_path',
  'user_agent',
  'ip_truncated',
] as const;

export const CONSENT_CSV_TYPE = CONTENT_TYPES.csv;

const cellsOf = (row: ConsentRecordRow): string[] => [
  row.createdAt.toISOString(),
  row.consentId,
  row.action,
  row.status,
  row.scopes.join(' '),
  row.policyVersion,
  row.strategy,
  row.locale ?? '',
  row.pagePath ?? '',
  row.userAgent ?? '',
  row.ipTruncated ?? '',
];

/** `consent-records-2026-11-22.csv`: the UTC day of the download. */
export const consentCsvName = (now = new Date()) => `consent-records-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The file as a stream: the byte-order mark and header, then one CSV chunk per batch read from the
 * database, so neither the rows nor the file are ever held whole. The lead export's CSV helpers write
 * it (UTF-8 with BOM, CRLF, formula-looking cells made text).
 */
export function consentCsvStream(repo: ConsentsRepository, filters: ConsentFilters, sort: ConsentSort): Readable {
  async function* file() {
    yield Buffer.concat([CSV_BOM, csvLines([[...CONSENT_CSV_COLUMNS]])]);
    for await (const batch of repo.batches(filters, sort)) yield csvLines(batch.map(cellsOf));
  }
  return Readable.from(file(), { objectMode: false });
}
