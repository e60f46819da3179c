import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for reCAPTCHA's siteverify, on its own loopback port (tests, and a developer who wants
 * to see the captcha path without Google): form-encoded `secret`, `response`, `remoteip` in, Google's
 * JSON out. Only `acceptedToken` passes, and only with the right secret.
 */

export const FAKE_RECAPTCHA = {
  secret: 'lux-dev-recaptcha-secret-not-a-secret',
  siteKey: 'lux-dev-recaptcha-site-key',
  acceptedToken: 'lux-test-recaptcha-pass',
} as const;

export interface FakeRecaptchaServer {
  /** The siteverify URL to put in RECAPTCHA_VERIFY_URL. */
  url: string;
  /** What it was asked, newest last (no secrets). */
  requests: { response: string; remoteip: string | null }[];
  close(): Promise<void>;
}

export async function startFakeRecaptcha(options: { secret?: string; acceptedToken?: string } = {}): Promise<FakeRecaptchaServer> {
  const secret = options.secret ?? FAKE_RECAPTCHA.secret;
  const accepted = options.acceptedToken ?? FAKE_RECAPTCHA.acceptedToken;
  const requests: FakeRecaptchaServer['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !request.url?.startsWith('/recaptcha/api/siteverify')) return send(404, { error: 'not found' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const token = form.get('response') ?? '';
      requests.push({ response: token, remoteip: form.get('remoteip') });
      const errors: string[] = [];
      if (!form.get('secret')) errors.push('missing-input-secret');
      else if (form.get('secret') !== secret) errors.push('invalid-input-secret');
      if (!token) errors.push('missing-input-response');
      else if (token !== accepted) errors.push('invalid-input-response');
      if (errors.length > 0) return send(200, { success: false, 'error-codes': errors });
      return send(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
