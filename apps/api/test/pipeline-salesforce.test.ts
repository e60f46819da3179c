import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { salesforce, type OutboxMessage } from '../src/services/forms/pipeline/index.js';
import { startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { insertForm, insertLead, outboxOf } from './pipeline-fixtures.js';

/**
 * The Salesforce adapter against a small stand-in that speaks the two endpoints it uses: the OAuth 2.0
 * client-credentials token and the REST API's Lead create.
 */

const CLIENT = { id: 'lux-connected-app', secret: 'connected-app-secret' };

interface FakeSalesforce {
  origin: string;
  tokensIssued: number;
  leads: Record<string, unknown>[];
  /** The next Lead create answers this status (once). */
  failNext: { status: number; body: unknown } | null;
  revokeTokens(): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
  });

async function startFakeSalesforce(): Promise<FakeSalesforce> {
  let valid = new Set<string>();
  const fake: FakeSalesforce = {
    origin: '',
    tokensIssued: 0,
    leads: [],
    failNext: null,
    revokeTokens: () => (valid = new Set()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/services/oauth2/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== CLIENT.id || form.get('client_secret') !== CLIENT.secret) {
        return send(response, 400, { error: 'invalid_client', error_description: 'invalid client credentials' });
      }
      const token = `00D-token-${++fake.tokensIssued}`;
      valid.add(token);
      return send(response, 200, { access_token: token, instance_url: fake.origin, token_type: 'Bearer', id: `${fake.origin}/id/00D/005` });
    }
    if (request.method === 'POST' && request.url === '/services/data/v60.0/sobjects/Lead/') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !valid.has(token)) return send(response, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
      if (fake.failNext) {
        const { status, body: failure } = fake.failNext;
        fake.failNext = null;
        return send(response, status, failure);
      }
      const lead = JSON.parse(body) as Record<string, unknown>;
      if (!lead['LastName'] || !lead['Company']) {
        return send(response, 400, [{ message: 'Required fields are missing: [LastName, Company]', errorCode: 'REQUIRED_FIELD_MISSING' }]);
      }
      fake.leads.push(lead);
      return send(response, 201, { id: `00Q${String(fake.leads.length).padStart(15, '0')}`, success: true, errors: [] });
    }
    return send(response, 404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const message = (data: Record<string, unknown>, id = 7): OutboxMessage => ({
  outboxId: id,
  destination: 'crm',
  idempotencyKey: `lead-${id}-crm`,
  attempt: 1,
  lead: { id, data, locale: 'he', sourceUrl: 'https://lux.test/test-drive', createdAt: new Date('2026-11-26T10:00:00Z') },
  form: { id: 3, name: 'נסיעת מבחן', type: 'test_drive', definition: {}, notifications: {}, confirmations: {} },
});

let fake: FakeSalesforce;

beforeAll(async () => {
  fake = await startFakeSalesforce();
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.leads = [];
  fake.failNext = null;
});

describe('the Salesforce adapter', () => {
  const adapter = () => salesforce({ loginUrl: fake.origin, clientId: CLIENT.id, clientSecret: CLIENT.secret, timeoutMs: 5_000 });

  it('creates a Lead from the lead, with one token for several leads', async () => {
    const destination = adapter();
    const issued = fake.tokensIssued;
    const data = { first_name: 'דנה', last_name: 'לוי', email: 'dana@visitor.test', phone: '050-1234567', company: 'Lux', model: 'Defender 110' };
    expect(await destination.deliver(message(data))).toMatchObject({ ok: true, statusCode: 201 });
    expect(await destination.deliver(message({ name: 'Avi Cohen', email: 'avi@visitor.test' }, 8))).toMatchObject({ ok: true });
    expect(fake.tokensIssued - issued).toBe(1);
    expect(fake.leads[0]).toEqual({
      FirstName: 'דנה',
      LastName: 'לוי',
      Email: 'dana@visitor.test',
      Phone: '050-1234567',
      Company: 'Lux',
      LeadSource: 'Web',
      Description: expect.stringContaining('model: Defender 110'),
    });
    expect(fake.leads[0]!['Description']).toContain('lead-7-crm');
    expect(fake.leads[1]).toMatchObject({ FirstName: 'Avi', LastName: 'Cohen', Company: '[not provided]', Phone: null });
  });

  it('fetches a new token when Salesforce ends the session', async () => {
    const destination = adapter();
    await destination.deliver(message({ last_name: 'א' }));
    const issued = fake.tokensIssued;
    fake.revokeTokens();
    expect(await destination.deliver(message({ last_name: 'ב' }, 9))).toMatchObject({ ok: true });
    expect(fake.tokensIssued).toBe(issued + 1);
  });

  it('gives up on wrong credentials and refused records, and retries outages', async () => {
    const wrong = salesforce({ loginUrl: fake.origin, clientId: CLIENT.id, clientSecret: 'wrong', timeoutMs: 5_000 });
    expect(await wrong.deliver(message({ last_name: 'א' }))).toMatchObject({ ok: false, retryable: false, statusCode: 400 });

    const destination = adapter();
    fake.failNext = { status: 400, body: [{ errorCode: 'INVALID_EMAIL_ADDRESS', message: 'Email: invalid email address: x@y' }] };
    const refused = await destination.deliver(message({ last_name: 'א' }));
    expect(refused).toMatchObject({ ok: false, retryable: false, statusCode: 400 });
    expect(refused.ok ? '' : refused.detail).not.toContain('x@y');

    fake.failNext = { status: 503, body: [{ errorCode: 'SERVER_UNAVAILABLE', message: 'down for maintenance' }] };
    expect(await destination.deliver(message({ last_name: 'א' }))).toMatchObject({ ok: false, retryable: true, statusCode: 503 });

    const unreachable = salesforce({ loginUrl: 'http://127.0.0.1:1', clientId: CLIENT.id, clientSecret: CLIENT.secret, timeoutMs: 2_000 });
    expect(await unreachable.deliver(message({ last_name: 'א' }))).toMatchObject({ ok: false, retryable: true });
  });
});

describe('CRM_SYSTEM=salesforce', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp(database, {
      env: {
        LEAD_WORKER: 'off',
        LOCAL_SMTP_PORT: '0',
        CRM_SYSTEM: 'salesforce',
        SALESFORCE_LOGIN_URL: fake.origin,
        SALESFORCE_CLIENT_ID: CLIENT.id,
        SALESFORCE_CLIENT_SECRET: CLIENT.secret,
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.leadPipeline.started();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("sends the outbox's CRM rows to Salesforce, and has no local CRM receiver", async () => {
    const form = await insertForm(app.db);
    const { lead } = await insertLead(app.db, form.id, undefined, ['crm']);
    expect(await app.leadPipeline.createWorker().runOnce()).toBe(1);
    expect((await outboxOf(app.db, lead.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(fake.leads).toEqual([expect.objectContaining({ FirstName: 'דנה', LastName: 'לוי' })]);
    expect((await app.inject({ method: 'POST', url: '/forms/fake-crm/leads', payload: {} })).statusCode).toBe(404);
  });
});
