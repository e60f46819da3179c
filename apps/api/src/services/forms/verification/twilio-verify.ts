import { isTimeout, timeoutSignal, type Fetch } from './transport.js';

/**
 * Twilio Verify v2 over its REST protocol: `POST {base}/v2/Services/{ServiceSid}/Verifications` (To,
 * Channel) starts or resends a verification, `POST …/VerificationCheck` (To, Code) checks a code; both
 * form-encoded with HTTP Basic AccountSid:AuthToken. The same client talks to the embedded default's fake.
 */

export interface TwilioVerifyOptions {
  /** `https://verify.twilio.com` (no trailing slash). */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  timeoutMs: number;
  fetch?: Fetch;
}

/** The fields of Twilio's Verification and VerificationCheck resources this API reads. */
export interface TwilioVerification {
  sid: string;
  to: string;
  channel: string;
  status: 'pending' | 'approved' | 'canceled' | 'max_attempts_reached' | 'deleted' | 'failed' | 'expired';
  valid: boolean;
  date_created: string | null;
}

/** Twilio answered with an error (`{ code, message, more_info, status }`), or could not be reached (status null). */
export class TwilioVerifyError extends Error {
  override name = 'TwilioVerifyError';
  constructor(
    readonly status: number | null,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Twilio's error codes this API tells apart. */
export const TWILIO_ERRORS = {
  notFound: 20404,
  invalidParameter: 60200,
  maxCheckAttempts: 60202,
  maxSendAttempts: 60203,
} as const;

export interface TwilioVerifyClient {
  createVerification(to: string, channel?: 'sms'): Promise<TwilioVerification>;
  checkVerification(to: string, code: string): Promise<TwilioVerification>;
}

export function twilioVerify(options: TwilioVerifyOptions): TwilioVerifyClient {
  const doFetch = options.fetch ?? fetch;
  const service = `${options.baseUrl}/v2/Services/${encodeURIComponent(options.serviceSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function post(path: string, form: Record<string, string>): Promise<TwilioVerification> {
    const timeout = timeoutSignal(options.timeoutMs);
    try {
      const response = await doFetch(`${service}/${path}`, {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        redirect: 'error',
        signal: timeout.signal,
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) {
        const code = typeof body?.['code'] === 'number' ? body['code'] : null;
        const message = typeof body?.['message'] === 'string' ? body['message'] : `HTTP ${response.status} ${response.statusText}`;
        throw new TwilioVerifyError(response.status, code, message.slice(0, 300));
      }
      if (!body || typeof body['sid'] !== 'string' || typeof body['status'] !== 'string') {
        throw new TwilioVerifyError(502, null, 'Twilio Verify answered without a verification resource');
      }
      return {
        sid: body['sid'],
        to: String(body['to'] ?? ''),
        channel: String(body['channel'] ?? 'sms'),
        status: body['status'] as TwilioVerification['status'],
        valid: body['valid'] === true,
        date_created: typeof body['date_created'] === 'string' ? body['date_created'] : null,
      };
    } catch (error) {
      if (error instanceof TwilioVerifyError) throw error;
      throw new TwilioVerifyError(null, null, isTimeout(error) ? `No answer within ${options.timeoutMs} ms` : 'Twilio Verify is unreachable');
    } finally {
      timeout.clear();
    }
  }

  return {
    createVerification: (to, channel = 'sms') => post('Verifications', { To: to, Channel: channel }),
    checkVerification: (to, code) => post('VerificationCheck', { To: to, Code: code }),
  };
}
