import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, consentRecords, settings } from '../src/db/schema.js';
import {
  CONSENT_CSV_COLUMNS,
  CONSENT_RATE_LIMIT,
  CONSENT_RETENTION_SETTING,
  runConsentRetention,
  truncateIp,
} from '../src/services/forms/consents/index.js';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { auditRows, roleHeaders, type AuthHeaders } from './support/tokens.js';
import { csvRows } from './support/csv.js';

let database: TestDatabase;
let app: FastifyInstance;
let as: Record<'admin' | 'editor' | 'sales' | 'viewer', AuthHeaders>;

type Created = { data: { id: number; consent_id: string; created_at: string } };
type ConsentRow = {
  id: number;
  consent_id: string;
  action: string;
  strategy: string;
  status: string;
  scopes: string[];
  policy_version: string;
  locale: string | null;
  page_path: string | null;
  user_agent: string | null;
  ip_truncated: string | null;
  created_at: string;
};
type ConsentList = { data: ConsentRow[]; meta: { total: number; page: number; items: number; pages: number } };

const quiet = { info: () => undefined, warn: () => undefined };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
  as = await roleHeaders(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const choice = (overrides: Record<string, unknown> = {}) => ({
  consent_id: randomUUID(),
  action: 'save_selected',
  strategy: 'basic',
  status: 'accepted',
  scopes: ['statistic'],
  policy_version: '2026-11',
  locale: 'he',
  page_path: '/models/defender',
  ...overrides,
});

/**
 * A post as the site's server passes it on: from loopback (the default allow list) with the visitor's
 * address as the last X-Forwarded-For hop. `remoteAddress` alone posts straight from that address.
 */
function record(payload: unknown, options: { forwardedFor?: string; remoteAddress?: string; userAgent?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.userAgent !== undefined) headers['user-agent'] = options.userAgent;
  return app.inject({
    method: 'POST',
    url: '/forms/consents',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers,
  });
}

const stored = async (id: number) => (await app.db.select().from(consentRecords).where(eq(consentRecords.id, id)))[0]!;

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.3', '10.1.2.0'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::'],
    ['2001:0DB8:0001:ffff::1', '2001:db8:1::'],
    ['2001:db8::7', '2001:db8::'],
    ['fe80::1%eth0', 'fe80::'],
    ['::1', '::'],
    ['::ffff:203.0.113.9', '203.0.113.0'],
    ['::ffff:cb00:7109', '203.0.113.0'],
    ['', null],
    ['not-an-address', null],
    ['203.0.113', null],
  ])('%s → %s', (address, expected) => {
    expect(truncateIp(address)).toBe(expected);
  });
});

describe('POST /forms/consents', () => {
  it('records a choice (public, 201) with obligatory added, the address truncated and the path without its query', async () => {
    const id = randomUUID().toUpperCase();
    const response = await record(choice({ consent_id: id, scopes: ['marketing', 'statistic'], page_path: '/he/models?utm_source=x#top' }), {
      forwardedFor: '198.51.100.1, 203.0.113.77',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as Created;
    expect(data).toEqual({ id: expect.any(Number), consent_id: id.toLowerCase(), created_at: expect.any(String) });
    const row = await stored(data.id);
    expect(row).toMatchObject({
      consentId: id.toLowerCase(),
      action: 'save_selected',
      strategy: 'basic',
      status: 'accepted',
      scopes: ['obligatory', 'statistic', 'marketing'],
      policyVersion: '2026-11',
      locale: 'he',
      pagePath: '/he/models',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0',
      // The last hop is the address the site saw; the visitor's own hops before it are ignored.
      ipTruncated: '203.0.113.0',
    });
    expect(row.createdAt.toISOString()).toBe(data.created_at);
  });

  it('keeps obligatory alone for a rejection and a withdrawal, and takes the optional fields as optional', async () => {
    const rejected = await record({ ...choice({ action: 'reject_all', status: 'rejected', scopes: [] }), locale: undefined, page_path: undefined });
    expect(rejected.statusCode, rejected.body).toBe(201);
    const row = await stored((rejected.json() as Created).data.id);
    expect(row).toMatchObject({ scopes: ['obligatory'], locale: null, pagePath: null });
    const withdrawn = await record(choice({ action: 'withdraw', status: 'pending', scopes: ['obligatory'], strategy: 'cookie-information' }));
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect((await stored((withdrawn.json() as Created).data.id)).scopes).toEqual(['obligatory']);
  });

  it('truncates IPv6 to /48 and treats an IPv4-mapped address as IPv4', async () => {
    const direct = await record(choice(), { remoteAddress: '2001:db8:1:2:3:4:5:6' });
    expect(direct.statusCode, direct.body).toBe(201);
    expect((await stored((direct.json() as Created).data.id)).ipTruncated).toBe('2001:db8:1::');
    const mapped = await record(choice(), { remoteAddress: '::ffff:198.51.100.23' });
    expect((await stored((mapped.json() as Created).data.id)).ipTruncated).toBe('198.51.100.0');
    const forwarded = await record(choice(), { forwardedFor: '2a00:1450:4001:81c::200e' });
    expect((await stored((forwarded.json() as Created).data.id)).ipTruncated).toBe('2a00:1450:4001::');
  });

  it('cuts the user agent to 512 characters', async () => {
    const response = await record(choice(), { userAgent: `Agent/${'x'.repeat(600)}` });
    const row = await stored((response.json() as Created).data.id);
    expect(row.userAgent).toHaveLength(512);
    expect(row.userAgent!.startsWith('Agent/xxx')).toBe(true);
  });

  it.each([
    ['a consent id that is not a UUID', { consent_id: 'abc' }, '/consent_id'],
    ['an unknown scope', { scopes: ['obligatory', 'tracking'] }, '/scopes/1'],
    ['a repeated scope', { scopes: ['statistic', 'statistic'] }, '/scopes'],
    ['an unknown action', { action: 'accept_some' }, '/action'],
    ['an unknown strategy', { strategy: 'OneTrust' }, '/strategy'],
    ['an unknown status', { status: 'granted' }, '/status'],
    ['an extra property', { ip: '1.2.3.4' }, '/ip'],
    ['a policy version over 64 characters', { policy_version: 'v'.repeat(65) }, '/policy_version'],
    ['an empty policy version', { policy_version: '' }, '/policy_version'],
    ['a page path not starting with /', { page_path: 'https://evil.example/' }, '/page_path'],
    ['a page path over 512 characters', { page_path: `/${'a'.repeat(512)}` }, '/page_path'],
    ['an unknown locale', { locale: 'fr' }, '/locale'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, pointer) => {
    const consentId = randomUUID();
    const response = await record(choice({ consent_id: consentId, ...overrides }));
    expect(response.statusCode, response.body).toBe(400);
    const error = onlyError(response.body);
    expect(error.status).toBe('400');
    expect(error.source?.['pointer']).toBe(pointer);
    expect(await app.db.select().from(consentRecords).where(eq(consentRecords.consentId, consentId))).toEqual([]);
  });

  it('refuses a body without a required field', async () => {
    const { policy_version: _dropped, ...rest } = choice();
    const response = await record(rest);
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body).source?.['pointer']).toBe('/policy_version');
  });

  it(`answers 429 past ${CONSENT_RATE_LIMIT.max} records a minute from one visitor (counted through the site)`, async () => {
    for (let i = 0; i < CONSENT_RATE_LIMIT.max; i++) {
      expect((await record(choice(), { forwardedFor: '192.0.2.55' })).statusCode).toBe(201);
    }
    const limited = await record(choice(), { forwardedFor: '192.0.2.55' });
    expect(limited.statusCode).toBe(429);
    expect(onlyError(limited.body).status).toBe('429');
    expect((await record(choice(), { forwardedFor: '192.0.2.56' })).statusCode).toBe(201);
  });
});

describe('GET /forms/consents (admins)', () => {
  const ids = { a: randomUUID(), b: randomUUID() };

  beforeAll(async () => {
    await app.db.delete(consentRecords);
    const row = (consentId: string, createdAt: string, extra: Partial<typeof consentRecords.$inferInsert> = {}) => ({
      consentId,
      action: 'accept_all',
      strategy: 'basic',
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
      policyVersion: '2026-11',
      locale: 'he',
      pagePath: '/',
      userAgent: 'UA',
      ipTruncated: '203.0.113.0',
      createdAt: new Date(createdAt),
      ...extra,
    });
    await app.db.insert(consentRecords).values([
      row(ids.a, '2026-01-10T08:00:00Z'),
      row(ids.a, '2026-01-11T23:59:59.999Z', { action: 'save_selected', scopes: ['obligatory', 'statistic'] }),
      row(ids.b, '2026-01-12T00:00:00Z', { action: 'reject_all', status: 'rejected', scopes: ['obligatory'] }),
      row(ids.a, '2026-01-13T10:00:00Z', { action: 'withdraw', status: 'pending', scopes: ['obligatory'] }),
    ]);
  });

  const list = async (query = '', headers: AuthHeaders = as.admin) => {
    const response = await app.inject({ url: `/forms/consents${query ? `?${query}` : ''}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ConsentList;
  };
  const times = (body: ConsentList) => body.data.map((row) => row.created_at);

  it('is for admins only: 401 without a token, 403 for editor, sales and viewer', async () => {
    expect((await app.inject({ url: '/forms/consents' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/forms/consents/export.csv' })).statusCode).toBe(401);
    for (const role of ['editor', 'sales', 'viewer'] as const) {
      const response = await app.inject({ url: '/forms/consents', headers: as[role] });
      expect(response.statusCode, role).toBe(403);
      expect(onlyError(response.body).status).toBe('403');
      expect((await app.inject({ url: '/forms/consents/export.csv', headers: as[role] })).statusCode, role).toBe(403);
    }
  });

  it('lists every record newest first with paging facts, and audits the view', async () => {
    const before = (await auditRows(app, 'consent_records')).length;
    const body = await list();
    expect(times(body)).toEqual(['2026-01-13T10:00:00.000Z', '2026-01-12T00:00:00.000Z', '2026-01-11T23:59:59.999Z', '2026-01-10T08:00:00.000Z']);
    expect(body.meta).toEqual({ total: 4, page: 1, items: 25, pages: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      consent_id: ids.a,
      action: 'withdraw',
      strategy: 'basic',
      status: 'pending',
      scopes: ['obligatory'],
      policy_version: '2026-11',
      locale: 'he',
      page_path: '/',
      user_agent: 'UA',
      ip_truncated: '203.0.113.0',
      created_at: '2026-01-13T10:00:00.000Z',
    });
    const audits = (await auditRows(app, 'consent_records')).slice(before);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'view', actorEmail: 'admin@test.example', after: { total: 4, ids: body.data.map((row) => row.id) } });
  });

  it('pages', async () => {
    const second = await list('items=3&page=2');
    expect(second.meta).toEqual({ total: 4, page: 2, items: 3, pages: 2 });
    expect(times(second)).toEqual(['2026-01-10T08:00:00.000Z']);
    expect(times(await list('sort=created_at&items=1'))).toEqual(['2026-01-10T08:00:00.000Z']);
    expect((await app.inject({ url: '/forms/consents?items=101', headers: as.admin })).statusCode).toBe(400);
  });

  it('filters by UTC days (a bare upper date includes its whole day), action, scope, status and consent id', async () => {
    expect(times(await list('filter[created_at_gteq]=2026-01-11&filter[created_at_lteq]=2026-01-11'))).toEqual(['2026-01-11T23:59:59.999Z']);
    expect(times(await list('filter[created_at_gteq]=2026-01-12'))).toEqual(['2026-01-13T10:00:00.000Z', '2026-01-12T00:00:00.000Z']);
    expect(times(await list('filter[created_at_lteq]=2026-01-12T00:00:00Z'))).toHaveLength(3);
    expect(times(await list('filter[action]=reject_all'))).toEqual(['2026-01-12T00:00:00.000Z']);
    expect(times(await list('filter[scope]=statistic'))).toEqual(['2026-01-11T23:59:59.999Z', '2026-01-10T08:00:00.000Z']);
    expect(times(await list('filter[scope]=marketing'))).toEqual(['2026-01-10T08:00:00.000Z']);
    expect((await list('filter[scope]=obligatory')).meta.total).toBe(4);
    expect(times(await list('filter[status]=pending'))).toEqual(['2026-01-13T10:00:00.000Z']);
    expect((await list(`filter[consent_id]=${ids.a.toUpperCase()}`)).meta.total).toBe(3);
    expect((await list(`filter[consent_id]=${ids.b}&filter[action]=accept_all`)).meta.total).toBe(0);
  });

  it('refuses bad filters with 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['filter[created_at_gteq]=2026-02-30', 'filter[created_at_gteq]'],
      ['filter[created_at_gteq]=2026-01-12&filter[created_at_lteq]=2026-01-11', 'filter[created_at_gteq]'],
      ['filter[action]=nope', 'filter[action]'],
      ['filter[scope]=tracking', 'filter[scope]'],
      ['filter[status]=granted', 'filter[status]'],
    ] as const) {
      const response = await app.inject({ url: `/forms/consents?${query}`, headers: as.admin });
      expect(response.statusCode, query).toBe(400);
      expect(onlyError(response.body).source?.['parameter'], query).toBe(parameter);
    }
  });
});

describe('GET /forms/consents/export.csv (admins)', () => {
  const consentId = randomUUID();

  beforeAll(async () => {
    await app.db.delete(consentRecords);
    const base = { consentId, strategy: 'onetrust', policyVersion: '3', locale: 'en', ipTruncated: '2001:db8:1::' };
    await app.db.insert(consentRecords).values([
      { ...base, action: 'accept_all', status: 'accepted', scopes: ['obligatory', 'statistic', 'marketing'], pagePath: '/a', userAgent: '=HYPERLINK("http://evil.example")', createdAt: new Date('2026-02-01T09:00:00Z') },
      { ...base, action: 'withdraw', status: 'pending', scopes: ['obligatory'], pagePath: '/b, "c"', userAgent: 'Plain UA', createdAt: new Date('2026-02-02T09:00:00Z') },
    ]);
  });

  const download = (query = '') => app.inject({ url: `/forms/consents/export.csv${query ? `?${query}` : ''}`, headers: as.admin });

  it('streams UTF-8 with a BOM, a header row, newest first, formulas neutralised, and audits the download', async () => {
    const before = (await auditRows(app, 'consent_records')).length;
    const response = await download();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="consent-records-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(response);
    expect(header).toEqual([...CONSENT_CSV_COLUMNS]);
    expect(header).toEqual(['created_at', 'consent_id', 'action', 'status', 'scopes', 'policy_version', 'strategy', 'locale', 'page_path', 'user_agent', 'ip_truncated']);
    expect(rows).toEqual([
      ['2026-02-02T09:00:00.000Z', consentId, 'withdraw', 'pending', 'obligatory', '3', 'onetrust', 'en', '/b, "c"', 'Plain UA', '2001:db8:1::'],
      ['2026-02-01T09:00:00.000Z', consentId, 'accept_all', 'accepted', 'obligatory statistic marketing', '3', 'onetrust', 'en', '/a', `'=HYPERLINK("http://evil.example")`, '2001:db8:1::'],
    ]);
    const audits = (await auditRows(app, 'consent_records')).slice(before);
    expect(audits.map((entry) => [entry.action, (entry.after as { total: number }).total])).toEqual([['download', 2]]);
  });

  it('applies the filters, and answers a bad one with 400 in the error envelope', async () => {
    const rows = csvRows(await download('filter[action]=withdraw')).slice(1);
    expect(rows.map((row) => row[2])).toEqual(['withdraw']);
    expect(csvRows(await download('filter[scope]=marketing&filter[created_at_lteq]=2026-02-01')).slice(1).map((row) => row[0])).toEqual([
      '2026-02-01T09:00:00.000Z',
    ]);
    expect(csvRows(await download('filter[created_at_gteq]=2030-01-01'))).toEqual([[...CONSENT_CSV_COLUMNS]]);
    const bad = await download('filter[created_at_lteq]=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
  });

  it('reads the table a batch at a time: every row once, in order, across rows recorded in the same millisecond', async () => {
    await app.db.delete(consentRecords);
    const same = new Date('2026-03-01T12:00:00.123Z');
    // Microseconds apart within one millisecond: a JavaScript Date cursor would lose them.
    const values = Array.from({ length: 1203 }, (_, i) => ({
      consentId: randomUUID(),
      action: 'accept_all',
      strategy: 'basic',
      status: 'accepted',
      scopes: ['obligatory'],
      policyVersion: '1',
      createdAt: i < 600 ? same : new Date(same.getTime() + i),
    }));
    await app.db.insert(consentRecords).values(values);
    await app.db.execute(sql`update consent_records set created_at = created_at + (id % 997) * interval '1 microsecond' where created_at = ${same.toISOString()}::timestamptz`);
    const inSameMs = await app.db.select({ id: consentRecords.id }).from(consentRecords).where(sql`date_trunc('milliseconds', ${consentRecords.createdAt}) = ${same.toISOString()}::timestamptz`);
    expect(inSameMs).toHaveLength(600);
    const rows = csvRows(await download()).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1203);
    const sorted = [...rows].sort((x, y) => (x[0]! < y[0]! ? 1 : x[0]! > y[0]! ? -1 : 0));
    expect(rows.map((row) => row[0])).toEqual(sorted.map((row) => row[0]));
  });
});

describe('consent retention', () => {
  const insert = async (createdAt: Date) =>
    (
      await app.db
        .insert(consentRecords)
        .values({ consentId: randomUUID(), action: 'accept_all', strategy: 'basic', status: 'accepted', scopes: ['obligatory'], policyVersion: '1', createdAt })
        .returning()
    )[0]!;
  const remaining = async () => (await app.db.select({ id: consentRecords.id }).from(consentRecords)).map((row) => row.id).sort((a, b) => a - b);
  const purgeAudits = () => app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'consent_records'), eq(auditLog.action, 'purge'))).orderBy(auditLog.id);

  beforeEach(async () => {
    await app.db.delete(settings).where(eq(settings.key, CONSENT_RETENTION_SETTING));
    await app.db.delete(consentRecords);
  });

  it('keeps five years (1825 days) while consent_records_retention_days is unset, in batches, audited once per run', async () => {
    await Promise.all([1830, 1900, 4000].map((d) => insert(daysAgo(d))));
    const kept = await Promise.all([1820, 30, 0].map((d) => insert(daysAgo(d))));
    const audits = (await purgeAudits()).length;
    expect(await runConsentRetention(app.db, quiet, 2)).toMatchObject({ days: 1825, records: 3 });
    expect(await remaining()).toEqual(kept.map((row) => row.id).sort((a, b) => a - b));
    const entries = (await purgeAudits()).slice(audits);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, entityId: null, after: { reason: 'retention', retention_days: 1825, records_deleted: 3 } });
    expect(entries[0]!.requestId).toMatch(/^consent-retention-/);
  });

  it('follows the setting, and purges nothing (with no audit) when it is not a whole number of days', async () => {
    await app.db.insert(settings).values({ key: CONSENT_RETENTION_SETTING, value: '30' });
    await insert(daysAgo(31));
    const recent = await insert(daysAgo(29));
    expect(await runConsentRetention(app.db, quiet)).toMatchObject({ days: 30, records: 1 });
    expect(await remaining()).toEqual([recent.id]);

    const old = await insert(daysAgo(4000));
    const audits = (await purgeAudits()).length;
    for (const value of ['0', 'abc', '-3', '1.5', '99999']) {
      await app.db.update(settings).set({ value }).where(eq(settings.key, CONSENT_RETENTION_SETTING));
      expect(await runConsentRetention(app.db, quiet), value).toBeNull();
    }
    expect(await remaining()).toEqual([recent.id, old.id].sort((a, b) => a - b));
    expect(await purgeAudits()).toHaveLength(audits);
  });
});

describe('the retention job', () => {
  it('purges expired consent records when the API listens (with the lead retention, LEAD_RETENTION_INTERVAL_MS)', async () => {
    // PGlite is one process's database: the shared app steps aside for the one started here.
    await app.close();
    const other = await startApp(database, { env: { LEAD_RETENTION_INTERVAL_MS: '1000', LEAD_EXPORT_WORKER: 'off' } });
    try {
      await other.db.delete(settings).where(eq(settings.key, CONSENT_RETENTION_SETTING));
      await other.db.insert(settings).values({ key: CONSENT_RETENTION_SETTING, value: '7' });
      const [row] = await other.db
        .insert(consentRecords)
        .values({ consentId: randomUUID(), action: 'withdraw', strategy: 'basic', status: 'pending', scopes: ['obligatory'], policyVersion: '1', createdAt: daysAgo(8) })
        .returning();
      await other.listen({ host: '127.0.0.1', port: 0 });
      const gone = async () => (await other.db.select().from(consentRecords).where(eq(consentRecords.id, row!.id))).length === 0;
      const deadline = Date.now() + 10_000;
      while (!(await gone()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await gone()).toBe(true);
    } finally {
      await other.close();
    }
  });
});
