import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { recordAudit } from '../src/http/audit.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/** The audit log is append-only (ADR 019 §6): a trigger refuses UPDATE, DELETE and TRUNCATE. */

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Drizzle wraps the driver's error; the trigger's message is on the cause. */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'not refused';
}

describe('audit log', () => {
  it('records a write and refuses to change or remove it', async () => {
    const request = { id: 'req-1', principal: { id: 'u-1', email: 'admin@lux.example', name: null, roles: ['admin'] } } as unknown as FastifyRequest;
    await recordAudit(app.db, request, { action: 'update', entity: 'setting', entityId: 'phone', before: { v: 1 }, after: { v: 2 } });
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.requestId, 'req-1'));
    expect(row).toMatchObject({ actorId: 'u-1', actorEmail: 'admin@lux.example', entity: 'setting', before: { v: 1 }, after: { v: 2 } });

    expect(await refusal(app.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)))).toContain('append-only');
    expect(await refusal(app.db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toContain('append-only');
    expect(await refusal(app.db.execute(sql`truncate audit_log`))).toContain('append-only');
    expect(await app.db.select().from(auditLog)).toHaveLength(1);
  });
});
