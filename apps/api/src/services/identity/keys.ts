import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { IdentityConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { identityKeys } from '../../db/schema.js';

export const SIGNING_ALG = 'RS256';

/**
 * How long a retired key stays in the JWKS: longer than anything it signed lives (access and ID tokens
 * live 10 minutes), so a rotation never turns a valid token into a 401.
 */
export const RETIRED_KEY_GRACE_SECONDS = 60 * 60;

/** Arbitrary constant naming the advisory lock that serialises key creation and rotation. */
const KEYS_LOCK = 7_420_019;

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

async function newKey(): Promise<{ kid: string; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateJwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}

async function lock(tx: Writer) {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
}

/** Creates the first signing key when no key is active (at boot). Safe when several replicas start at once. */
export async function ensureSigningKey(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lock(tx);
    const [active] = await tx.select({ kid: identityKeys.kid }).from(identityKeys).where(eq(identityKeys.status, 'active')).limit(1);
    if (active) return;
    const key = await newKey();
    await tx.insert(identityKeys).values({ kid: key.kid, privateJwk: key.privateJwk, status: 'active' });
  });
}

export interface Rotation {
  /** The key that signs from now on. */
  kid: string;
  /** The keys it replaced; they still verify for RETIRED_KEY_GRACE_SECONDS. */
  retired: string[];
  /** Retired keys past their grace period, removed from the store. */
  dropped: string[];
}

/**
 * Makes a new active signing key and retires the old one. Running providers pick the new key up within
 * seconds (they check the active kid), and verifiers reload on an unknown kid.
 */
export async function rotateSigningKey(db: Database, now = new Date()): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await lock(tx);
    const key = await newKey();
    const retired = await tx
      .update(identityKeys)
      .set({ status: 'retired', retiredAt: now })
      .where(eq(identityKeys.status, 'active'))
      .returning({ kid: identityKeys.kid });
    await tx.insert(identityKeys).values({ kid: key.kid, privateJwk: key.privateJwk, status: 'active', createdAt: now });
    const dropped = await tx
      .delete(identityKeys)
      .where(and(eq(identityKeys.status, 'retired'), lt(identityKeys.retiredAt, graceStart(now))))
      .returning({ kid: identityKeys.kid });
    return { kid: key.kid, retired: retired.map((row) => row.kid), dropped: dropped.map((row) => row.kid) };
  });
}

const graceStart = (now: Date) => new Date(now.getTime() - RETIRED_KEY_GRACE_SECONDS * 1000);

/** The private keys a provider may use: the active ones first (they sign), then retired ones still in grace. */
export async function loadSigningKeys(db: Pick<Database, 'select'>, now = new Date()): Promise<JWK[]> {
  const rows = await db
    .select({ privateJwk: identityKeys.privateJwk, status: identityKeys.status })
    .from(identityKeys)
    .where(or(eq(identityKeys.status, 'active'), and(eq(identityKeys.status, 'retired'), gt(identityKeys.retiredAt, graceStart(now)))))
    // 'active' sorts before 'retired'; the newest active key signs.
    .orderBy(asc(identityKeys.status), desc(identityKeys.createdAt));
  return rows.map((row) => row.privateJwk as JWK);
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k', 'priv']);

export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK;
}

/** Where the API's access-token verifier gets its keys, plus a way to drop its cache after a rotation. */
export interface VerificationKeys {
  getKey: JWTVerifyGetKey;
  refresh(): Promise<void>;
}

/** A miss on an unknown kid reloads the key store at most this often (a flood of bogus kids stays cheap). */
const MIN_RELOAD_MS = 2_000;
/** Reloaded anyway after this long, so retired keys past their grace stop verifying. */
const MAX_AGE_MS = 60_000;

/** The embedded provider's public keys, read from `identity_keys`. */
export function embeddedVerificationKeys(db: Database): VerificationKeys {
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let loading: Promise<JWTVerifyGetKey> | undefined;
  const load = () =>
    (loading ??= loadSigningKeys(db)
      .then((keys) => {
        keySet = createLocalJWKSet({ keys: keys.map(publicJwk) });
        loadedAt = Date.now();
        return keySet;
      })
      .finally(() => {
        loading = undefined;
      }));

  return {
    async getKey(header, token) {
      const set = keySet && Date.now() - loadedAt < MAX_AGE_MS ? keySet : await load();
      try {
        return await set(header, token);
      } catch (error) {
        if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - loadedAt < MIN_RELOAD_MS) throw error;
        return (await load())(header, token);
      }
    },
    async refresh() {
      await load();
    },
  };
}

/** An external provider's keys, from the `jwks_uri` of its discovery document (fetched on first use). */
export function remoteVerificationKeys(issuer: string): VerificationKeys {
  let remote: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`OIDC discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json()) as { jwks_uri?: unknown };
    if (typeof document.jwks_uri !== 'string') throw new Error(`OIDC discovery of ${issuer} names no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  const get = () =>
    (remote ??= discover().catch((error: unknown) => {
      remote = undefined;
      throw error;
    }));
  return {
    async getKey(header, token) {
      return (await get())(header, token);
    },
    async refresh() {
      remote = undefined;
      await get();
    },
  };
}

export function verificationKeys(identity: IdentityConfig, db: Database): VerificationKeys {
  return identity.embedded ? embeddedVerificationKeys(db) : remoteVerificationKeys(identity.issuer);
}
