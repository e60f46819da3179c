import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { blocks, metaheads, pages, settings } from '../db/schema.js';
import { seedDemoTags } from './metaheads.js';
import { seedCatalogue, type CatalogueSummary } from './catalogue.js';
import { seedFeeds } from './feeds.js';
import { seedDemoForms } from './forms.js';
import { seedMediaImages } from './images.js';
import { seedNews } from './news.js';
import { seedOrders } from './orders.js';
import { seedRangeData } from './range.js';
import { demoRedirects, seedGlobalMetahead, seedPages } from './pages.js';
import { seedSettings } from './settings.js';
import { seedStock, type StockSummary } from './stock.js';
import { seedVehicleServices } from './tools.vehicles.js';
import { seedDemoUsers } from './users.js';

export interface SeedSummary {
  settings: number;
  pages: number;
  blocks: number;
  metaheads: number;
  /** The model catalogue (A§3): families, nameplates, vehicles, colours and menu entries inserted. */
  catalogue: CatalogueSummary;
  /** Stock (issue 4): retailers, demo vehicles, company configs and widget translations inserted. */
  stock: StockSummary;
}

/** Arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK = 7_420_001;

/** Blocks are numbered in tens so an editor can slot one in between without renumbering. */
const SEQUENCE_STEP = 10;

/**
 * Inserts the starter content where it is absent and never touches what exists: a setting by key,
 * a page by (locale, path) together with its blocks, the global metahead only while no global
 * metahead exists. Running it again, or after editors have changed things, changes nothing.
 * Returns what was inserted.
 */
export async function seed(db: Database): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    // Two seeds at once (say, two replicas starting) would both see "no global metahead" and insert
    // one each; the lock makes the second wait and then find everything in place.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const summary: Omit<SeedSummary, 'catalogue' | 'stock'> = { settings: 0, pages: 0, blocks: 0, metaheads: 0 };

    const insertedSettings = await tx
      .insert(settings)
      .values(Object.entries(seedSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key })
      .returning({ id: settings.id });
    summary.settings = insertedSettings.length;

    for (const page of seedPages) {
      const [created] = await tx
        .insert(pages)
        .values({
          locale: page.locale,
          path: page.path,
          title: page.title,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          disableSeoTracking: page.disableSeoTracking ?? false,
          disabled: page.disabled ?? false,
        })
        .onConflictDoNothing({ target: [pages.locale, pages.path] })
        .returning({ id: pages.id });
      // The page already exists: its blocks belong to the editors now.
      if (!created) continue;
      summary.pages += 1;
      await tx.insert(blocks).values(
        page.blocks.map((block, index) => ({
          pageId: created.id,
          template: block.template,
          sequence: (index + 1) * SEQUENCE_STEP,
          fields: block.fields,
          groups: block.groups,
        })),
      );
      summary.blocks += page.blocks.length;
    }

    for (const redirect of demoRedirects) {
      const inserted = await tx
        .insert(pages)
        .values({
          locale: redirect.locale,
          path: redirect.path,
          title: redirect.title,
          type: 'url_redirection',
          redirectPath: redirect.to,
          httpCode: redirect.httpCode,
        })
        .onConflictDoNothing({ target: [pages.locale, pages.path] })
        .returning({ id: pages.id });
      summary.pages += inserted.length;
    }

    const [anyGlobal] = await tx
      .select({ id: metaheads.id })
      .from(metaheads)
      .where(isNull(metaheads.pageId))
      .limit(1);
    if (!anyGlobal) {
      await tx.insert(metaheads).values([
        { pageId: null, ...seedGlobalMetahead },
        ...seedDemoTags.map((tag) => ({ pageId: null, ...tag })),
      ]);
      summary.metaheads = 1 + seedDemoTags.length;
    }
    await seedMediaImages(tx);
    // After the images: the catalogue links model pictures to them by filename.
    const catalogue = await seedCatalogue(tx);
    const stock = await seedStock(tx);
    // Demo sign-in accounts (embedded provider, never in production); not in the summary, which counts content.
    await seedDemoUsers(tx);
    // Demo forms, by name (B§3.5); not in the summary either, which the content tests pin exactly.
    await seedDemoForms(tx);
    // Order online (issue 13): its forms and demo orders, after the stock and the demo forms; not in the summary either.
    await seedOrders(tx);
    // The interactive blocks' data (issue 15): news pages, feeds and data files, the VIN services' vehicles.
    await seedNews(tx);
    await seedFeeds(tx);
    await seedVehicleServices(tx);
    await seedRangeData(tx);
    return { ...summary, catalogue, stock };
  });
}
