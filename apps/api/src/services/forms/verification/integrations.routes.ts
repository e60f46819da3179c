import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { PipelineConfig } from '../../../config.js';
import { OneResponse } from '../../../http/back-office.js';
import { TAGS } from '../../../http/docs.js';
import { errorResponses } from '../../../http/errors.js';
import { strict } from '../forms.schemas.js';
import { bodyExcerpt, redact, resultOfError } from '../pipeline/http.js';
import { signatureHeader } from '../pipeline/signature.js';
import type { Fetch } from './transport.js';

/**
 * B§7 `/integrations/active_system` and `/integrations/verify`: which CRM leads go to, and whether it
 * answers now. The check is harmless: a signed HEAD to the webhook (the local receiver is asked whether
 * it accepts), or a Salesforce token request; nothing is delivered.
 */

export const VERIFY_TIMEOUT_MS = 5_000;

export interface IntegrationsRoutesOptions {
  crm: PipelineConfig['crm'];
  /** Reaches this API's own local CRM receiver. */
  localFetch: Fetch;
  /** `http://<any host><forms prefix>`: where the local receiver lives for `localFetch`. */
  localBase: string;
}

type Check = { ok: boolean; status_code: number | null; detail: string };

/** A URL fit to show: no credentials, no query (webhook URLs sometimes carry a token there). */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '[invalid URL]';
  }
}

const System = Type.Union([Type.Literal('webhook'), Type.Literal('salesforce')]);
const errors = errorResponses(400, 401, 403, 429, 500);

export const integrationsRoutes: FastifyPluginAsyncTypebox<IntegrationsRoutesOptions> = async (app, { crm, localFetch, localBase }) => {
  const local = crm.system === 'webhook' && crm.webhookUrl === null;
  const timeoutMs = Math.min(crm.timeoutMs, VERIFY_TIMEOUT_MS);

  function activeUrl(): string {
    if (crm.system === 'salesforce') return crm.salesforce?.loginUrl ?? '';
    if (crm.webhookUrl) return shownUrl(crm.webhookUrl);
    // Once the API listens the pipeline knows the receiver's real address.
    const resolved = app.hasDecorator('leadPipeline') ? app.leadPipeline.endpoints()?.crmWebhookUrl : undefined;
    return resolved ?? `${crm.publicApiUrl ?? ''}${new URL(localBase).pathname}/fake-crm/leads`;
  }

  async function check(): Promise<Check> {
    try {
      if (crm.system === 'salesforce') {
        const sf = crm.salesforce;
        if (!sf) return { ok: false, status_code: null, detail: 'Salesforce is selected but its settings are missing.' };
        const response = await fetch(`${sf.loginUrl}/services/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: sf.clientId, client_secret: sf.clientSecret }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, status_code: response.status, detail: `Salesforce refused the token request: HTTP ${response.status} ${await bodyExcerpt(response, 200)}`.trim() };
        const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
        return typeof body?.access_token === 'string'
          ? { ok: true, status_code: response.status, detail: 'Salesforce issued an access token.' }
          : { ok: false, status_code: response.status, detail: 'Salesforce answered without an access token.' };
      }
      if (local) {
        const response = await localFetch(`${localBase}/fake-crm/leads`, { signal: AbortSignal.timeout(timeoutMs) });
        const body = (await response.json().catch(() => null)) as { data?: { accepting?: unknown; outage_until?: unknown } } | null;
        if (!response.ok) return { ok: false, status_code: response.status, detail: `The local CRM receiver answered HTTP ${response.status}.` };
        return body?.data?.accepting === true
          ? { ok: true, status_code: response.status, detail: 'The local CRM receiver (embedded default) accepts leads.' }
          : { ok: false, status_code: 503, detail: `The local CRM receiver has a simulated outage until ${String(body?.data?.outage_until)}.` };
      }
      const response = await fetch(crm.webhookUrl!, {
        method: 'HEAD',
        headers: { 'x-lux-signature': signatureHeader(crm.webhookSecret, ''), 'x-lux-event': 'ping' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      return response.ok
        ? { ok: true, status_code: response.status, detail: `The CRM webhook answered HTTP ${response.status}.` }
        : { ok: false, status_code: response.status, detail: redact(`The CRM webhook answered HTTP ${response.status} ${response.statusText}`.trim()) };
    } catch (error) {
      const result = resultOfError(error, timeoutMs);
      return { ok: false, status_code: null, detail: result.ok ? 'unknown' : result.detail };
    }
  }

  app.get(
    '/integrations/active_system',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: 'Which CRM receives leads (CRM_SYSTEM) and where',
        querystring: Type.Object({}, strict),
        response: { 200: OneResponse(Type.Object({ system: System, url: Type.Optional(Type.String()) }, strict)), ...errors },
      },
    },
    async () => {
      const url = activeUrl();
      return { data: { system: crm.system, ...(url ? { url } : {}) } };
    },
  );

  app.get(
    '/integrations/verify',
    {
      preHandler: app.authorize('admin', 'editor'),
      schema: {
        tags: [TAGS.forms],
        summary: `Whether the CRM answers now (a harmless signed request, ${VERIFY_TIMEOUT_MS / 1000} s time-out; nothing is delivered)`,
        querystring: Type.Object({}, strict),
        response: {
          200: OneResponse(
            Type.Object({ system: System, ok: Type.Boolean(), status_code: Type.Union([Type.Integer(), Type.Null()]), detail: Type.String() }, strict),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await check();
      request.log.info({ system: crm.system, ok: result.ok, statusCode: result.status_code }, 'CRM integration verified');
      return { data: { system: crm.system, ...result } };
    },
  );
};
