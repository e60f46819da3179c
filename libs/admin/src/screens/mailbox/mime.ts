/**
 * Just enough MIME (RFC 2045–2047) to show a message of the local mailbox: headers, the text and HTML
 * parts of nested multiparts, base64 and quoted-printable bodies in their charset. Never throws.
 */

export interface ParsedMail {
  headers: Map<string, string>;
  /** The first text/plain part that is not an attachment. */
  text: string | null;
  /** The first text/html part that is not an attachment (shown only in a sandboxed frame). */
  html: string | null;
  /** File names of the attachments. */
  attachments: string[];
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: '' };
}

/** Header block → name (lower case) → value, unfolded; the first occurrence wins. */
export function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** `text/plain; charset="utf-8"` → its type and parameters. */
export function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    params[part.slice(0, eq).trim().toLowerCase()] = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function base64Bytes(text: string): Uint8Array {
  try {
    const binary = atob(text.replace(/[^A-Za-z0-9+/=]/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** Quoted-printable → bytes; soft line breaks removed, `=XX` decoded, other characters as UTF-8. */
function quotedPrintableBytes(text: string): Uint8Array {
  const unfolded = text.replace(/=\r?\n/g, '');
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i]!;
    const hex = unfolded.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(...encoder.encode(char));
  }
  return Uint8Array.from(out);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? base64Bytes(text) : quotedPrintableBytes(text.replace(/_/g, ' '));
      return decodeBytes(bytes, charset.split('*')[0] ?? 'utf-8');
    });
}

function bodyText(body: string, encoding: string, charset: string): string {
  const kind = encoding.trim().toLowerCase();
  if (kind === 'base64') return decodeBytes(base64Bytes(body), charset);
  if (kind === 'quoted-printable') return decodeBytes(quotedPrintableBytes(body), charset);
  // 7bit/8bit: the mailbox stored the source as UTF-8 text already.
  return body;
}

function walk(raw: string, found: ParsedMail, depth: number): void {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const { type, params } = parseContentType(headers.get('content-type'));
  const disposition = parseContentType(headers.get('content-disposition') ?? 'inline');
  const filename = disposition.params['filename'] ?? params['name'];
  if (type.startsWith('multipart/') && params['boundary'] && depth < 8) {
    const delimiter = `--${params['boundary']}`;
    const sections = body.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // [preamble, part, part, …, "--" + epilogue]
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      walk(section.replace(/^[ \t]*\r?\n/, ''), found, depth + 1);
    }
    return;
  }
  if (disposition.type === 'attachment' || (filename && !type.startsWith('text/'))) {
    found.attachments.push(decodeEncodedWords(filename ?? type));
    return;
  }
  const text = bodyText(body, headers.get('content-transfer-encoding') ?? '7bit', params['charset'] ?? 'utf-8');
  if (type === 'text/plain' && found.text === null) found.text = text;
  else if (type === 'text/html' && found.html === null) found.html = text;
}

/** A message's source → its headers, text, HTML and attachment names. */
export function parseMail(raw: string): ParsedMail {
  const found: ParsedMail = { headers: parseHeaders(splitHead(raw).head), text: null, html: null, attachments: [] };
  try {
    walk(raw, found, 0);
  } catch {
    // A malformed message still shows its headers and source.
  }
  return found;
}

/**
 * The HTML of a message as a document for a sandboxed frame's `srcdoc`: a CSP that blocks every fetch
 * (tracking pixels, remote styles) and scripts, whatever the sandbox allows.
 */
export function sandboxedDocument(html: string, dir: 'rtl' | 'ltr'): string {
  const csp = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";
  return `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><base target="_blank"></head><body>${html}</body></html>`;
}
