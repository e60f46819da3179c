import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** What changed; `before` is null for a create and `after` null for a delete. */
export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | (string & {});
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/** Anything with `insert`: the app's database or, as it should be, the write's own transaction. */
type Writer = Pick<Database, 'insert'>;

/**
 * Records a write in the audit log (ADR 019). Call it with the transaction that makes the write, so the
 * change and its record commit or roll back together. Who comes from the request's verified principal.
 */
export async function recordAudit(tx: Writer, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: request.principal?.id ?? null,
    actorEmail: request.principal?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: request.id,
  });
}
