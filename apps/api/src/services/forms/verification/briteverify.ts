import type { FastifyBaseLogger } from 'fastify';
import { isTimeout, timeoutSignal, type Fetch } from './transport.js';

/**
 * E-mail verification (B§5, B§8, B§9), BriteVerify's full-verify protocol: `POST {url}` with `{ email }`
 * and `Authorization: ApiKey: <key>`. An API key and a string address are required; the check gives up
 * after 5000 ms; valid means status `valid` or `accept_all`; on a time-out or any other failure the
 * address is assumed valid, marked TIMEOUT or VALIDATION_ERROR, so a slow vendor never blocks a lead.
 */

export const EMAIL_VERIFICATION_TIMEOUT_MS = 5000;
export const BRITEVERIFY_URL = 'https://bpi.briteverify.com/api/public/v1/fullverify';
const VALID_STATUSES = new Set(['valid', 'accept_all']);

export interface EmailVerification {
  valid: boolean;
  /** BriteVerify's status (valid, invalid, accept_all, unknown), or `unknown` when the check failed. */
  status: string;
  error_code?: 'TIMEOUT' | 'VALIDATION_ERROR';
}

export interface BriteVerifyOptions {
  apiKey: string | undefined;
  url?: string;
  /** B§9's 5000 ms unless a test shortens it. */
  timeoutMs?: number;
  fetch?: Fetch;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export function briteVerify(options: BriteVerifyOptions) {
  const url = options.url ?? BRITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? EMAIL_VERIFICATION_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return async function verifyEmail(email: unknown): Promise<EmailVerification> {
    if (!options.apiKey) throw new Error('BriteVerify API key is required');
    if (typeof email !== 'string' || email.trim() === '') throw new Error('Valid email address is required');
    const timeout = timeoutSignal(timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `ApiKey: ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
        redirect: 'error',
        signal: timeout.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`BriteVerify API error: ${response.statusText || response.status}`);
      }
      const body = (await response.json()) as { email?: { status?: unknown }; status?: unknown } | null;
      const status = body?.email?.status ?? body?.status;
      if (typeof status !== 'string') throw new Error('BriteVerify API error: the answer has no status');
      return { valid: VALID_STATUSES.has(status), status };
    } catch (error) {
      if (isTimeout(error)) {
        options.log?.warn({ timeoutMs }, 'e-mail verification timed out; address assumed valid');
        return { valid: true, status: 'unknown', error_code: 'TIMEOUT' };
      }
      // The message names the vendor's status text, never the address.
      options.log?.warn({ detail: error instanceof Error ? error.message : 'unknown' }, 'e-mail verification failed; address assumed valid');
      return { valid: true, status: 'unknown', error_code: 'VALIDATION_ERROR' };
    } finally {
      timeout.clear();
    }
  };
}

export type VerifyEmail = ReturnType<typeof briteVerify>;
