import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { ensureSigningKey, loadSigningKeys } from './keys.js';

/** How often a running provider checks whether the signing keys changed (a rotation by the CLI). */
const KEY_CHECK_MS = 10_000;

/**
 * Holds the current provider, built on first use (generating the first RSA key takes a moment; a boot
 * that never signs anyone in, like most test files, does not pay for it; main.ts warms it on listen). oidc-provider takes its keys once, at construction; everything else it
 * keeps lives in the database, so after a key rotation a fresh instance replaces the old one and nothing
 * is lost (sessions, grants and codes are rows; cookies are signed with the same secret).
 */
export class ProviderHolder {
  #provider: Provider | undefined;
  #kids = '';
  #checkedAt = 0;
  #reloading: Promise<Provider> | undefined;

  constructor(
    private readonly db: Database,
    private readonly build: (jwks: JWK[]) => Provider,
  ) {}

  async current(): Promise<Provider> {
    if (this.#provider && Date.now() - this.#checkedAt < KEY_CHECK_MS) return this.#provider;
    return this.reload();
  }

  /** Reads the keys now and rebuilds the provider when they changed. */
  reload(): Promise<Provider> {
    this.#reloading ??= (async () => {
      let keys = await loadSigningKeys(this.db);
      if (keys.length === 0) {
        // First start: create the first key (safe when several replicas race for it).
        await ensureSigningKey(this.db);
        keys = await loadSigningKeys(this.db);
      }
      const kids = keys.map((key) => key.kid).join(' ');
      if (!this.#provider || kids !== this.#kids) {
        this.#provider = this.build(keys);
        this.#kids = kids;
      }
      this.#checkedAt = Date.now();
      return this.#provider;
    })().finally(() => {
      this.#reloading = undefined;
    });
    return this.#reloading;
  }
}
