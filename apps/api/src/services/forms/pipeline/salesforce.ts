import { contactValue, displayValue, leadValue } from './lead-fields.js';
import { bodyExcerpt, resultOfError, resultOfStatus } from './http.js';
import type { DeliveryResult, Destination, OutboxMessage } from './types.js';

export interface SalesforceOptions {
  /** `https://login.salesforce.com`, `https://test.salesforce.com` or a My Domain URL. */
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export const SALESFORCE_API_VERSION = 'v60.0';
const NOT_PROVIDED = '[not provided]';
const MAPPED = new Set(['email', 'e_mail', 'mail', 'first_name', 'firstname', 'last_name', 'lastname', 'name', 'full_name', 'phone', 'company']);

/** A Salesforce Lead from our lead. LastName and Company are required there, so they never go empty. */
export function salesforceLead(message: OutboxMessage) {
  const { data } = message.lead;
  const full = leadValue(data, 'fullName');
  const first = leadValue(data, 'firstName') ?? (full?.includes(' ') ? full.slice(0, full.lastIndexOf(' ')) : undefined);
  const last = leadValue(data, 'lastName') ?? (full?.includes(' ') ? full.slice(full.lastIndexOf(' ') + 1) : full) ?? NOT_PROVIDED;
  const rest = Object.entries(data)
    .filter(([key]) => !MAPPED.has(key.toLowerCase()))
    .map(([key, value]) => `${key}: ${displayValue(value)}`);
  return {
    FirstName: first ?? null,
    LastName: last.slice(0, 80),
    Email: contactValue(message.form.definition, data, 'email') ?? null,
    Phone: contactValue(message.form.definition, data, 'phone') ?? null,
    Company: (leadValue(data, 'company') ?? NOT_PROVIDED).slice(0, 255),
    LeadSource: 'Web',
    Description: [
      `Form: ${message.form.name} (${message.form.type}, id ${message.form.id})`,
      `Lead id: ${message.lead.id}; idempotency key: ${message.idempotencyKey}`,
      ...(message.lead.sourceUrl ? [`Page: ${message.lead.sourceUrl}`] : []),
      ...rest,
    ]
      .join('\n')
      .slice(0, 32_000),
  };
}

interface Token {
  accessToken: string;
  instanceUrl: string;
}

/**
 * Salesforce over its REST API: an OAuth 2.0 client-credentials token (the connected app's "run as"
 * user), then `POST /services/data/v60.0/sobjects/Lead/`. The token is kept until Salesforce refuses it.
 */
export function salesforce(options: SalesforceOptions): Destination {
  let token: Promise<Token> | null = null;

  async function fetchToken(): Promise<Token> {
    const response = await fetch(`${options.loginUrl}/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new TokenRefused(response.status, await bodyExcerpt(response));
    const body = (await response.json()) as { access_token?: unknown; instance_url?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.instance_url !== 'string') {
      throw new TokenRefused(502, 'The token response has no access_token or instance_url');
    }
    return { accessToken: body.access_token, instanceUrl: body.instance_url.replace(/\/+$/, '') };
  }

  async function createLead(message: OutboxMessage, current: Token): Promise<Response> {
    return fetch(`${current.instanceUrl}/services/data/${SALESFORCE_API_VERSION}/sobjects/Lead/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${current.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(salesforceLead(message)),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  }

  return {
    async deliver(message): Promise<DeliveryResult> {
      try {
        for (let tries = 0; ; tries++) {
          token ??= fetchToken();
          const current = await token.catch((error: unknown) => {
            token = null;
            throw error;
          });
          const response = await createLead(message, current);
          // An expired or revoked session: fetch a new token once, then give up for this attempt.
          if (response.status === 401 && tries === 0) {
            await response.body?.cancel();
            token = null;
            continue;
          }
          const excerpt = await bodyExcerpt(response);
          if (!response.ok) return resultOfStatus(response.status, excerpt);
          return { ok: true, statusCode: response.status, detail: excerpt };
        }
      } catch (error) {
        if (error instanceof TokenRefused) {
          // Wrong credentials stay wrong (400/401); a Salesforce outage (5xx) may pass.
          const result = resultOfStatus(error.status, error.message);
          return result.ok ? { ok: false, retryable: true, detail: error.message } : { ...result, detail: `Token: ${result.detail}` };
        }
        return resultOfError(error, options.timeoutMs);
      }
    },
  };
}

class TokenRefused extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'TokenRefused';
  }
}
