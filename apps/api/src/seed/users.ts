import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users, type Role } from '../db/schema.js';
import { hashPassword } from '../services/identity/passwords.js';

type Writer = Pick<Database, 'select' | 'insert'>;

/**
 * Demo accounts of the embedded provider, one per role (README, "Signing in"). The passwords are public:
 * they are never seeded in production, nor when an external provider (OIDC_ISSUER) signs people in.
 */
export const demoUsers: { email: string; name: string; password: string; roles: Role[] }[] = [
  { email: 'admin@lux.example', name: 'אורית מנהלת', password: 'Admin-Demo-2026!', roles: ['admin'] },
  { email: 'editor@lux.example', name: 'יואב עורך', password: 'Editor-Demo-2026!', roles: ['editor'] },
  { email: 'sales@lux.example', name: 'מיכל מכירות', password: 'Sales-Demo-2026!', roles: ['sales'] },
  { email: 'viewer@lux.example', name: 'דני צופה', password: 'Viewer-Demo-2026!', roles: ['viewer'] },
  { email: 'developer@lux.example', name: 'נועה מפתחת', password: 'Developer-Demo-2026!', roles: ['editor', 'developer'] },
];

/**
 * Inserts the demo users that do not exist yet; an existing user (and their password) is never touched.
 * Returns how many were inserted.
 */
export async function seedDemoUsers(tx: Writer, env: Record<string, string | undefined> = process.env): Promise<number> {
  if (env['NODE_ENV'] === 'production' || (env['OIDC_ISSUER'] ?? '').trim() !== '') return 0;
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, demoUsers.map((user) => user.email)));
  const taken = new Set(existing.map((row) => row.email));
  const missing = demoUsers.filter((user) => !taken.has(user.email));
  if (missing.length === 0) return 0;
  const rows = await Promise.all(
    missing.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  const inserted = await tx.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  return inserted.length;
}
