import type { Database } from '../db/client.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/** Data files (range calculator, five racing results files) and collection feed items (issue 15, ADR 028); inserts only what is absent. */
export async function seedFeeds(_tx: Tx): Promise<void> {}
