import { bodyExcerpt, resultOfError, resultOfStatus } from './http.js';
import { signatureHeader } from './signature.js';
import type { Destination, OutboxMessage } from './types.js';

export interface WebhookOptions {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** The JSON a CRM webhook receives: the lead and which form it came from. */
export function webhookPayload(message: OutboxMessage) {
  const { lead, form } = message;
  return {
    idempotency_key: message.idempotencyKey,
    lead: {
      id: lead.id,
      created_at: lead.createdAt.toISOString(),
      locale: lead.locale,
      source_url: lead.sourceUrl,
      data: lead.data,
    },
    form: { id: form.id, name: form.name, type: form.type },
  };
}

/** POSTs the lead as signed JSON; the receiver checks the signature and drops repeated idempotency keys. */
export function crmWebhook(options: WebhookOptions): Destination {
  return {
    async deliver(message) {
      const body = JSON.stringify(webhookPayload(message));
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': message.idempotencyKey,
            'x-lux-signature': signatureHeader(options.secret, body),
          },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // Read the body either way, so the connection goes back to the pool.
        const excerpt = await bodyExcerpt(response);
        return resultOfStatus(response.status, response.ok ? '' : excerpt);
      } catch (error) {
        return resultOfError(error, options.timeoutMs);
      }
    },
  };
}
