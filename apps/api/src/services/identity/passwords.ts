import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes); @node-rs/argon2 uses argon2id by default. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown email, account without a password) it
 * still runs a full verify against a dummy hash, so the answer takes as long and reveals nothing.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('no account has this password')), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a refusal, never a crash of the login page.
    return false;
  }
}
