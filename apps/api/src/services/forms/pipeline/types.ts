import type { OutboxDestination } from '../../../db/forms.schema.js';

/** What a destination is handed: one outbox row with its lead and form, as the worker loaded them. */
export interface OutboxMessage {
  outboxId: number;
  destination: OutboxDestination;
  /** `lead-{id}-{destination}`: the receiver drops a second delivery carrying the same key. */
  idempotencyKey: string;
  /** 1 for the first try. */
  attempt: number;
  lead: {
    id: number;
    data: Record<string, unknown>;
    locale: string;
    sourceUrl: string | null;
    createdAt: Date;
  };
  form: {
    id: number;
    name: string;
    type: string;
    definition: Record<string, unknown>;
    notifications: Record<string, unknown>;
    confirmations: Record<string, unknown>;
  };
}

export type DeliveryResult =
  | { ok: true; statusCode?: number; detail?: string }
  | { ok: false; retryable: boolean; statusCode?: number; detail: string };

/** One outside system a lead goes to (a CRM, a mailbox). Never throws: failures are results. */
export interface Destination {
  deliver(message: OutboxMessage): Promise<DeliveryResult>;
}

export type Destinations = Record<OutboxDestination, Destination>;

/** An e-mail as a message kind composes it: who gets it and what it says. */
export interface ComposedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/**
 * A form type's own e-mails (orders: the buyer's order confirmation, the dealer inquiry). The mail
 * destinations ask the kind registered for the lead's form type first; a kind composes the message from
 * its own data or answers a failed delivery (`retryable` as for any destination). Without a kind, or for
 * an e-mail the kind leaves out, the form's own notification and confirmation apply.
 */
export interface MessageKind {
  notification?(message: OutboxMessage): Promise<ComposedMail | DeliveryResult>;
  confirmation?(message: OutboxMessage): Promise<ComposedMail | DeliveryResult>;
}

/** Message kinds by form type. */
export type MessageKinds = ReadonlyMap<string, MessageKind>;
