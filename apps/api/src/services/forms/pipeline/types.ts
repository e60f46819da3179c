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
