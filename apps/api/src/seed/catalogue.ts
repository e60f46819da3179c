import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { images, modelFamilies, nameplateColours, nameplates, navEntries, vehicles } from '../db/schema.js';
import { MEDIA_BUCKET } from '../services/media/sizes.js';
import { seedFamilies, seedNameplates, seedNavEntries, type SeedNavEntry } from './catalogue.data.js';

export interface CatalogueSummary {
  families: number;
  nameplates: number;
  vehicles: number;
  colours: number;
  navEntries: number;
}

/** Sequences in tens, like blocks, so an editor can slot an entry in between. */
const STEP = 10;

async function idsByKey(rows: Array<{ id: number; key: string }>): Promise<Map<string, number>> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Inserts the catalogue rows that are absent, by key (colours by nameplate and key); never updates a
 * row that exists, so editors' prices and texts survive a re-run. Runs after the media images, whose
 * ids it links by filename. Returns what was inserted.
 */
export async function seedCatalogue(db: Database): Promise<CatalogueSummary> {
  const summary: CatalogueSummary = { families: 0, nameplates: 0, vehicles: 0, colours: 0, navEntries: 0 };

  summary.families = (
    await db
      .insert(modelFamilies)
      .values(seedFamilies.map((family, index) => ({ ...family, sequence: (index + 1) * STEP })))
      .onConflictDoNothing({ target: modelFamilies.key })
      .returning({ id: modelFamilies.id })
  ).length;
  const familyIds = await idsByKey(
    await db
      .select({ id: modelFamilies.id, key: modelFamilies.key })
      .from(modelFamilies)
      .where(inArray(modelFamilies.key, seedFamilies.map((family) => family.key))),
  );

  const filenames = [...new Set(seedNameplates.flatMap((n) => (n.images ? [n.images.hero, ...n.images.gallery] : [])))];
  const imageIds = new Map(
    (
      await db
        .select({ id: images.id, filename: images.filename })
        .from(images)
        .where(and(eq(images.bucket, MEDIA_BUCKET), inArray(images.filename, filenames)))
    ).map((row) => [row.filename, row.id]),
  );

  summary.nameplates = (
    await db
      .insert(nameplates)
      .values(
        seedNameplates.map((nameplate, index) => {
          const familyId = familyIds.get(nameplate.family);
          if (familyId === undefined) throw new Error(`Seed nameplate ${nameplate.key}: no family ${nameplate.family}`);
          const { family: _family, images: pictures, colours: _colours, vehicles: _vehicles, ...fields } = nameplate;
          return {
            ...fields,
            familyId,
            sequence: (index + 1) * STEP,
            heroImageId: pictures ? (imageIds.get(pictures.hero) ?? null) : null,
            galleryImageIds: (pictures?.gallery ?? []).flatMap((filename) => {
              const id = imageIds.get(filename);
              return id === undefined ? [] : [id];
            }),
            offerHe: nameplate.offerHe ?? null,
            offerEn: nameplate.offerEn ?? null,
          };
        }),
      )
      .onConflictDoNothing({ target: nameplates.key })
      .returning({ id: nameplates.id })
  ).length;
  const nameplateIds = await idsByKey(
    await db
      .select({ id: nameplates.id, key: nameplates.key })
      .from(nameplates)
      .where(inArray(nameplates.key, seedNameplates.map((nameplate) => nameplate.key))),
  );
  const nameplateId = (key: string) => {
    const id = nameplateIds.get(key);
    if (id === undefined) throw new Error(`Seed: nameplate ${key} is missing`);
    return id;
  };

  summary.vehicles = (
    await db
      .insert(vehicles)
      .values(
        seedNameplates.flatMap((nameplate) =>
          nameplate.vehicles.map((vehicle, index) => ({
            ...vehicle,
            nameplateId: nameplateId(nameplate.key),
            sequence: (index + 1) * STEP,
          })),
        ),
      )
      .onConflictDoNothing({ target: vehicles.key })
      .returning({ id: vehicles.id })
  ).length;

  summary.colours = (
    await db
      .insert(nameplateColours)
      .values(
        seedNameplates.flatMap((nameplate) =>
          nameplate.colours.map((colour, index) => ({
            ...colour,
            nameplateId: nameplateId(nameplate.key),
            sequence: (index + 1) * STEP,
          })),
        ),
      )
      .onConflictDoNothing({ target: [nameplateColours.nameplateId, nameplateColours.key] })
      .returning({ id: nameplateColours.id })
  ).length;

  summary.navEntries = await seedNav(db, seedNavEntries, null, nameplateIds);
  return summary;
}

async function seedNav(
  db: Database,
  entries: readonly SeedNavEntry[],
  parentId: number | null,
  nameplateIds: Map<string, number>,
): Promise<number> {
  if (entries.length === 0) return 0;
  const inserted = await db
    .insert(navEntries)
    .values(
      entries.map((entry, index) => ({
        key: entry.key,
        labelHe: entry.labelHe,
        labelEn: entry.labelEn,
        labelAr: entry.labelAr ?? null,
        labelRu: entry.labelRu ?? null,
        url: entry.url,
        newWindow: entry.newWindow ?? false,
        nameplateId: entry.nameplate ? (nameplateIds.get(entry.nameplate) ?? null) : null,
        parentId,
        sequence: (index + 1) * STEP,
      })),
    )
    .onConflictDoNothing({ target: navEntries.key })
    .returning({ id: navEntries.id });
  let count = inserted.length;
  const ids = await idsByKey(
    await db
      .select({ id: navEntries.id, key: navEntries.key })
      .from(navEntries)
      .where(inArray(navEntries.key, entries.map((entry) => entry.key))),
  );
  for (const entry of entries) {
    const id = ids.get(entry.key);
    // An entry an editor deleted is back (inserted above); its children follow it.
    if (id !== undefined && entry.children) count += await seedNav(db, entry.children, id, nameplateIds);
  }
  return count;
}
