import { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { LeadExportFormat } from '../../../db/schema.js';
import { type Column, type ExportLocale, neutraliseFormula } from './columns.js';

/**
 * File writers for an export. Each takes rows a batch at a time and hands finished bytes to a
 * {@link ChunkBuffer}; the builder moves full chunks to the database after every batch, so neither the
 * rows nor the file are ever held whole.
 */

/** About 256 KB per `lead_export_chunks` row: few rows for a big file, small enough to stream and to hold. */
export const CHUNK_BYTES = 256 * 1024;

/** Bytes written so far and not yet stored, cut into chunks of {@link CHUNK_BYTES}. */
export class ChunkBuffer {
  private parts: Buffer[] = [];
  private size = 0;
  total = 0;

  push(bytes: Buffer) {
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.size += bytes.length;
    this.total += bytes.length;
  }

  /** The full chunks ready to store; the remainder stays for the next batch. */
  takeFull(): Buffer[] {
    if (this.size < CHUNK_BYTES) return [];
    const joined = Buffer.concat(this.parts, this.size);
    const chunks: Buffer[] = [];
    let offset = 0;
    while (joined.length - offset >= CHUNK_BYTES) {
      chunks.push(joined.subarray(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    }
    const rest = joined.subarray(offset);
    this.parts = rest.length > 0 ? [Buffer.from(rest)] : [];
    this.size = rest.length;
    return chunks;
  }

  /** Everything left, at the end of the file. */
  takeAll(): Buffer[] {
    const chunks = this.takeFull();
    if (this.size > 0) chunks.push(Buffer.concat(this.parts, this.size));
    this.parts = [];
    this.size = 0;
    return chunks;
  }
}

export interface ExportWriter {
  /** Rows in column order. */
  write(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<void>;
  /** Writes the file's end; everything is in the buffer once it resolves. */
  end(): Promise<void>;
}

export const CONTENT_TYPES: Record<LeadExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** UTF-8 with a byte-order mark: without it Excel reads the file as the ANSI code page and Hebrew turns to mojibake. */
export const CSV_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * CSV lines for rows, formulas neutralised: CRLF (RFC 4180) for Excel; csv-stringify quotes any cell
 * holding a delimiter, quote or line break. Also writes the consent records export.
 */
export const csvLines = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer =>
  Buffer.from(stringify(rows.map((row) => row.map(neutraliseFormula)), { record_delimiter: 'windows', cast: { number: String } }), 'utf8');

function csvWriter(columns: readonly Column[], out: ChunkBuffer): ExportWriter {
  out.push(CSV_BOM);
  out.push(csvLines([columns.map((column) => column.header)]));
  return {
    async write(rows) {
      if (rows.length > 0) out.push(csvLines(rows));
    },
    async end() {},
  };
}

/** XML 1.0 has no place for C0 controls other than tab and line breaks: exceljs would write a file Excel refuses. */
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Excel's limit on the text of one cell. */
const CELL_MAX = 32_767;
/** An empty answer is no cell at all (null), as Excel itself saves it. */
const xlsxCell = (cell: string | number) => (typeof cell === 'number' ? cell : cell === '' ? null : cell.replace(XML_UNSAFE, '').slice(0, CELL_MAX));

/**
 * exceljs's streaming WorkbookWriter: rows are committed as they come and zipped into the sink; inline
 * strings (no shared-string table) keep memory flat. XLSX cells are typed text, so no formula guard.
 */
function xlsxWriter(columns: readonly Column[], locale: ExportLocale, out: ChunkBuffer): ExportWriter {
  let finished = false;
  let failure: Error | null = null;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(Buffer.from(chunk));
      done();
    },
  });
  const closed = new Promise<void>((resolve, reject) => {
    sink.on('finish', () => {
      finished = true;
      resolve();
    });
    sink.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  closed.catch(() => undefined);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(locale === 'he' ? 'לידים' : 'Leads', { views: [{ rightToLeft: locale === 'he' }] });
  sheet.addRow(columns.map((column) => xlsxCell(column.header))).commit();
  // Lets the zip stream pass what it has to the sink before the next batch is read.
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    async write(rows) {
      if (failure) throw failure;
      for (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
      await settle();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
      if (!finished) await closed;
    },
  };
}

export function createWriter(format: LeadExportFormat, columns: readonly Column[], locale: ExportLocale, out: ChunkBuffer): ExportWriter {
  return format === 'xlsx' ? xlsxWriter(columns, locale, out) : csvWriter(columns, out);
}
