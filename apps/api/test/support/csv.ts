import type { LightMyRequestResponse } from 'fastify';

/**
 * A CSV download's rows, after its byte-order mark, read as RFC 4180 writes them: quoted cells with
 * doubled quotes, commas and line breaks inside quotes, CRLF between rows.
 */
export function csvRows(response: LightMyRequestResponse): string[][] {
  const text = response.rawPayload.subarray(3).toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
