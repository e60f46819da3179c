import { createTransport } from 'nodemailer';
import { confirmationEmail, type Email, notificationEmail, oneLine } from './email-content.js';
import { redact } from './http.js';
import { contactValue } from './lead-fields.js';
import type { ComposedMail, DeliveryResult, Destination, MessageKind, MessageKinds, OutboxMessage } from './types.js';

export interface MailOptions {
  /** `smtp://host:port` or `smtps://user:pass@host:port`. */
  smtpUrl: string;
  /** `Name <address>` or a bare address. */
  from: string;
  timeoutMs?: number;
  /** Form types whose e-mails another service composes (see MessageKind). */
  kinds?: MessageKinds;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$|^[^\s@<>",;]+@localhost$/i;

/** Recipients as the form's settings hold them: a list or one comma-separated string. */
export function recipientsOf(settings: Record<string, unknown>): string[] {
  const raw = settings['recipients'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,;\s]+/) : [];
  return list.filter((value): value is string => typeof value === 'string').map((value) => value.trim()).filter((value) => ADDRESS.test(value));
}

const text = (settings: Record<string, unknown>, key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : undefined);

/** Nodemailer's failures: SMTP 5xx replies are permanent, 4xx replies and broken connections are not. */
function resultOfMailError(error: unknown): DeliveryResult {
  const { responseCode, code, message } = error as { responseCode?: unknown; code?: unknown; message?: unknown };
  const statusCode = typeof responseCode === 'number' ? responseCode : undefined;
  const detail = redact(`SMTP${typeof code === 'string' ? ` ${code}` : ''}: ${typeof message === 'string' ? message : 'failed'}`).slice(0, 500);
  const retryable = statusCode === undefined ? code !== 'EENVELOPE' && code !== 'EMESSAGE' : statusCode < 500;
  return { ok: false, retryable, ...(statusCode === undefined ? {} : { statusCode }), detail };
}

/**
 * Both e-mails of a lead over one SMTP transport (pooled, so a batch reuses its connection). The
 * Message-ID is made from the outbox idempotency key: a repeated delivery carries the same id, so the
 * receiving side (and the local mailbox) can tell duplicates apart.
 */
export function mailDestinations(options: MailOptions) {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 3,
  });
  const domain = /@([^\s@>]+)>?$/.exec(options.from)?.[1] ?? 'lux.localhost';
  const messageId = (message: OutboxMessage) => `<${message.idempotencyKey}@${domain}>`;

  async function send(message: OutboxMessage, to: string[], email: Email): Promise<DeliveryResult> {
    try {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: messageId(message),
        headers: { 'X-Lux-Lead': String(message.lead.id), 'Idempotency-Key': message.idempotencyKey },
      });
      // Some recipients refused, others took it: sending again would repeat it to those who have it.
      const refused = info.rejected.length > 0 ? `; ${info.rejected.length} recipient(s) refused` : '';
      return { ok: true, statusCode: 250, detail: `Message ${messageId(message)} accepted${refused}` };
    } catch (error) {
      return resultOfMailError(error);
    }
  }

  /** The e-mail of the lead's message kind, when its form type has one for this destination. */
  async function sendKind(message: OutboxMessage, compose: MessageKind['confirmation']): Promise<DeliveryResult | null> {
    if (!compose) return null;
    const composed: ComposedMail | DeliveryResult = await compose(message);
    if ('ok' in composed) return composed;
    const to = composed.to.map((address) => address.trim()).filter((address) => ADDRESS.test(address));
    if (to.length === 0) return { ok: false, retryable: false, detail: 'The message has no valid recipient.' };
    return send(message, to, { subject: oneLine(composed.subject), html: composed.html, text: composed.text });
  }
  const kindOf = (message: OutboxMessage) => options.kinds?.get(message.form.type);

  const notification: Destination = {
    async deliver(message) {
      const own = await sendKind(message, kindOf(message)?.notification);
      if (own) return own;
      const to = recipientsOf(message.form.notifications);
      if (to.length === 0) return { ok: false, retryable: false, detail: 'The form has no notification recipients.' };
      return send(message, to, notificationEmail(message, text(message.form.notifications, 'subject')));
    },
  };

  const confirmation: Destination = {
    async deliver(message) {
      const own = await sendKind(message, kindOf(message)?.confirmation);
      if (own) return own;
      const to = contactValue(message.form.definition, message.lead.data, 'email');
      if (!to || !ADDRESS.test(to)) return { ok: false, retryable: false, detail: 'The lead has no valid e-mail address to confirm to.' };
      const { confirmations } = message.form;
      // An English visitor gets the English wording when the form has one.
      const suffix = message.lead.locale === 'en' ? '_en' : '';
      const subject = (suffix && text(confirmations, `subject${suffix}`)) || text(confirmations, 'subject');
      const body = (suffix && text(confirmations, `body${suffix}`)) || text(confirmations, 'body');
      return send(message, [to], confirmationEmail(message, { subject, body }));
    },
  };

  return { notification, confirmation, close: () => transport.close() };
}
