import { isTimeout, timeoutSignal, type Fetch } from './transport.js';

/**
 * reCAPTCHA's server-side check: `POST {verifyUrl}` form-encoded `secret`, `response`, `remoteip` →
 * `{ success, challenge_ts, hostname, "error-codes" }`. A refusal is the visitor's problem (400); no
 * answer is ours (503, nothing stored, try again).
 */

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  secret: string;
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: Fetch;
}

export type CaptchaResult =
  | { ok: true; hostname: string | null }
  | { ok: false; unavailable: false; errorCodes: string[] }
  | { ok: false; unavailable: true; detail: string };

export function recaptcha(options: RecaptchaOptions) {
  const url = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;

  return async function verifyCaptcha(token: string, remoteIp?: string): Promise<CaptchaResult> {
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const timeout = timeoutSignal(timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        redirect: 'error',
        signal: timeout.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { ok: false, unavailable: true, detail: `HTTP ${response.status}` };
      }
      const body = (await response.json()) as { success?: unknown; hostname?: unknown; 'error-codes'?: unknown };
      if (body.success === true) return { ok: true, hostname: typeof body.hostname === 'string' ? body.hostname : null };
      const codes = Array.isArray(body['error-codes']) ? body['error-codes'].filter((c): c is string => typeof c === 'string') : [];
      // Our secret refused: a configuration problem, not the visitor's.
      if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
        return { ok: false, unavailable: true, detail: codes.join(', ') };
      }
      return { ok: false, unavailable: false, errorCodes: codes };
    } catch (error) {
      return { ok: false, unavailable: true, detail: isTimeout(error) ? `No answer within ${timeoutMs} ms` : 'unreachable' };
    } finally {
      timeout.clear();
    }
  };
}

export type VerifyCaptcha = ReturnType<typeof recaptcha>;
