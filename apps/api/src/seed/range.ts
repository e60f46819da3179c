import { parseRangeDataFile, demoRangeDataFile, RANGE_DATA_FILE_KEY } from '@lux/vehicle-tools';
import type { Database } from '../db/client.js';
import { dataFiles } from '../db/schema.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/**
 * The range calculator's data file (A§7), stored in data_files (issue 15, ADR 028); inserts only what is
 * absent, so an editor's file is never replaced. The figures are @lux/vehicle-tools' demo file, checked
 * with the same parser the block uses before they are stored. Returns whether it was inserted.
 */
export async function seedRangeData(tx: Tx): Promise<boolean> {
  const parsed = parseRangeDataFile(demoRangeDataFile);
  if (!parsed.ok) throw new Error(`The demo range data file is not valid: ${parsed.problems.join('; ')}`);
  const inserted = await tx
    .insert(dataFiles)
    .values({ key: RANGE_DATA_FILE_KEY, content: demoRangeDataFile })
    .onConflictDoNothing({ target: dataFiles.key })
    .returning({ key: dataFiles.key });
  return inserted.length > 0;
}
