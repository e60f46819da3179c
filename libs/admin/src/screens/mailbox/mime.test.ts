import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, parseMail, sandboxedDocument } from './mime';

const multipart = [
  'From: "לנד רובר" <no-reply@lux.example>',
  'To: sales@lux.example',
  'Subject: =?UTF-8?B?16TXoNeZ15nXlCDXl9eT16nXlA==?=',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative;',
  ' boundary="--_NmP-abc"',
  '',
  '----_NmP-abc',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Name: =D7=93=D7=A0=D7=94',
  'Email: dana@example.com=',
  '',
  '----_NmP-abc',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  btoa('<p>Hello <script>alert(1)</script></p>'),
  '----_NmP-abc--',
  '',
].join('\r\n');

describe('parseMail', () => {
  it('finds the text and HTML parts of a multipart message, decoded in their charset', () => {
    const mail = parseMail(multipart);
    expect(decodeEncodedWords(mail.headers.get('subject')!)).toBe('פנייה חדשה');
    expect(mail.text).toBe('Name: דנה\r\nEmail: dana@example.com');
    expect(mail.html).toBe('<p>Hello <script>alert(1)</script></p>');
    expect(mail.attachments).toEqual([]);
  });

  it('reads a single-part message and never throws on a malformed one', () => {
    expect(parseMail('Subject: hi\r\n\r\nplain body').text).toBe('plain body');
    expect(parseMail('garbage without headers').text).toBe('');
    expect(parseMail('Content-Type: multipart/mixed; boundary=x\n\n--x\nContent-Type: application/pdf; name=a.pdf\n\nAAA\n--x--').attachments).toEqual(['a.pdf']);
  });
});

describe('sandboxedDocument', () => {
  it('wraps mail HTML in a document whose CSP blocks every fetch', () => {
    const doc = sandboxedDocument('<img src="https://tracker.example/p.gif">', 'rtl');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain('<html dir="rtl">');
  });
});
