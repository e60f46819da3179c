import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type Role } from '../../db/schema.js';

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  roles: Role[];
  active: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  roles: users.roles,
  active: users.active,
};

/** Emails are stored lower case (a check constraint says so); the login form's value is matched the same way. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function accountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row;
}

/** An active account by id; inactive accounts cannot sign in, refresh or get tokens. */
export async function activeAccount(db: Database, id: string): Promise<AccountRow | undefined> {
  // The provider may look up any `sub` it stored; a non-uuid would be a database error, not a miss.
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row?.active ? row : undefined;
}
